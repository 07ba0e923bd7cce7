import { PAGE_IDS } from '@beacon/contracts/registry';
import type { Role } from '@beacon/contracts/system';
import { Button, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { Permission } from '../../components/permission/permission';
import { formatDateTime } from '../../lib/formatters';

/** Button page ids of the role page (spec section 6 permission element). */
export const ROLE_BUTTONS = {
  create: 'PlatformManage.role:create',
  edit: 'PlatformManage.role:edit',
  delete: 'PlatformManage.role:delete',
} as const;

/** What a row action does. */
export interface RoleRowActions {
  edit: (row: Role) => void;
  remove: (row: Role) => void;
}

const PAGES = new Set(PAGE_IDS);

/** Columns of the role list; the built-in role offers only a read-only view. */
export function roleColumns(t: TFunction, actions: RoleRowActions): ColumnsType<Role> {
  return [
    {
      title: t('system:role.name'),
      dataIndex: 'name',
      width: 180,
      render: (name: string, row: Role) => (
        <Space size={4}>
          {name}
          {row.builtin && <Tag color="gold">{t('system:role.builtin')}</Tag>}
        </Space>
      ),
    },
    { title: t('system:role.code'), dataIndex: 'code', width: 160 },
    { title: t('system:role.description'), dataIndex: 'description', ellipsis: true },
    {
      title: t('system:role.pages'),
      dataIndex: 'resources',
      width: 90,
      render: (resources: string[]) => resources.filter((resource) => PAGES.has(resource)).length,
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
      width: 140,
      render: (_value: unknown, row: Role) =>
        row.builtin ? (
          <Button type="link" size="small" onClick={() => actions.edit(row)}>
            {t('system:view')}
          </Button>
        ) : (
          <Space size={0}>
            <Permission pageId={ROLE_BUTTONS.edit}>
              <Button type="link" size="small" onClick={() => actions.edit(row)}>
                {t('system:edit')}
              </Button>
            </Permission>
            <Permission pageId={ROLE_BUTTONS.delete}>
              <Button type="link" size="small" danger onClick={() => actions.remove(row)}>
                {t('system:delete')}
              </Button>
            </Permission>
          </Space>
        ),
    },
  ];
}
