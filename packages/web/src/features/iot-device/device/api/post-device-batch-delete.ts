import type { DeviceBatchResult } from '@beacon/contracts/iot-device-files';
import { deviceFileEndpoints } from '@beacon/contracts/iot-device-files.endpoints';
import { type CallOptions, callEndpoint } from '../../../../lib/api-client/call-endpoint';

/** Delete the selected devices in one call; answers how many changed and the ids that named no device. */
export async function batchDeleteDevices(iotIds: string[], options?: CallOptions): Promise<DeviceBatchResult> {
  return (await callEndpoint(deviceFileEndpoints.batchDelete, { body: { iotIds } }, options)).data;
}
