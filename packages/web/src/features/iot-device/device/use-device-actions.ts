import type { Device, DeviceWithSecret } from '@beacon/contracts/iot-device';
import { deviceEndpoints } from '@beacon/contracts/iot-device.endpoints';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { invalidateEndpoints } from '../../../components/crud/invalidate-endpoints';
import { ask, useConfirmAction } from '../../../components/crud/use-confirm-action';
import { reportError } from '../../../lib/api-client/report-error';
import { deleteDevice } from './api/delete-device';
import { disableDevice } from './api/post-device-disable';
import { enableDevice } from './api/post-device-enable';
import { resetDeviceSecret } from './api/post-device-reset-secret';

/** The row actions of a device behind their confirm dialogs, and the secret a reset has just made. */
export interface DeviceActions {
  toggle: (row: Device) => Promise<boolean>;
  remove: (row: Device) => Promise<boolean>;
  resetSecret: (row: Device) => Promise<void>;
  /** The device a reset answered, its new secret to show once (null when none). */
  newSecret: DeviceWithSecret | null;
  forgetSecret: () => void;
}

/** Enable/disable, delete and reset-secret of a device, each after a confirm. */
export function useDeviceActions(): DeviceActions {
  const { t } = useTranslation('device');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [newSecret, setNewSecret] = useState<DeviceWithSecret | null>(null);

  const toggle = useConfirmAction<Device>({
    confirm: (row) =>
      row.status === 'disabled'
        ? { title: t('enableTitle'), content: t('enableConfirm', { name: row.name }) }
        : { title: t('disableTitle'), content: t('disableConfirm', { name: row.name }), danger: true },
    run: (row) => (row.status === 'disabled' ? enableDevice(row.iotId) : disableDevice(row.iotId)),
    success: (row) => (row.status === 'disabled' ? t('enabled') : t('disabled')),
    invalidates: [deviceEndpoints.enable],
  });
  const remove = useConfirmAction<Device>({
    confirm: 'delete',
    run: (row) => deleteDevice(row.iotId),
    success: () => t('deleted'),
    invalidates: [deviceEndpoints.remove],
  });

  const resetSecret = async (row: Device) => {
    const question = { title: t('resetTitle'), content: t('resetConfirm', { name: row.name }), danger: true };
    if (!(await ask(() => question, row))) return;
    try {
      setNewSecret(await resetDeviceSecret(row.iotId));
    } catch (error) {
      reportError(error);
      return;
    }
    void message.success(t('secretReset'));
    await invalidateEndpoints(client, [deviceEndpoints.resetSecret]);
  };

  return { toggle, remove, resetSecret, newSecret, forgetSecret: () => setNewSecret(null) };
}
