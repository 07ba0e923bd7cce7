import { PlusOutlined } from '@ant-design/icons';
import type { Role } from '@beacon/contracts/system';
import { App, Button } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '../../components/confirm-dialog/confirm-queue';
import type { FieldConfig } from '../../components/form-field/field-types';
import { type ListHandle, ListPage } from '../../components/list-page/list-page';
import { Permission } from '../../components/permission/permission';
import { deleteRole } from './api/delete-role';
import { ROLE_PAGE_URL } from './api/post-role-page';
import { ROLE_BUTTONS, type RoleRowActions, roleColumns } from './role-columns';
import { RoleFormDrawer } from './role-form-drawer';

/** The editor drawer: which role (none = create), open, and a fresh key per opening. */
interface Editor {
  roleId?: number;
  open: boolean;
  key: number;
}

let openings = 0;

/** Roles (/platform-manage-role/list): filter, list, create, edit with the permission tree, delete. */
export default function RoleListPage() {
  const { t } = useTranslation('system');
  const { message } = App.useApp();
  const list = useRef<ListHandle>(null);
  const [editor, setEditor] = useState<Editor | null>(null);
  const reload = () => list.current?.reload();

  const fields = useMemo<FieldConfig[]>(
    () => [
      { model: 'name', label: t('role.name'), type: 'text', maxLength: 64 },
      { model: 'code', label: t('role.code'), type: 'text', maxLength: 64 },
    ],
    [t],
  );

  const actions: RoleRowActions = {
    edit: (row) => setEditor({ roleId: row.id, open: true, key: ++openings }),
    remove: async (row) => {
      const confirmed = await confirmDelete().then(
        () => true,
        () => false,
      );
      if (!confirmed) return;
      try {
        await deleteRole(row.id);
        message.success(t('deleted'));
        reload();
      } catch {
        // Toasted by the api client (e.g. a role still held by accounts).
      }
    },
  };

  return (
    <>
      <ListPage<Role>
        ref={list}
        url={ROLE_PAGE_URL}
        fields={fields}
        columns={roleColumns(t, actions)}
        tableProps={{ scroll: { x: 900 } }}
        actions={
          <Permission pageId={ROLE_BUTTONS.create}>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setEditor({ open: true, key: ++openings })}
              data-testid="role-create"
            >
              {t('role.create')}
            </Button>
          </Permission>
        }
      />
      {editor && (
        <RoleFormDrawer
          key={editor.key}
          open={editor.open}
          roleId={editor.roleId}
          onClose={() => setEditor({ ...editor, open: false })}
          afterClose={() => setEditor(null)}
          onSaved={() => {
            setEditor({ ...editor, open: false });
            reload();
          }}
        />
      )}
    </>
  );
}
