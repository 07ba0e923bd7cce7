import { DRAWER_WIDTH_BIG } from '@beacon/contracts/constants';
import {
  DOMAINS,
  type Domain,
  type DomainModel,
  type DomainService,
  domainModelCreateSchema,
} from '@beacon/contracts/iot-domain-model';
import { IOT_MODEL_LIMITS } from '@beacon/contracts/iot-model';
import { domainModelEndpoints } from '@beacon/contracts/iot-third-model.endpoints';
import { Form, Input, Select } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { EntityFormDrawer } from '../../../components/crud/entity-form-drawer';
import { useEntityForm } from '../../../components/crud/use-entity-form';
import type { RecordFormProps } from '../../../components/page-kit/page-spec';
import { requiredChoice, schemaRule, stringRules } from '../../../lib/schema-rules';
import { DomainServicesField } from './domain-services-field';

/** What the domain model form edits. */
export interface DomainModelFormValues {
  code: string;
  name: string;
  domain: Domain;
  version: string;
  description: string;
  services: DomainService[];
}

const FORM_FIELDS = ['code', 'name', 'domain', 'version', 'description', 'services'] as const;
const shape = domainModelCreateSchema.shape;

const wireFields = (values: DomainModelFormValues) => ({
  name: values.name,
  domain: values.domain,
  version: values.version,
  description: values.description ?? '',
  services: values.services ?? [],
});

/** The drawer's title: create, edit a draft, view a published model; none until the model to open is in. */
const drawerTitle = (t: TFunction, editing: boolean, model: DomainModel | undefined): string => {
  if (!editing) return t('domainModel:createTitle');
  if (!model) return '';
  return model.status === 'published' ? t('domainModel:viewTitle') : t('domainModel:editTitle');
};

/** Create (no record) or edit a draft domain service model in a 768 px drawer; a published one opens read-only. */
export function DomainModelFormDrawer({ open, record, onClose, afterClose }: RecordFormProps<DomainModel>) {
  const { t } = useTranslation('domainModel');
  const entityForm = useEntityForm({
    id: record?.id,
    get: domainModelEndpoints.get,
    save: domainModelEndpoints.save,
    update: domainModelEndpoints.update,
    toValues: (model: DomainModel): Partial<DomainModelFormValues> => ({
      code: model.code,
      name: model.name,
      domain: model.domain,
      version: model.version,
      description: model.description,
      services: model.services,
    }),
    defaults: { version: '1.0.0', description: '', services: [] },
    toSaveBody: (values: DomainModelFormValues) => ({ code: values.code, ...wireFields(values) }),
    toUpdateBody: (values, id) => ({ id, ...wireFields(values) }),
    fields: FORM_FIELDS,
    successText: t('pageKit:saved'),
    onSaved: onClose,
  });
  const readOnly = entityForm.entity?.status === 'published';
  const title = drawerTitle(t, entityForm.editing, entityForm.entity);

  return (
    <EntityFormDrawer
      entityForm={entityForm}
      open={open}
      onClose={onClose}
      afterClose={afterClose}
      title={title}
      testId="domain-model-form-drawer"
      name="domain-model-form"
      width={DRAWER_WIDTH_BIG}
      readOnly={readOnly}
    >
      <Form.Item
        name="code"
        label={t('code')}
        validateFirst
        rules={entityForm.editing ? [] : [...stringRules(shape.code), schemaRule(shape.code, t('codeRule'))]}
        extra={entityForm.editing ? undefined : t('codeFixed')}
      >
        <Input disabled={entityForm.editing} maxLength={shape.code.maxLength ?? undefined} autoComplete="off" />
      </Form.Item>
      <Form.Item name="name" label={t('name')} validateFirst rules={stringRules(shape.name)}>
        <Input maxLength={shape.name.maxLength ?? undefined} />
      </Form.Item>
      <Form.Item name="domain" label={t('domain')} rules={[requiredChoice(t)]}>
        <Select
          placeholder={t('common:pleaseSelect')}
          options={DOMAINS.map((domain) => ({ value: domain, label: t(`values.domain.${domain}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="version"
        label={t('version')}
        validateFirst
        rules={[{ required: true, whitespace: true }, { max: IOT_MODEL_LIMITS.versionMax }]}
      >
        <Input maxLength={IOT_MODEL_LIMITS.versionMax} />
      </Form.Item>
      <Form.Item name="description" label={t('description')} rules={[{ max: IOT_MODEL_LIMITS.descriptionMax }]}>
        <Input.TextArea rows={2} maxLength={IOT_MODEL_LIMITS.descriptionMax} showCount />
      </Form.Item>
      <Form.Item label={t('services')} required={false}>
        <DomainServicesField readOnly={readOnly} />
      </Form.Item>
    </EntityFormDrawer>
  );
}
