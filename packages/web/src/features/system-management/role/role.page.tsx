import { PAGE_IDS } from '@beacon/contracts/registry';
import type { Role } from '@beacon/contracts/system-management';
import { ROLE_BUTTONS, roleEndpoints } from '@beacon/contracts/system-management.endpoints';
import { Space, Tag } from 'antd';
import { definePage } from '../../../components/page-kit/define-page';
import { callEndpoint } from '../../../lib/api-client/call-endpoint';
import { RoleFormDrawer } from './role-form-drawer';
import { roleHeldRefusal } from './role-holders';

const PAGES = new Set<string>(PAGE_IDS);

/** How many pages a role grants (its module codes and buttons not counted). */
export const pageCount = (role: Pick<Role, 'resources'>): number =>
  role.resources.filter((resource) => PAGES.has(resource)).length;

const editable = (role: Role): boolean => !role.builtin;

/**
 * /platform-manage-role/list: roles; filter by name and code, create, edit with the permission tree (the built-in
 * role only viewed), delete (refused, naming the accounts, while any holds the role).
 */
export default definePage({
  route: '/platform-manage-role/list',
  texts: 'role',
  endpoint: roleEndpoints.page,
  filters: ['name', 'code'],
  columns: [
    {
      key: 'name',
      width: 180,
      render: (row, { t }) => (
        <Space size={4}>
          {row.name}
          {row.builtin && <Tag color="gold">{t('builtin')}</Tag>}
        </Space>
      ),
    },
    { key: 'code', width: 160 },
    { key: 'description', width: 240 },
    { key: 'resources', label: 'pages', width: 90, text: pageCount },
    { key: 'createDate', format: 'dateTime', width: 170 },
  ],
  rowActions: [
    { kind: 'edit', key: 'view', label: 'view', visible: (row) => row.builtin },
    { kind: 'edit', button: ROLE_BUTTONS.edit, visible: editable },
    {
      kind: 'confirm',
      key: 'delete',
      label: 'pageKit:delete',
      button: ROLE_BUTTONS.delete,
      danger: true,
      visible: editable,
      refusal: roleHeldRefusal,
      ask: { title: 'deleteTitle', content: 'deleteConfirm', danger: true },
      name: (row) => row.name,
      call: (row) => callEndpoint(roleEndpoints.remove, { params: { id: row.id } }),
      success: 'pageKit:deleted',
    },
  ],
  actionsWidth: 140,
  toolbar: [{ kind: 'create', button: ROLE_BUTTONS.create }],
  form: RoleFormDrawer,
});
