import { deviceFileEndpoints } from '@beacon/contracts/iot-device-files.endpoints';
import { downloadEndpoint } from '../../../../lib/api-client/download-endpoint';

/** Download the xlsx import template (the header row of the device sheet). */
export async function downloadImportTemplate(): Promise<void> {
  await downloadEndpoint(deviceFileEndpoints.importTemplate);
}
