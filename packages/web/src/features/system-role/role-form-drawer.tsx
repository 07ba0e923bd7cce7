import { type Role, roleCreateSchema, roleUpdateSchema } from '@beacon/contracts/system';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../components/form-drawer/form-drawer';
import { issuesToFields, schemaRule, stringRules } from '../../lib/schema-rules';
import { roleQueryOptions } from './api/get-role';
import { postRoleSave } from './api/post-role-save';
import { putRoleUpdate } from './api/put-role-update';
import { ResourceTree } from './resource-tree';

/** Props of the role editor. */
export interface RoleFormDrawerProps {
  open: boolean;
  /** The role to edit or view; absent = create. */
  roleId?: number;
  onClose: () => void;
  /** Called once the drawer has finished closing. */
  afterClose?: () => void;
  /** Called after a successful save (the drawer is then closed by the parent). */
  onSaved: () => void;
}

interface RoleFormValues {
  code: string;
  name: string;
  description: string;
  resources: string[];
}

const FIELDS = ['code', 'name', 'description', 'resources'] as const;
const shape = roleCreateSchema.shape;
const descriptionSchema = shape.description.unwrap();

const toFormValues = (role: Role): RoleFormValues => ({
  code: role.code,
  name: role.name,
  description: role.description,
  resources: role.resources,
});

/** Create, edit or (built-in role) view a role with its permission tree in a 664 px drawer. */
export function RoleFormDrawer({ open, roleId, onClose, afterClose, onSaved }: RoleFormDrawerProps) {
  const { t } = useTranslation('system');
  const { message } = App.useApp();
  const [form] = Form.useForm<RoleFormValues>();
  const [saving, setSaving] = useState(false);
  const detail = useQuery({ ...roleQueryOptions(roleId ?? 0), enabled: roleId !== undefined });
  const ready = roleId === undefined || detail.data !== undefined;
  const readOnly = detail.data?.builtin === true;
  const title = readOnly ? t('role.viewTitle') : roleId === undefined ? t('role.createTitle') : t('role.editTitle');

  const save = async (values: RoleFormValues) => {
    const fields = { name: values.name, description: values.description ?? '', resources: values.resources ?? [] };
    const parsed =
      roleId === undefined
        ? roleCreateSchema.safeParse({ code: values.code, ...fields })
        : roleUpdateSchema.safeParse({ id: roleId, ...fields });
    if (!parsed.success) {
      form.setFields(issuesToFields(parsed.error.issues, FIELDS));
      return;
    }
    setSaving(true);
    try {
      if ('code' in parsed.data) await postRoleSave(parsed.data);
      else await putRoleUpdate(parsed.data);
      message.success(t('saved'));
      onSaved();
    } catch {
      // Toasted by the api client (duplicate code or name: 名称已存在); the drawer stays open.
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDrawer
      open={open}
      title={title}
      onClose={onClose}
      afterClose={afterClose}
      ready={ready}
      saving={saving}
      readOnly={readOnly}
      onSubmit={() => form.submit()}
      testId="role-form-drawer"
    >
      <Form<RoleFormValues>
        form={form}
        name="role-form"
        layout="vertical"
        initialValues={detail.data ? toFormValues(detail.data) : { resources: [] }}
        onFinish={save}
        disabled={saving || readOnly}
      >
        {readOnly && <Alert type="info" showIcon title={t('role.builtinHint')} style={{ marginBottom: 16 }} />}
        <Form.Item
          name="code"
          label={t('role.code')}
          validateFirst
          rules={roleId === undefined ? [...stringRules(shape.code), schemaRule(shape.code, t('role.codeRule'))] : []}
        >
          <Input disabled={roleId !== undefined} maxLength={shape.code.maxLength ?? undefined} />
        </Form.Item>
        <Form.Item name="name" label={t('role.name')} validateFirst rules={stringRules(shape.name)}>
          <Input maxLength={shape.name.maxLength ?? undefined} />
        </Form.Item>
        <Form.Item name="description" label={t('role.description')} rules={stringRules(descriptionSchema)}>
          <Input.TextArea rows={3} maxLength={descriptionSchema.maxLength ?? undefined} showCount />
        </Form.Item>
        <Form.Item name="resources" label={t('role.resources')} extra={t('role.resourcesHint')}>
          <ResourceTree disabled={readOnly} />
        </Form.Item>
      </Form>
    </FormDrawer>
  );
}
