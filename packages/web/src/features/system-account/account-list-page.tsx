import { PlusOutlined } from '@ant-design/icons';
import { ACCOUNT_STATUSES, type Account } from '@beacon/contracts/system';
import { App, Button } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirm, confirmDelete } from '../../components/confirm-dialog/confirm-queue';
import type { FieldConfig } from '../../components/form-field/field-types';
import { type ListHandle, ListPage } from '../../components/list-page/list-page';
import { Permission } from '../../components/permission/permission';
import { useSessionStore } from '../../lib/session-store';
import { ACCOUNT_BUTTONS, type AccountRowActions, accountColumns } from './account-columns';
import { AccountFormDrawer } from './account-form-drawer';
import { deleteAccount } from './api/delete-account';
import { ACCOUNT_PAGE_URL } from './api/post-account-page';
import { postAccountStatus } from './api/post-account-status';
import { ResetPasswordDialog } from './reset-password-dialog';

/** A dialog's promise as a boolean: confirmed, or cancelled/closed. */
const confirmed = (dialog: Promise<void>): Promise<boolean> =>
  dialog.then(
    () => true,
    () => false,
  );

/** An overlay (drawer or dialog) that stays mounted until its closing animation ends. */
interface Overlay<T> {
  target: T;
  open: boolean;
  /** A fresh key per opening, so each opening starts with a fresh form. */
  key: number;
}

let openings = 0;
const opening = <T,>(target: T): Overlay<T> => ({ target, open: true, key: ++openings });

/** Accounts (/platform-manage-account/list): filter, list, create, edit, enable/disable, reset password, delete. */
export default function AccountListPage() {
  const { t } = useTranslation('system');
  const { message } = App.useApp();
  const list = useRef<ListHandle>(null);
  const self = useSessionStore((state) => state.userInfo?.account);
  const [editor, setEditor] = useState<Overlay<{ id?: number }> | null>(null);
  const [resetting, setResetting] = useState<Overlay<Account> | null>(null);
  const reload = () => list.current?.reload();

  const fields = useMemo<FieldConfig[]>(
    () => [
      { model: 'account', label: t('account.account'), type: 'text', maxLength: 64 },
      { model: 'userName', label: t('account.userName'), type: 'text', maxLength: 64 },
      {
        model: 'status',
        label: t('account.status'),
        type: 'select',
        clearable: true,
        options: ACCOUNT_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
      },
    ],
    [t],
  );

  const actions: AccountRowActions = {
    edit: (row) => setEditor(opening({ id: row.id })),
    resetPassword: (row) => setResetting(opening(row)),
    toggleStatus: async (row) => {
      const next = row.status === 'enabled' ? 'disabled' : 'enabled';
      const content = t(next === 'enabled' ? 'account.enableConfirm' : 'account.disableConfirm', {
        account: row.account,
      });
      if (!(await confirmed(confirm({ title: t('account.statusTitle'), content, danger: next === 'disabled' })))) {
        return;
      }
      try {
        await postAccountStatus(row.id, next);
        message.success(t(`account.${next}`, { account: row.account }));
        reload();
      } catch {
        // Toasted by the api client.
      }
    },
    remove: async (row) => {
      if (!(await confirmed(confirmDelete()))) return;
      try {
        await deleteAccount(row.id);
        message.success(t('deleted'));
        reload();
      } catch {
        // Toasted by the api client (e.g. the last administrator).
      }
    },
  };

  return (
    <>
      <ListPage<Account>
        ref={list}
        url={ACCOUNT_PAGE_URL}
        fields={fields}
        columns={accountColumns(t, actions, self)}
        tableProps={{ scroll: { x: 1500 } }}
        actions={
          <Permission pageId={ACCOUNT_BUTTONS.create}>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setEditor(opening({}))}
              data-testid="account-create"
            >
              {t('account.create')}
            </Button>
          </Permission>
        }
      />
      {editor && (
        <AccountFormDrawer
          key={editor.key}
          open={editor.open}
          accountId={editor.target.id}
          onClose={() => setEditor({ ...editor, open: false })}
          afterClose={() => setEditor(null)}
          onSaved={() => {
            setEditor({ ...editor, open: false });
            reload();
          }}
        />
      )}
      {resetting && (
        <ResetPasswordDialog
          key={resetting.key}
          account={resetting.target}
          open={resetting.open}
          onClose={() => setResetting({ ...resetting, open: false })}
          afterClose={() => setResetting(null)}
        />
      )}
    </>
  );
}
