import { type Role, roleCreateSchema } from '@beacon/contracts/system-management';
import { roleEndpoints } from '@beacon/contracts/system-management.endpoints';
import { Alert, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { EntityFormDrawer } from '../../../components/crud/entity-form-drawer';
import { useEntityForm } from '../../../components/crud/use-entity-form';
import { schemaRule, stringRules } from '../../../lib/schema-rules';
import { ResourceTree } from './resource-tree';

/** Props of the role editor. */
export interface RoleFormDrawerProps {
  open: boolean;
  /** The role to edit or view; absent = create. */
  roleId?: number;
  onClose: () => void;
  /** Called once the drawer has finished closing. */
  afterClose?: () => void;
}

interface RoleFormValues {
  code: string;
  name: string;
  description?: string;
  resources?: string[];
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

const wireFields = (values: RoleFormValues) => ({
  name: values.name,
  description: values.description ?? '',
  resources: values.resources ?? [],
});

/** Create, edit or (built-in role) view a role with its permission tree in a 664 px drawer. */
export function RoleFormDrawer({ open, roleId, onClose, afterClose }: RoleFormDrawerProps) {
  const { t } = useTranslation('system');
  const entityForm = useEntityForm({
    id: roleId,
    get: roleEndpoints.get,
    save: roleEndpoints.save,
    update: roleEndpoints.update,
    toValues: toFormValues,
    defaults: { resources: [] },
    toSaveBody: (values: RoleFormValues) => ({ code: values.code, ...wireFields(values) }),
    toUpdateBody: (values, id) => ({ id, ...wireFields(values) }),
    fields: FIELDS,
    successText: t('saved'),
    onSaved: onClose,
  });
  const readOnly = entityForm.entity?.builtin === true;
  const title = readOnly ? t('role.viewTitle') : entityForm.editing ? t('role.editTitle') : t('role.createTitle');

  return (
    <EntityFormDrawer
      entityForm={entityForm}
      open={open}
      onClose={onClose}
      afterClose={afterClose}
      title={title}
      readOnly={readOnly}
      testId="role-form-drawer"
      name="role-form"
    >
      {readOnly && <Alert type="info" showIcon title={t('role.builtinHint')} style={{ marginBottom: 16 }} />}
      <Form.Item
        name="code"
        label={t('role.code')}
        validateFirst
        rules={entityForm.editing ? [] : [...stringRules(shape.code), schemaRule(shape.code, t('role.codeRule'))]}
      >
        <Input disabled={entityForm.editing} maxLength={shape.code.maxLength ?? undefined} />
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
    </EntityFormDrawer>
  );
}
