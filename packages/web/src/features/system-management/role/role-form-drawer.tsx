import { type Role, roleCreateSchema } from '@beacon/contracts/system-management';
import { roleEndpoints } from '@beacon/contracts/system-management.endpoints';
import { Alert, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { EntityFormDrawer } from '../../../components/crud/entity-form-drawer';
import { useEntityForm } from '../../../components/crud/use-entity-form';
import type { RecordFormProps } from '../../../components/page-kit/page-spec';
import { schemaRule, stringRules } from '../../../lib/schema-rules';
import { ResourceTree } from './resource-tree';

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

/** Create (no record), edit or (built-in role) view a role with its permission tree in a 664 px drawer. */
export function RoleFormDrawer({ open, record, onClose, afterClose }: RecordFormProps<Role>) {
  const { t } = useTranslation('role');
  const entityForm = useEntityForm({
    id: record?.id,
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
  const title = readOnly ? t('viewTitle') : entityForm.editing ? t('editTitle') : t('createTitle');

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
      {readOnly && <Alert type="info" showIcon title={t('builtinHint')} style={{ marginBottom: 16 }} />}
      <Form.Item
        name="code"
        label={t('code')}
        validateFirst
        rules={entityForm.editing ? [] : [...stringRules(shape.code), schemaRule(shape.code, t('codeRule'))]}
      >
        <Input disabled={entityForm.editing} maxLength={shape.code.maxLength ?? undefined} />
      </Form.Item>
      <Form.Item name="name" label={t('name')} validateFirst rules={stringRules(shape.name)}>
        <Input maxLength={shape.name.maxLength ?? undefined} />
      </Form.Item>
      <Form.Item name="description" label={t('description')} rules={stringRules(descriptionSchema)}>
        <Input.TextArea rows={3} maxLength={descriptionSchema.maxLength ?? undefined} showCount />
      </Form.Item>
      <Form.Item name="resources" label={t('resources')} extra={t('resourcesHint')}>
        <ResourceTree disabled={readOnly} />
      </Form.Item>
    </EntityFormDrawer>
  );
}
