import type { DeviceFilter } from '@beacon/contracts/iot-device-files';
import { deviceFileEndpoints } from '@beacon/contracts/iot-device-files.endpoints';
import { downloadEndpoint } from '../../../../lib/api-client/download-endpoint';
import type { DownloadProgress } from '../../../../lib/api-client/request';

/** Download every device the filters match as xlsx (generated on the server). */
export async function exportDevices(
  filter: DeviceFilter,
  options: { onProgress?: (progress: DownloadProgress) => void; signal?: AbortSignal } = {},
): Promise<void> {
  await downloadEndpoint(deviceFileEndpoints.exportDevices, { body: filter, ...options });
}
