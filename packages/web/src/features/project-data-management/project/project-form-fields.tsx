import {
  PROJECT_STATUSES,
  PROJECT_TYPES,
  type ProjectStatus,
  type ProjectType,
  projectCreateSchema,
} from '@beacon/contracts/project-data-management';
import { Cascader, Form, type FormRule, Input, InputNumber, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RegionOption } from '../../../components/region/region-tree';
import { requiredChoice, schemaRule, stringRules } from '../../../lib/schema-rules';

/** What the project form edits; areaCode is the cascader's path (province, city, district codes). */
export interface ProjectFormValues {
  projectCode: string;
  projectName: string;
  type: ProjectType;
  areaCode?: string[];
  address: string;
  longitude?: number | null;
  latitude?: number | null;
  status: ProjectStatus;
}

/** Field names the form shows, for mapping contract issues and server messages onto fields. */
export const PROJECT_FORM_FIELDS = [
  'projectCode',
  'projectName',
  'type',
  'areaCode',
  'address',
  'longitude',
  'latitude',
  'status',
] as const;

const shape = projectCreateSchema.shape;

/** Props of the project form fields. */
export interface ProjectFormFieldsProps {
  /** Editing an existing project: its code is fixed. */
  editing: boolean;
  regionOptions: RegionOption[];
  regionsLoading: boolean;
}

/** The project form's fields, with the contract's limits as rules. */
export function ProjectFormFields({ editing, regionOptions, regionsLoading }: ProjectFormFieldsProps) {
  const { t } = useTranslation('project');
  const select = t('common:pleaseSelect');
  // Coordinates come as a pair: one without the other is refused on the empty one.
  const pairedWith =
    (other: 'longitude' | 'latitude'): FormRule =>
    ({ getFieldValue }) => ({
      validator: (_rule, value: unknown) =>
        value == null && getFieldValue(other) != null
          ? Promise.reject(new Error(t('coordinatesBoth')))
          : Promise.resolve(),
    });
  return (
    <>
      <Form.Item
        name="projectCode"
        label={t('projectCode')}
        validateFirst
        rules={editing ? [] : [...stringRules(shape.projectCode), schemaRule(shape.projectCode, t('codeRule'))]}
      >
        <Input disabled={editing} maxLength={shape.projectCode.maxLength ?? undefined} autoComplete="off" />
      </Form.Item>
      <Form.Item name="projectName" label={t('projectName')} validateFirst rules={stringRules(shape.projectName)}>
        <Input maxLength={shape.projectName.maxLength ?? undefined} />
      </Form.Item>
      <Form.Item name="type" label={t('type')} rules={[requiredChoice(t)]}>
        <Select
          placeholder={select}
          options={PROJECT_TYPES.map((type) => ({ value: type, label: t(`values.type.${type}`) }))}
        />
      </Form.Item>
      <Form.Item name="areaCode" label={t('areaCode')} rules={[requiredChoice(t), { type: 'array', min: 3 }]}>
        <Cascader options={regionOptions} loading={regionsLoading} placeholder={select} showSearch />
      </Form.Item>
      <Form.Item name="address" label={t('address')} validateFirst rules={stringRules(shape.address)}>
        <Input maxLength={shape.address.maxLength ?? undefined} />
      </Form.Item>
      <Form.Item
        name="longitude"
        label={t('longitude')}
        dependencies={['latitude']}
        rules={[pairedWith('latitude'), schemaRule(shape.longitude, t('coordinatesBoth'))]}
      >
        <InputNumber min={-180} max={180} step={0.000001} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="latitude"
        label={t('latitude')}
        dependencies={['longitude']}
        rules={[pairedWith('longitude'), schemaRule(shape.latitude, t('coordinatesBoth'))]}
      >
        <InputNumber min={-90} max={90} step={0.000001} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="status" label={t('status')} rules={[requiredChoice(t)]}>
        <Radio.Group
          options={PROJECT_STATUSES.map((status) => ({ value: status, label: t(`values.status.${status}`) }))}
        />
      </Form.Item>
    </>
  );
}
