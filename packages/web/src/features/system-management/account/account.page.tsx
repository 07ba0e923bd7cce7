import { LockOutlined } from '@ant-design/icons';
import type { ProjectOption } from '@beacon/contracts/project-data-management';
import type { Account, RoleOption } from '@beacon/contracts/system-management';
import { ACCOUNT_BUTTONS, accountEndpoints, roleEndpoints } from '@beacon/contracts/system-management.endpoints';
import { useQuery } from '@tanstack/react-query';
import { Space, Tag, Tooltip } from 'antd';
import { useMemo } from 'react';
import { definePage } from '../../../components/page-kit/define-page';
import type { TextContext } from '../../../components/page-kit/page-spec';
import { projectOptions } from '../../../components/project/project-choices';
import { type CallOptions, callEndpoint, endpointQueryOptions } from '../../../lib/api-client/call-endpoint';
import { formatDateTime } from '../../../lib/formatters';
import { useSessionStore } from '../../../lib/session-store';
import { AccountFormDrawer, projectChoicesQueryOptions } from './account-form-drawer';
import { ResetPasswordDialog } from './reset-password-dialog';

/** What the filters offer: the roles and the projects (empty until loaded, or when they fail: silent). */
export interface AccountLookups {
  roles: readonly RoleOption[];
  projects: readonly ProjectOption[];
}

const NONE: readonly never[] = [];

/** The roles and projects of the role and project filters. */
function useAccountLookups(): AccountLookups {
  const roles = useQuery(endpointQueryOptions(roleEndpoints.options, {}, { silent: true })).data?.data;
  const projects = useQuery(projectChoicesQueryOptions()).data?.data;
  return useMemo(() => ({ roles: roles ?? NONE, projects: projects ?? NONE }), [roles, projects]);
}

/** Whether failed sign-ins keep the account locked now. */
export const isLocked = (account: Account, now = Date.now()): boolean =>
  account.lockedUntil !== null && account.lockedUntil > now;

/** Whether the row is the signed-in account: never disabled, deleted or signed out from the list (sign out instead). */
const isSelf = (account: Account): boolean => account.account === useSessionStore.getState().userInfo?.account;
const notSelf = (account: Account): boolean => !isSelf(account);

const STATUS_COLORS = { enabled: 'green', disabled: 'red' } as const;

/** The status as a coloured tag, and an orange 已锁定 tag (until when, as its tooltip) while sign-ins are locked. */
function StatusCell({ row, t }: { row: Account; t: TextContext['t'] }) {
  return (
    <Space size={4} wrap>
      <Tag color={STATUS_COLORS[row.status]}>{t(`values.status.${row.status}`)}</Tag>
      {isLocked(row) && (
        <Tooltip title={t('lockedUntil', { time: formatDateTime(row.lockedUntil) })}>
          <Tag color="orange" icon={<LockOutlined />} data-testid="account-locked">
            {t('locked')}
          </Tag>
        </Tooltip>
      )}
    </Space>
  );
}

const byId = (row: Account) => ({ params: { id: row.id } });
const enable = (row: Account, options?: CallOptions) => callEndpoint(accountEndpoints.enable, byId(row), options);
const disable = (row: Account, options?: CallOptions) => callEndpoint(accountEndpoints.disable, byId(row), options);
const remove = (row: Account, options?: CallOptions) => callEndpoint(accountEndpoints.remove, byId(row), options);

/**
 * /platform-manage-account/list: accounts; filter (account, name, mobile, role, project, status), create, edit,
 * enable/disable, unlock, end all sessions, reset password, delete, and enable/disable/delete in bulk.
 */
