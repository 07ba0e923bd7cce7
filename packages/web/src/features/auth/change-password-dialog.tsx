import { authEndpoints } from '@beacon/contracts/auth.endpoints';
import { PASSWORD_MAX, PASSWORD_MIN } from '@beacon/contracts/constants';
import { App, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportRefusals } from '../../components/crud/server-refusals';
import { FormDialog } from '../../components/form-dialog/form-dialog';
import { RepeatPasswordItem } from '../../components/form-field/repeat-password-item';
import { callEndpoint } from '../../lib/api-client/call-endpoint';

/** Props of the change-password dialog. */
export interface ChangePasswordDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called once the dialog has finished closing. */
  afterClose?: () => void;
}

interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const FIELDS = ['oldPassword', 'newPassword'] as const;

/**
 * Change your own password in a 534 px dialog: the current one, the new one twice. The server's verdict
 * (wrong current password, a new one its policy refuses) shows on the field it names.
 */
export function ChangePasswordDialog({ open, onClose, afterClose }: ChangePasswordDialogProps) {
  const { t } = useTranslation('shell');
  const { message } = App.useApp();
  const [form] = Form.useForm<PasswordValues>();
  const [saving, setSaving] = useState(false);

  const save = async ({ oldPassword, newPassword }: PasswordValues) => {
    setSaving(true);
    try {
      // Silent: a refusal naming a field is shown on that field; anything else is toasted.
      await callEndpoint(authEndpoints.password, { body: { oldPassword, newPassword } }, { silent: true });
      void message.success(t('password.done'));
      onClose();
    } catch (error) {
      reportRefusals(form, error, FIELDS);
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog
      open={open}
      title={t('password.title')}
      saving={saving}
      onSubmit={() => form.submit()}
      onClose={onClose}
      afterClose={afterClose}
      testId="change-password-dialog"
    >
      <Typography.Paragraph type="secondary">{t('password.hint')}</Typography.Paragraph>
      <Form<PasswordValues> form={form} name="change-password" layout="vertical" onFinish={save}>
        <Form.Item name="oldPassword" label={t('password.old')} rules={[{ required: true }, { max: PASSWORD_MAX }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label={t('password.new')}
          validateFirst
          rules={[{ required: true }, { min: PASSWORD_MIN }, { max: PASSWORD_MAX }]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <RepeatPasswordItem
          name="confirmPassword"
          of="newPassword"
          label={t('password.confirm')}
          mismatch={t('password.mismatch')}
        />
      </Form>
    </FormDialog>
  );
}
