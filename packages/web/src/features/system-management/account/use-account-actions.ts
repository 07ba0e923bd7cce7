import type { Account } from '@beacon/contracts/system-management';
import { accountEndpoints } from '@beacon/contracts/system-management.endpoints';
import { useTranslation } from 'react-i18next';
import { useConfirmAction } from '../../../components/crud/use-confirm-action';
import { deleteAccount } from './api/delete-account';
import { disableAccount } from './api/post-account-disable';
import { enableAccount } from './api/post-account-enable';
import { endAccountSessions } from './api/post-account-end-sessions';
import { unlockAccount } from './api/post-account-unlock';

/** The confirmed row actions of the account list: enable/disable, unlock, end all sessions, delete. */
export function useAccountActions() {
  const { t } = useTranslation('system');
  const toggleStatus = useConfirmAction<Account>({
    confirm: (row) => ({
      title: t('account.statusTitle'),
      content: t(row.status === 'enabled' ? 'account.disableConfirm' : 'account.enableConfirm', {
        account: row.account,
      }),
      danger: row.status === 'enabled',
    }),
    run: (row) => (row.status === 'enabled' ? disableAccount(row.id) : enableAccount(row.id)),
    success: (row) => t(row.status === 'enabled' ? 'account.disabled' : 'account.enabled', { account: row.account }),
    invalidates: [accountEndpoints.enable],
  });
  const unlock = useConfirmAction<Account>({
    confirm: (row) => ({
      title: t('account.unlockTitle'),
      content: t('account.unlockConfirm', { account: row.account }),
    }),
    run: (row) => unlockAccount(row.id),
    success: (row) => t('account.unlocked', { account: row.account }),
    invalidates: [accountEndpoints.unlock],
  });
  const endSessions = useConfirmAction<Account>({
    confirm: (row) => ({
      title: t('account.endSessionsTitle'),
      content: t('account.endSessionsConfirm', { account: row.account }),
      danger: true,
    }),
    run: (row) => endAccountSessions(row.id),
    success: (row) => t('account.sessionsEnded', { account: row.account }),
    invalidates: [accountEndpoints.endSessions],
  });
  const remove = useConfirmAction<Account>({
    confirm: 'delete',
    run: (row) => deleteAccount(row.id),
    success: () => t('deleted'),
    invalidates: [accountEndpoints.remove],
  });
  return { toggleStatus, unlock, endSessions, remove };
}