export default definePage({
  route: '/platform-manage-account/list',
  texts: 'account',
  endpoint: accountEndpoints.page,
  useLookups: useAccountLookups,
  filters: [
    'account',
    'userName',
    'mobile',
    {
      key: 'roleId',
      label: 'roleFilter',
      options: ({ lookups }) => lookups.roles.map((role) => ({ value: role.id, label: role.name })),
    },
    {
      key: 'projectCode',
      label: 'projectFilter',
      options: ({ lookups }) => projectOptions(lookups.projects),
    },
    'status',
  ],
  columns: [
    {
      key: 'account',
      width: 160,
      render: (row, { t }) => (
        <Space size={4}>
          {row.account}
          {isSelf(row) && <Tag color="blue">{t('self')}</Tag>}
        </Space>
      ),
    },
    { key: 'userName', width: 140 },
    { key: 'mobile', width: 130 },
    { key: 'email', width: 180 },
    {
      key: 'roleNames',
      label: 'roles',
      width: 180,
      text: (row) => row.roleNames.join(', '),
      render: (row) => row.roleNames.map((name) => <Tag key={name}>{name}</Tag>),
    },
    { key: 'status', width: 150, tags: STATUS_COLORS, render: (row, { t }) => <StatusCell row={row} t={t} /> },
    { key: 'lastLoginAt', label: 'lastLogin', format: 'dateTime', width: 170 },
    { key: 'createDate', format: 'dateTime', width: 170 },
  ],
  rowActions: [
    { kind: 'edit', button: ACCOUNT_BUTTONS.edit },
    {
      kind: 'confirm',
      key: 'enable',
      button: ACCOUNT_BUTTONS.status,
      visible: (row) => row.status === 'disabled' && notSelf(row),
      ask: { title: 'statusTitle', content: 'enableConfirm' },
      name: (row) => row.account,
      call: (row) => enable(row),
      success: 'enabled',
    },
    {
      kind: 'confirm',
      key: 'disable',
      button: ACCOUNT_BUTTONS.status,
      danger: true,
      visible: (row) => row.status === 'enabled' && notSelf(row),
      ask: { title: 'statusTitle', content: 'disableConfirm', danger: true },
      name: (row) => row.account,
      call: (row) => disable(row),
      success: 'disabled',
    },
    {
      kind: 'confirm',
      key: 'unlock',
      button: ACCOUNT_BUTTONS.unlock,
      visible: (row) => isLocked(row),
      ask: { title: 'unlockTitle', content: 'unlockConfirm' },
      name: (row) => row.account,
      call: (row) => callEndpoint(accountEndpoints.unlock, byId(row)),
      success: 'unlocked',
    },
    {
      kind: 'confirm',
      key: 'endSessions',
      button: ACCOUNT_BUTTONS.endSessions,
      visible: notSelf,
      ask: { title: 'endSessionsTitle', content: 'endSessionsConfirm', danger: true },
      name: (row) => row.account,
      call: (row) => callEndpoint(accountEndpoints.endSessions, byId(row)),
      success: 'sessionsEnded',
    },
    { kind: 'dialog', key: 'resetPassword', button: ACCOUNT_BUTTONS.resetPassword, dialog: ResetPasswordDialog },
    {
      kind: 'delete',
      button: ACCOUNT_BUTTONS.delete,
      visible: notSelf,
      name: (row) => row.account,
      call: (row) => remove(row),
    },
  ],
  actionsWidth: 380,
  toolbar: [
    { kind: 'create', button: ACCOUNT_BUTTONS.create },
    {
      kind: 'bulk',
      key: 'enable',
      label: 'bulkEnable',
      button: ACCOUNT_BUTTONS.status,
      ask: { title: 'statusTitle', content: 'bulkEnableConfirm' },
      run: enable,
    },
    {
      kind: 'bulk',
      key: 'disable',
      label: 'bulkDisable',
      button: ACCOUNT_BUTTONS.status,
      ask: { title: 'statusTitle', content: 'bulkDisableConfirm', danger: true },
      run: disable,
    },
    {
      kind: 'bulk',
      key: 'delete',
      label: 'bulkDelete',
      button: ACCOUNT_BUTTONS.delete,
      danger: true,
      ask: 'delete',
      run: remove,
    },
  ],
  form: AccountFormDrawer,
  // Yourself is never disabled or deleted, in bulk either.
  isSelectable: notSelf,
});
