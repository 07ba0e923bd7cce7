import type { Device } from '@beacon/contracts/iot-device';
import { deviceEndpoints } from '@beacon/contracts/iot-device.endpoints';
import { endpointListSource } from '../../../../components/list-page/endpoint-list-source';
import type { ListSource } from '../../../../components/list-page/list-source';

/** Devices page by page (filters: name, devKey, stdModelId, projectCode, categoryId, areaCode, status). */
export const devicePageSource: ListSource<Device> = endpointListSource(deviceEndpoints.page);
