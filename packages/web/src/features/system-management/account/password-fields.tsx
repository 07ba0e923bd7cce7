import { passwordSchema } from '@beacon/contracts/system-management';
import { Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RepeatPasswordItem } from '../../../components/form-field/repeat-password-item';
import { stringRules } from '../../../lib/schema-rules';

/** Password and its confirmation, with the contract's length rules and a mismatch check. */
export function PasswordFields({ extra }: { extra?: ReactNode }) {
  const { t } = useTranslation('account');
  return (
    <>
      <Form.Item name="password" label={t('password')} validateFirst rules={stringRules(passwordSchema)} extra={extra}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <RepeatPasswordItem
        name="confirmPassword"
        of="password"
        label={t('confirmPassword')}
        mismatch={t('passwordMismatch')}
      />
    </>
  );
}
