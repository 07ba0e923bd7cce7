import { PlusOutlined } from '@ant-design/icons';
import { ACCOUNT_STATUSES, type Account } from '@beacon/contracts/system-management';
import { ACCOUNT_BUTTONS } from '@beacon/contracts/system-management.endpoints';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useOverlay } from '../../../components/crud/use-overlay';
import type { FieldConfig } from '../../../components/form-field/field-types';
import { ListPage } from '../../../components/list-page/list-page';
import { Permission } from '../../../components/permission/permission';
import { useSessionStore } from '../../../lib/session-store';
import { AccountBulkActions } from './account-bulk-actions';
import { accountColumns } from './account-columns';
import { AccountFormDrawer } from './account-form-drawer';
import { accountPageSource } from './api/post-account-page';
import { projectChoicesQueryOptions } from './api/post-project-options';
import { roleFilterQueryOptions } from './api/post-role-list';
import { ResetPasswordDialog } from './reset-password-dialog';
import { useAccountActions } from './use-account-actions';

/**
 * Accounts (/platform-manage-account/list): filter (account, name, mobile, role, project, status), list,
 * create, edit, enable/disable, unlock, end all sessions, reset password, delete.
 */
export default function AccountListPage() {
  const { t } = useTranslation('system');
  const self = useSessionStore((state) => state.userInfo?.account);
  const editor = useOverlay<{ id?: number }>();
  const resetting = useOverlay<Account>();
  const { toggleStatus, unlock, endSessions, remove } = useAccountActions();

  const roles = useQuery(roleFilterQueryOptions());
  const projects = useQuery(projectChoicesQueryOptions());
  const roleChoices = roles.data?.data;
  const projectChoices = projects.data?.data;
  const fields = useMemo<FieldConfig[]>(
    () => [
      { model: 'account', label: t('account.account'), type: 'text', maxLength: 64 },
      { model: 'userName', label: t('account.userName'), type: 'text', maxLength: 64 },
      { model: 'mobile', label: t('account.mobile'), type: 'text', maxLength: 11 },
      {
        model: 'roleId',
        label: t('account.roleFilter'),
        type: 'select',
        clearable: true,
        options: (roleChoices ?? []).map((role) => ({ value: role.id, label: role.name })),
      },
      {
        model: 'projectCode',
        label: t('account.projectFilter'),
        type: 'select',
        clearable: true,
        options: (projectChoices ?? []).map((project) => ({ value: project.projectCode, label: project.projectName })),
      },
      {
        model: 'status',
        label: t('account.status'),
        type: 'select',
        clearable: true,
        options: ACCOUNT_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
      },
    ],
    [t, roleChoices, projectChoices],
  );

  const columns = accountColumns(
    t,
    {
      edit: (row) => editor.show({ id: row.id }),
      resetPassword: (row) => resetting.show(row),
      toggleStatus: (row) => void toggleStatus(row),
      unlock: (row) => void unlock(row),
      endSessions: (row) => void endSessions(row),
      remove: (row) => void remove(row),
    },
    self,
  );

  return (
    <>
      <ListPage<Account>
        source={accountPageSource}
        fields={fields}
        columns={columns}
        selection="multiple"
        // Yourself is never disabled or deleted, in bulk either.
        isSelectable={(row) => row.account !== self}
        tableProps={{ scroll: { x: 1680 } }}
        actions={({ selectedRows, clearSelection }) => (
          <>
            <Permission pageId={ACCOUNT_BUTTONS.create}>
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => editor.show({})}
                data-testid="account-create"
              >
                {t('account.create')}
              </Button>
            </Permission>
            <AccountBulkActions rows={selectedRows} onDone={clearSelection} />
          </>
        )}
      />
      {editor.state && (
        <AccountFormDrawer
          key={editor.state.key}
          open={editor.state.open}
          accountId={editor.state.target.id}
          onClose={editor.close}
          afterClose={editor.afterClose}
        />
      )}
      {resetting.state && (
        <ResetPasswordDialog
          key={resetting.state.key}
          account={resetting.state.target}
          open={resetting.state.open}
          onClose={resetting.close}
          afterClose={resetting.afterClose}
        />
      )}
    </>
  );
}
