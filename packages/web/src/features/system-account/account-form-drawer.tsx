import { ErrorCode } from '@beacon/contracts/protocol';
import { type Account, accountCreateSchema, accountUpdateSchema } from '@beacon/contracts/system';
import { useQuery } from '@tanstack/react-query';
import { App, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../components/form-drawer/form-drawer';
import { ApiError } from '../../lib/api-client/request';
import { issuesToFields } from '../../lib/schema-rules';
import { ACCOUNT_FORM_FIELDS, AccountFormFields, type AccountFormValues } from './account-form-fields';
import { accountQueryOptions } from './api/get-account';
import { postAccountSave } from './api/post-account-save';
import { roleOptionsQueryOptions } from './api/post-role-page';
import { putAccountUpdate } from './api/put-account-update';

/** Props of the account editor. */
export interface AccountFormDrawerProps {
  open: boolean;
  /** The account to edit; absent = create. */
  accountId?: number;
  onClose: () => void;
  /** Called once the drawer has finished closing. */
  afterClose?: () => void;
  /** Called after a successful save (the drawer is then closed by the parent). */
  onSaved: () => void;
}

const NEW_ACCOUNT: Partial<AccountFormValues> = { roleIds: [], projectCodes: [], status: 'enabled' };

const toFormValues = (account: Account): Partial<AccountFormValues> => ({
  account: account.account,
  userName: account.userName,
  mobile: account.mobile,
  email: account.email,
  roleIds: account.roleIds,
  projectCodes: account.projectCodes,
  status: account.status,
});

const wireFields = (values: AccountFormValues) => ({
  userName: values.userName,
  mobile: values.mobile ?? '',
  email: values.email ?? '',
  roleIds: values.roleIds ?? [],
  projectCodes: values.projectCodes ?? [],
  status: values.status,
});

/** Create or edit an account in a 664 px drawer; server errors are toasted and the drawer stays open. */
export function AccountFormDrawer({ open, accountId, onClose, afterClose, onSaved }: AccountFormDrawerProps) {
  const { t } = useTranslation('system');
  const { message } = App.useApp();
  const [form] = Form.useForm<AccountFormValues>();
  const [saving, setSaving] = useState(false);
  const editing = accountId !== undefined;
  const detail = useQuery({ ...accountQueryOptions(accountId ?? 0), enabled: editing });
  const roles = useQuery(roleOptionsQueryOptions());
  const ready = !editing || detail.data !== undefined;

  const save = async (values: AccountFormValues) => {
    const parsed =
      accountId === undefined
        ? accountCreateSchema.safeParse({ account: values.account, password: values.password, ...wireFields(values) })
        : accountUpdateSchema.safeParse({ id: accountId, ...wireFields(values) });
    if (!parsed.success) {
      form.setFields(issuesToFields(parsed.error.issues, ACCOUNT_FORM_FIELDS));
      return;
    }
    setSaving(true);
    try {
      if ('account' in parsed.data) await postAccountSave(parsed.data);
      else await putAccountUpdate(parsed.data);
      message.success(t('saved'));
      onSaved();
    } catch (error) {
      // The api client has toasted the reason; a duplicate also marks the account field.
      if (error instanceof ApiError && error.code === ErrorCode.NAME_EXISTS) {
        form.setFields([{ name: 'account', errors: [error.message] }]);
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDrawer
      open={open}
      title={editing ? t('account.editTitle') : t('account.createTitle')}
      onClose={onClose}
      afterClose={afterClose}
      ready={ready}
      saving={saving}
      onSubmit={() => form.submit()}
      testId="account-form-drawer"
    >
      <Form<AccountFormValues>
        form={form}
        name="account-form"
        layout="vertical"
        initialValues={detail.data ? toFormValues(detail.data) : NEW_ACCOUNT}
        onFinish={save}
        disabled={saving}
      >
        <AccountFormFields
          editing={editing}
          rolesLoading={roles.isLoading}
          roleOptions={(roles.data ?? []).map((role) => ({ value: role.id, label: role.name }))}
        />
      </Form>
    </FormDrawer>
  );
}
