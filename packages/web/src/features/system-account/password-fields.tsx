import { accountResetPasswordSchema } from '@beacon/contracts/system';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { stringRules } from '../../lib/schema-rules';

/** Password and its confirmation, with the contract's length rules and a mismatch check. */
export function PasswordFields() {
  const { t } = useTranslation('system');
  return (
    <>
      <Form.Item
        name="password"
        label={t('account.password')}
        validateFirst
        rules={stringRules(accountResetPasswordSchema.shape.password)}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('account.confirmPassword')}
        dependencies={['password']}
        validateFirst
        rules={[
          { required: true },
          ({ getFieldValue }) => ({
            validator: (_rule, value: unknown) =>
              value === getFieldValue('password')
                ? Promise.resolve()
                : Promise.reject(new Error(t('account.passwordMismatch'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
