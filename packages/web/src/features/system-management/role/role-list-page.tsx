import { PlusOutlined } from '@ant-design/icons';
import type { Role } from '@beacon/contracts/system-management';
import { ROLE_BUTTONS } from '@beacon/contracts/system-management.endpoints';
import { Button } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useOverlay } from '../../../components/crud/use-overlay';
import type { FieldConfig } from '../../../components/form-field/field-types';
import { ListPage } from '../../../components/list-page/list-page';
import { Permission } from '../../../components/permission/permission';
import { rolePageSource } from './api/post-role-page';
import { roleColumns } from './role-columns';
import { RoleFormDrawer } from './role-form-drawer';
import { useDeleteRole } from './use-delete-role';

/** Roles (/platform-manage-role/list): filter, list, create, edit with the permission tree, delete (naming its holders). */
export default function RoleListPage() {
  const { t } = useTranslation('system');
  const editor = useOverlay<{ id?: number }>();
  const remove = useDeleteRole();

  const fields = useMemo<FieldConfig[]>(
    () => [
      { model: 'name', label: t('role.name'), type: 'text', maxLength: 64 },
      { model: 'code', label: t('role.code'), type: 'text', maxLength: 64 },
    ],
    [t],
  );

  return (
    <>
      <ListPage<Role>
        source={rolePageSource}
        fields={fields}
        columns={roleColumns(t, { edit: (row) => editor.show({ id: row.id }), remove: (row) => void remove(row) })}
        tableProps={{ scroll: { x: 900 } }}
        actions={
          <Permission pageId={ROLE_BUTTONS.create}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => editor.show({})} data-testid="role-create">
              {t('role.create')}
            </Button>
          </Permission>
        }
      />
      {editor.state && (
        <RoleFormDrawer
          key={editor.state.key}
          open={editor.state.open}
          roleId={editor.state.target.id}
          onClose={editor.close}
          afterClose={editor.afterClose}
        />
      )}
    </>
  );
}
