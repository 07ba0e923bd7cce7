import { LockOutlined } from '@ant-design/icons';
import type { Account } from '@beacon/contracts/system-management';
import { ACCOUNT_BUTTONS } from '@beacon/contracts/system-management.endpoints';
import { Space, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { actionsColumn, dateTimeColumn, type StatusLook, StatusTag } from '../../../components/crud/crud-columns';
import { formatDateTime } from '../../../lib/formatters';

/** What a row action does. */
export interface AccountRowActions {
  edit: (row: Account) => void;
  toggleStatus: (row: Account) => void;
  resetPassword: (row: Account) => void;
  unlock: (row: Account) => void;
  endSessions: (row: Account) => void;
  remove: (row: Account) => void;
}

/** Whether failed sign-ins keep the account locked now. */
export const isLocked = (account: Account, now = Date.now()): boolean =>
  account.lockedUntil !== null && account.lockedUntil > now;

/** How each account status shows: enabled green, disabled red. */
export const accountStatusLooks = (t: TFunction): Record<Account['status'], StatusLook> => ({
  enabled: { color: 'green', text: t('system:status.enabled') },
  disabled: { color: 'red', text: t('system:status.disabled') },
});

/** Columns of the account list; yourself is never offered delete, disable or ending your sessions (sign out instead). */
export function accountColumns(t: TFunction, actions: AccountRowActions, self?: string): ColumnsType<Account> {
  const looks = accountStatusLooks(t);
  const notSelf = (row: Account) => row.account !== self;
  return [
    {
      title: t('system:account.account'),
      dataIndex: 'account',
      width: 160,
      render: (value: string) => (
        <Space size={4}>
          {value}
          {value === self && <Tag color="blue">{t('system:account.self')}</Tag>}
        </Space>
      ),
    },
    { title: t('system:account.userName'), dataIndex: 'userName', width: 140 },
    { title: t('system:account.mobile'), dataIndex: 'mobile', width: 130 },
    { title: t('system:account.email'), dataIndex: 'email', width: 180, ellipsis: true },
    {
      title: t('system:account.roles'),
      dataIndex: 'roleNames',
      width: 180,
      render: (names: string[]) => (names.length ? names.map((name) => <Tag key={name}>{name}</Tag>) : null),
    },
    {
      title: t('system:account.status'),
      dataIndex: 'status',
      width: 150,
      render: (status: Account['status'], row: Account) => (
        <Space size={4} wrap>
          <StatusTag look={looks[status]} />
          {isLocked(row) && (
            <Tooltip title={t('system:account.lockedUntil', { time: formatDateTime(row.lockedUntil) })}>
              <Tag color="orange" icon={<LockOutlined />} data-testid="account-locked">
                {t('system:account.locked')}
              </Tag>
            </Tooltip>
          )}
        </Space>
      ),
    },
    dateTimeColumn<Account>(t('system:account.lastLogin'), 'lastLoginAt'),
    dateTimeColumn<Account>(t('system:createDate'), 'createDate'),
    actionsColumn<Account>(
      t('system:actions'),
      [
        { key: 'edit', label: t('system:edit'), pageId: ACCOUNT_BUTTONS.edit, onClick: actions.edit },
        {
          key: 'status',
          label: (row) => (row.status === 'enabled' ? t('system:account.disable') : t('system:account.enable')),
          pageId: ACCOUNT_BUTTONS.status,
          visible: notSelf,
          danger: (row) => row.status === 'enabled',
          onClick: actions.toggleStatus,
        },
        {
          key: 'unlock',
          label: t('system:account.unlock'),
          pageId: ACCOUNT_BUTTONS.unlock,
          visible: (row) => isLocked(row),
          onClick: actions.unlock,
        },
        {
          key: 'endSessions',
          label: t('system:account.endSessions'),
          pageId: ACCOUNT_BUTTONS.endSessions,
          visible: notSelf,
          onClick: actions.endSessions,
        },
        {
          key: 'resetPassword',
          label: t('system:account.resetPassword'),
          pageId: ACCOUNT_BUTTONS.resetPassword,
          onClick: actions.resetPassword,
        },
        {
          key: 'delete',
          label: t('system:delete'),
          pageId: ACCOUNT_BUTTONS.delete,
          visible: notSelf,
          danger: true,
          onClick: actions.remove,
        },
      ],
      380,
    ),
  ];
}
