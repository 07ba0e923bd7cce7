import type { DeviceStatus } from '@beacon/contracts/iot-device';

/** How each device status shows (PRODUCT.md §3): online green, offline grey, inactive blue, disabled red. */
export const DEVICE_STATUS_COLORS: Readonly<Record<DeviceStatus, string>> = {
  online: 'green',
  offline: 'default',
  inactive: 'blue',
  disabled: 'red',
};
