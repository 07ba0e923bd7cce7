import type { DeviceImportReport, DeviceImportRow } from '@beacon/contracts/iot-device-files';
import { deviceFileEndpoints } from '@beacon/contracts/iot-device-files.endpoints';
import { callEndpoint } from '../../../../lib/api-client/call-endpoint';

/** Import the rows of one sheet: every row checked and reported, nothing written when any is refused. */
export async function importDevices(rows: DeviceImportRow[]): Promise<DeviceImportReport> {
  return (await callEndpoint(deviceFileEndpoints.importDevices, { body: { rows } })).data;
}
