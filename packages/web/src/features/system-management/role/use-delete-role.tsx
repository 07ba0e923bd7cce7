import type { Role, RoleHolders } from '@beacon/contracts/system-management';
import { roleEndpoints } from '@beacon/contracts/system-management.endpoints';
import { App, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useConfirmAction } from '../../../components/crud/use-confirm-action';
import { reportError } from '../../../lib/api-client/report-error';
import { deleteRole } from './api/delete-role';
import { getRoleHolders } from './api/get-role-holders';

/** The accounts holding a role, listed in the refusal to delete it. */
function HolderList({ role, holders }: { role: Role; holders: RoleHolders }) {
  const { t } = useTranslation('system');
  const more = holders.total - holders.accounts.length;
  return (
    <div data-testid="role-holders">
      <Typography.Paragraph>{t('role.heldBy', { role: role.name, count: holders.total })}</Typography.Paragraph>
      <ul style={{ maxHeight: 200, overflow: 'auto', margin: 0 }}>
        {holders.accounts.map((account) => (
          <li key={account}>{account}</li>
        ))}
      </ul>
      {more > 0 && <Typography.Text type="secondary">{t('role.heldMore', { count: more })}</Typography.Text>}
    </div>
  );
}

/**
 * Deleting a role: first asks the server who holds it; while any account does, lists them and deletes
 * nothing (the server refuses as well), otherwise asks to confirm the delete.
 */
export function useDeleteRole(): (role: Role) => Promise<void> {
  const { t } = useTranslation('system');
  const { modal } = App.useApp();
  const remove = useConfirmAction<Role>({
    confirm: (role) => ({
      title: t('role.deleteTitle'),
      content: t('role.deleteConfirm', { role: role.name }),
      danger: true,
    }),
    run: (role) => deleteRole(role.id),
    success: () => t('deleted'),
    invalidates: [roleEndpoints.remove],
  });
  return async (role) => {
    let holders: RoleHolders;
    try {
      holders = await getRoleHolders(role.id);
    } catch (error) {
      reportError(error);
      return;
    }
    if (holders.total > 0) {
      modal.warning({ title: t('role.heldTitle'), content: <HolderList role={role} holders={holders} /> });
      return;
    }
    await remove(role);
  };
}
