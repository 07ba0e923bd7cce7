import type { Account } from '@beacon/contracts/system-management';
import { ACCOUNT_BUTTONS, accountEndpoints } from '@beacon/contracts/system-management.endpoints';
import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type BulkAction, useBulkAction } from '../../../components/crud/use-bulk-action';
import { Permission } from '../../../components/permission/permission';
import { deleteAccount } from './api/delete-account';
import { disableAccount } from './api/post-account-disable';
import { enableAccount } from './api/post-account-enable';

/** Props of the account bulk actions. */
export interface AccountBulkActionsProps {
  /** The selected rows. */
  rows: Account[];
  /** Called after an action ran (the selection is cleared). */
  onDone: () => void;
}

/** Enable, disable or delete the selected accounts, each call on its own; the toast says how many succeeded. */
export function AccountBulkActions({ rows, onDone }: AccountBulkActionsProps) {
  const { t } = useTranslation('system');
  const statusTitle = t('account.statusTitle');
  const enable = useBulkAction<Account>({
    confirm: (selected) => ({
      title: statusTitle,
      content: t('account.bulkEnableConfirm', { count: selected.length }),
    }),
    run: (row, options) => enableAccount(row.id, options),
    invalidates: [accountEndpoints.enable],
  });
  const disable = useBulkAction<Account>({
    confirm: (selected) => ({
      title: statusTitle,
      content: t('account.bulkDisableConfirm', { count: selected.length }),
      danger: true,
    }),
    run: (row, options) => disableAccount(row.id, options),
    invalidates: [accountEndpoints.disable],
  });
  const remove = useBulkAction<Account>({
    confirm: 'delete',
    run: (row, options) => deleteAccount(row.id, options),
    invalidates: [accountEndpoints.remove],
  });
  const busy = [enable, disable, remove].some((action) => action.progress !== null);

  const button = (action: BulkAction<Account>, label: string, testId: string, danger = false) => (
    <Button
      danger={danger}
      disabled={rows.length === 0 || (busy && action.progress === null)}
      loading={action.progress !== null}
      data-testid={testId}
      onClick={async () => {
        if (await action.run(rows)) onDone();
      }}
    >
      {action.progress ? t('components:bulk.running', { ...action.progress }) : label}
    </Button>
  );

  return (
    <>
      <Permission pageId={ACCOUNT_BUTTONS.status}>
        {button(enable, t('account.bulkEnable'), 'account-bulk-enable')}
        {button(disable, t('account.bulkDisable'), 'account-bulk-disable')}
      </Permission>
      <Permission pageId={ACCOUNT_BUTTONS.delete}>
        {button(remove, t('account.bulkDelete'), 'account-bulk-delete', true)}
      </Permission>
      {rows.length > 0 && (
        <Typography.Text type="secondary" style={{ alignSelf: 'center' }}>
          {t('components:bulk.selected', { count: rows.length })}
        </Typography.Text>
      )}
    </>
  );
}
