import type { DeviceCodePdfRequest } from '@beacon/contracts/iot-device-files';
import { deviceFileEndpoints } from '@beacon/contracts/iot-device-files.endpoints';
import { downloadEndpoint } from '../../../../lib/api-client/download-endpoint';
import type { DownloadProgress } from '../../../../lib/api-client/request';

/** Generate the QR label sheets (PDF) of the devices on the server and download them. */
export async function downloadDeviceCodes(
  request: DeviceCodePdfRequest,
  options: { onProgress?: (progress: DownloadProgress) => void; signal?: AbortSignal } = {},
): Promise<void> {
  await downloadEndpoint(deviceFileEndpoints.codePdf, { body: request, ...options });
}
