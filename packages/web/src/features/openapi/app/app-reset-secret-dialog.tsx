import { DIALOG_WIDTH } from '@beacon/contracts/constants';
import type { GatewayApp } from '@beacon/contracts/gateway-app';
import { gatewayAppEndpoints } from '@beacon/contracts/gateway-app.endpoints';
import { App, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordDialogProps } from '../../../components/page-kit/page-spec';
import { callEndpoint } from '../../../lib/api-client/call-endpoint';
import { reportError } from '../../../lib/api-client/report-error';
import { AppSecretDialog } from './app-secret-dialog';

/**
 * Resets an application's secret: asks first (the old secret stops working at once), then shows the new one once
 * with a copy button; closing forgets it.
 */
export function AppResetSecretDialog({ open, record, onClose, afterClose }: RecordDialogProps<GatewayApp>) {
  const { t } = useTranslation('gatewayApp');
  const { message } = App.useApp();
  const [resetting, setResetting] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);

  const reset = async () => {
    setResetting(true);
    try {
      const reply = await callEndpoint(gatewayAppEndpoints.resetSecret, { query: { id: record.id } });
      setSecret(reply.object.secret);
      void message.success(t('secretReset', { name: record.name }));
    } catch (error) {
      reportError(error);
      onClose();
    } finally {
      setResetting(false);
    }
  };

  return (
    <>
      <Modal
        open={open && secret === null}
        width={DIALOG_WIDTH}
        title={t('askReset.title')}
        onCancel={onClose}
        onOk={() => void reset()}
        okButtonProps={{ danger: true, loading: resetting, 'data-testid': 'app-reset-ok' }}
        okText={t('components:confirm.ok')}
        cancelText={t('components:confirm.cancel')}
        afterClose={secret === null ? afterClose : undefined}
        data-testid="app-reset-dialog"
      >
        {t('askReset.content', { name: record.name })}
      </Modal>
      <AppSecretDialog
        open={open && secret !== null}
        appName={record.name}
        secret={secret ?? ''}
        onClose={onClose}
        afterClose={afterClose}
      />
    </>
  );
}
