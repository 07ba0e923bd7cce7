import { DIALOG_WIDTH } from '@beacon/contracts/constants';
import type { DeviceWithSecret } from '@beacon/contracts/iot-device';
import { Alert, Button, Descriptions, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SecretText } from './secret-text';

/** Props of the one-time secret dialog. */
export interface SecretOnceDialogProps {
  /** The device whose secret to show; null = closed. */
  device: DeviceWithSecret | null;
  title: ReactNode;
  onClose: () => void;
  /** Called once the closing animation has ended. */
  afterClose?: () => void;
}

/** Shows a device's new secret once (after create or reset) with a copy button; closing forgets it. */
export function SecretOnceDialog({ device, title, onClose, afterClose }: SecretOnceDialogProps) {
  const { t } = useTranslation('device');
  return (
    <Modal
      open={device !== null}
      width={DIALOG_WIDTH}
      title={title}
      onCancel={onClose}
      afterClose={afterClose}
      destroyOnHidden
      data-testid="device-secret-dialog"
      footer={
        <Button type="primary" onClick={onClose} data-testid="device-secret-close">
          {t('close')}
        </Button>
      }
    >
      {device && (
        <>
          <Alert type="warning" showIcon message={t('secretWhereToFind')} style={{ marginBottom: 12 }} />
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('name')}>{device.name}</Descriptions.Item>
            <Descriptions.Item label={t('devKey')}>{device.devKey}</Descriptions.Item>
            <Descriptions.Item label={t('iotId')}>{device.iotId}</Descriptions.Item>
            <Descriptions.Item label={t('deviceSecret')}>
              <SecretText secret={device.deviceSecret} revealed />
            </Descriptions.Item>
          </Descriptions>
        </>
      )}
    </Modal>
  );
}
