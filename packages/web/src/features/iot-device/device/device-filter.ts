import { type DeviceFilter, deviceFilterSchema } from '@beacon/contracts/iot-device-files';
import { dropEmptyFilters } from '../../../components/list-page/list-request';

/** The list's filter values as the export and code-sheet endpoints take them (empty ones dropped). */
export const toDeviceFilter = (filters: Record<string, unknown>): DeviceFilter =>
  deviceFilterSchema.parse(dropEmptyFilters(filters));

/** The code-sheet page of the selected devices, or of every device the filters match when none is selected. */
export const deviceCodePath = (selected: readonly string[], filters: Record<string, unknown>): string => {
  const params = new URLSearchParams();
  if (selected.length > 0) params.set('iotIds', selected.join(','));
  else for (const [key, value] of Object.entries(toDeviceFilter(filters))) params.set(key, String(value));
  const search = params.toString();
  return search ? `/pdf/device-code-download?${search}` : '/pdf/device-code-download';
};
