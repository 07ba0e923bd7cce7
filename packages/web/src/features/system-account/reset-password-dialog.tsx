import { type Account, accountResetPasswordSchema } from '@beacon/contracts/system';
import { App, Form, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFieldErrors, showFieldErrors } from '../../components/crud/server-field-errors';
import { FormDialog } from '../../components/form-dialog/form-dialog';
import { reportError } from '../../lib/api-client/report-error';
import { resetAccountPassword } from './api/post-account-reset-password';
import { PasswordFields } from './password-fields';

/** Props of the reset-password dialog. */
export interface ResetPasswordDialogProps {
  account: Account;
  open: boolean;
  onClose: () => void;
  /** Called once the dialog has finished closing. */
  afterClose?: () => void;
}

interface ResetValues {
  password: string;
  confirmPassword: string;
}

/** Sets a new password for an account in a 534 px dialog (new password twice; the server's policy shows on the field). */
export function ResetPasswordDialog({ account, open, onClose, afterClose }: ResetPasswordDialogProps) {
  const { t } = useTranslation('system');
  const { message } = App.useApp();
  const [form] = Form.useForm<ResetValues>();
  const [saving, setSaving] = useState(false);

  const save = async ({ password }: ResetValues) => {
    const parsed = accountResetPasswordSchema.safeParse({ password });
    if (!parsed.success) return;
    setSaving(true);
    try {
      await resetAccountPassword(account.id, parsed.data.password);
      void message.success(t('account.resetDone'));
      onClose();
    } catch (error) {
      // The dialog stays open for another try, with a policy message on the password field.
      showFieldErrors(form, serverFieldErrors(error, ['password']));
      reportError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog
      open={open}
      title={t('account.resetTitle')}
      saving={saving}
      onSubmit={() => form.submit()}
      onClose={onClose}
      afterClose={afterClose}
      testId="reset-password-dialog"
    >
      <Typography.Paragraph>{t('account.resetFor', { account: account.account })}</Typography.Paragraph>
      <Form<ResetValues> form={form} name="reset-password" layout="vertical" onFinish={save}>
        <PasswordFields />
      </Form>
    </FormDialog>
  );
}
