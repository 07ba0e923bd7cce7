import { ACCOUNT_STATUSES, type AccountStatus, accountCreateSchema } from '@beacon/contracts/system-management';
import { Form, Input, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { requiredChoice, schemaRule, stringRules } from '../../../lib/schema-rules';
import { phoneValidator } from '../../../lib/validators';
import { PasswordFields } from './password-fields';

/** What the account form edits. */
export interface AccountFormValues {
  account: string;
  password: string;
  confirmPassword: string;
  userName: string;
  mobile: string;
  email?: string;
  roleIds?: number[];
  projectCodes?: string[];
  status: AccountStatus;
}

/** Field names the form shows, for mapping contract issues onto fields. */
export const ACCOUNT_FORM_FIELDS = [
  'account',
  'password',
  'userName',
  'mobile',
  'email',
  'roleIds',
  'projectCodes',
  'status',
] as const;

const shape = accountCreateSchema.shape;

/** A role the form offers; disabled when it grants something you do not hold. */
export interface RoleChoice {
  value: number;
  label: string;
  disabled: boolean;
}

/** A project the form offers. */
export interface ProjectChoice {
  value: string;
  label: string;
}

/** Props of the account form fields. */
export interface AccountFormFieldsProps {
  /** Editing an existing account: account name fixed, no password (reset-password changes it). */
  editing: boolean;
  roleOptions: RoleChoice[];
  rolesLoading: boolean;
  projectOptions: ProjectChoice[];
  projectsLoading: boolean;
}

/** The account form's fields, with the contract's limits as rules. */
export function AccountFormFields({
  editing,
  roleOptions,
  rolesLoading,
  projectOptions,
  projectsLoading,
}: AccountFormFieldsProps) {
  const { t } = useTranslation('account');
  return (
    <>
      <Form.Item
        name="account"
        label={t('account')}
        validateFirst
        rules={editing ? [] : [...stringRules(shape.account), schemaRule(shape.account, t('accountRule'))]}
      >
        <Input disabled={editing} maxLength={shape.account.maxLength ?? undefined} autoComplete="off" />
      </Form.Item>
      {!editing && <PasswordFields />}
      <Form.Item name="userName" label={t('userName')} validateFirst rules={stringRules(shape.userName)}>
        <Input maxLength={shape.userName.maxLength ?? undefined} />
      </Form.Item>
      <Form.Item
        name="mobile"
        label={t('mobile')}
        validateFirst
        rules={[{ required: true, validator: phoneValidator }]}
      >
        <Input maxLength={11} inputMode="numeric" />
      </Form.Item>
      <Form.Item name="email" label={t('email')} rules={[schemaRule(shape.email, t('emailRule'))]}>
        <Input maxLength={254} inputMode="email" />
      </Form.Item>
      <Form.Item
        name="roleIds"
        label={t('roles')}
        extra={roleOptions.some((role) => role.disabled) ? t('rolesNotAssignable') : undefined}
      >
        <Select
          mode="multiple"
          allowClear
          loading={rolesLoading}
          options={roleOptions}
          optionFilterProp="label"
          placeholder={t('common:pleaseSelect')}
        />
      </Form.Item>
      <Form.Item name="projectCodes" label={t('projectCodes')} extra={t('projectCodesHelp')}>
        <Select
          mode="multiple"
          allowClear
          loading={projectsLoading}
          options={projectOptions}
          optionFilterProp="label"
          placeholder={t('allProjects')}
          data-testid="account-projects"
        />
      </Form.Item>
      <Form.Item name="status" label={t('status')} rules={[requiredChoice(t)]}>
        <Radio.Group
          options={ACCOUNT_STATUSES.map((status) => ({ value: status, label: t(`values.status.${status}`) }))}
        />
      </Form.Item>
    </>
  );
}
