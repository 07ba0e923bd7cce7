import type { DeviceAbnormal } from '@beacon/contracts/device-abnormal';
import { deviceAbnormalEndpoints } from '@beacon/contracts/telemetry.endpoints';
import { endpointListSource } from '../../../../components/list-page/endpoint-list-source';
import type { ListSource } from '../../../../components/list-page/list-source';
import { deviceAbnormalPageBody } from '../device-abnormal-filters';

/** Abnormal records page by page, newest first (filters: project, type, status, open time range as from/to). */
export const deviceAbnormalPageSource: ListSource<DeviceAbnormal> = endpointListSource(
  deviceAbnormalEndpoints.page,
  deviceAbnormalPageBody,
);
