import { PAGE_IDS } from '@beacon/contracts/registry';
import type { Role } from '@beacon/contracts/system-management';
import { ROLE_BUTTONS } from '@beacon/contracts/system-management.endpoints';
import { Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { actionsColumn, dateTimeColumn } from '../../../components/crud/crud-columns';

/** What a row action does. */
export interface RoleRowActions {
  edit: (row: Role) => void;
  remove: (row: Role) => void;
}

const PAGES = new Set(PAGE_IDS);

/** Columns of the role list; the built-in role offers only a read-only view. */
export function roleColumns(t: TFunction, actions: RoleRowActions): ColumnsType<Role> {
  const builtin = (row: Role) => row.builtin;
  const editable = (row: Role) => !row.builtin;
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
    dateTimeColumn<Role>(t('system:createDate'), 'createDate'),
    actionsColumn<Role>(
      t('system:actions'),
      [
        { key: 'view', label: t('system:view'), visible: builtin, onClick: actions.edit },
        { key: 'edit', label: t('system:edit'), pageId: ROLE_BUTTONS.edit, visible: editable, onClick: actions.edit },
        {
          key: 'delete',
          label: t('system:delete'),
          pageId: ROLE_BUTTONS.delete,
          visible: editable,
          danger: true,
          onClick: actions.remove,
        },
      ],
      140,
    ),
  ];
}
