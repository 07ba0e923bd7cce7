import { CopyOutlined } from '@ant-design/icons';
import { DIALOG_WIDTH } from '@beacon/contracts/constants';
import { Alert, App, Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Props of the one-time secret dialog. */
export interface AppSecretDialogProps {
  open: boolean;
  /** The app's name and the secret just issued (kept only in the opener's state). */
  appName: string;
  secret: string;
  onClose: () => void;
  afterClose?: (() => void) | undefined;
}

/**
 * An application's secret, the one time it is shown (after create or reset): a copy button and the warning that it
 * will not be shown again; nothing keeps it once the dialog closes.
 */
export function AppSecretDialog({ open, appName, secret, onClose, afterClose }: AppSecretDialogProps) {
  const { t } = useTranslation('gatewayApp');
  const { message } = App.useApp();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      void message.success(t('copied'));
    } catch {
      void message.error(t('copyFailed'));
    }
  };
  return (
    <Modal
      open={open}
      width={DIALOG_WIDTH}
      title={t('secretTitle', { name: appName })}
      onCancel={onClose}
      afterClose={afterClose}
      mask={{ closable: false }}
      destroyOnHidden
      data-testid="app-secret-dialog"
      footer={
        <Button type="primary" onClick={onClose} data-testid="app-secret-close">
          {t('secretDone')}
        </Button>
      }
    >
      <Alert type="warning" showIcon title={t('secretOnce')} style={{ marginBottom: 16 }} />
      <Typography.Text code data-testid="app-secret" style={{ wordBreak: 'break-all' }}>
        {secret}
      </Typography.Text>
      <Button
        type="link"
        size="small"
        icon={<CopyOutlined />}
        onClick={() => void copy()}
        data-testid="app-secret-copy"
      >
        {t('copy')}
      </Button>
    </Modal>
  );
}
