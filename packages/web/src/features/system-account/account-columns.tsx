import type { Account } from '@beacon/contracts/system';
import { Button, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { Permission } from '../../components/permission/permission';
import { formatDateTime } from '../../lib/formatters';

/** Button page ids of the account page (spec section 6 permission element). */
export const ACCOUNT_BUTTONS = {
  create: 'PlatformManage.account:create',
  edit: 'PlatformManage.account:edit',
  delete: 'PlatformManage.account:delete',
  resetPassword: 'PlatformManage.account:resetPassword',
} as const;

/** What a row action does. */
export interface AccountRowActions {
  edit: (row: Account) => void;
  toggleStatus: (row: Account) => void;
  resetPassword: (row: Account) => void;
  remove: (row: Account) => void;
}

/** Status as a coloured tag with its text: enabled green, disabled red. */
export const accountStatusTag = (status: Account['status'], t: TFunction) => (
  <Tag color={status === 'enabled' ? 'green' : 'red'}>{t(`system:status.${status}`)}</Tag>
);

/** Columns of the account list; yourself is never offered delete or disable. */
export function accountColumns(t: TFunction, actions: AccountRowActions, self?: string): ColumnsType<Account> {
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
      width: 90,
      render: (status: Account['status']) => accountStatusTag(status, t),
    },
    {
      title: t('system:account.lastLogin'),
      dataIndex: 'lastLoginAt',
      width: 170,
      render: (value: number | null) => formatDateTime(value),
    },
    {
      title: t('system:createDate'),
      dataIndex: 'createDate',
      width: 170,
      render: (value: number) => formatDateTime(value),
    },
    {
      title: t('system:actions'),
      key: 'actions',
      fixed: 'right',
      width: 250,
      render: (_value: unknown, row: Account) => {
        const isSelf = row.account === self;
        const enabled = row.status === 'enabled';
        return (
          <Space size={0} wrap>
            <Permission pageId={ACCOUNT_BUTTONS.edit}>
              <Button type="link" size="small" onClick={() => actions.edit(row)}>
                {t('system:edit')}
              </Button>
              {!isSelf && (
                <Button type="link" size="small" danger={enabled} onClick={() => actions.toggleStatus(row)}>
                  {enabled ? t('system:account.disable') : t('system:account.enable')}
                </Button>
              )}
            </Permission>
            <Permission pageId={ACCOUNT_BUTTONS.resetPassword}>
              <Button type="link" size="small" onClick={() => actions.resetPassword(row)}>
                {t('system:account.resetPassword')}
              </Button>
            </Permission>
            {!isSelf && (
              <Permission pageId={ACCOUNT_BUTTONS.delete}>
                <Button type="link" size="small" danger onClick={() => actions.remove(row)}>
                  {t('system:delete')}
                </Button>
              </Permission>
            )}
          </Space>
        );
      },
    },
  ];
}
