import { DIALOG_WIDTH } from '@beacon/contracts/constants';
import type { Device, DeviceWithSecret } from '@beacon/contracts/iot-device';
import { deviceEndpoints } from '@beacon/contracts/iot-device.endpoints';
import { useQueryClient } from '@tanstack/react-query';
import { App, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { invalidateEndpoints } from '../../../components/crud/invalidate-endpoints';
import type { RecordDialogProps } from '../../../components/page-kit/page-spec';
import { callEndpoint } from '../../../lib/api-client/call-endpoint';
import { reportError } from '../../../lib/api-client/report-error';
import { SecretOnceDialog } from './secret-once-dialog';

/**
 * Resets a device's secret: asks first (the old secret stops working at once), then shows the new one once with a
 * copy button; closing forgets it.
 */
export function ResetSecretDialog({ open, record, onClose, afterClose }: RecordDialogProps<Device>) {
  const { t } = useTranslation('device');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [resetting, setResetting] = useState(false);
  const [secret, setSecret] = useState<DeviceWithSecret | null>(null);

  const reset = async () => {
    setResetting(true);
    try {
      const reply = await callEndpoint(deviceEndpoints.resetSecret, { params: { iotId: record.iotId } });
      setSecret(reply.data);
    } catch (error) {
      reportError(error);
      onClose();
      return;
    } finally {
      setResetting(false);
    }
    void message.success(t('secretReset'));
    await invalidateEndpoints(client, [deviceEndpoints.resetSecret]);
  };

  return (
    <>
      <Modal
        open={open && secret === null}
        width={DIALOG_WIDTH}
        title={t('resetTitle')}
        onCancel={onClose}
        onOk={() => void reset()}
        okButtonProps={{ danger: true, loading: resetting, 'data-testid': 'device-reset-ok' }}
        cancelButtonProps={{ 'data-testid': 'device-reset-cancel' }}
        okText={t('components:confirm.ok')}
        cancelText={t('components:confirm.cancel')}
        afterClose={secret === null ? afterClose : undefined}
        data-testid="device-reset-dialog"
      >
        {t('resetConfirm', { name: record.name })}
      </Modal>
      <SecretOnceDialog
        device={open ? secret : null}
        title={t('newSecretTitle')}
        onClose={onClose}
        afterClose={afterClose}
      />
    </>
  );
}
