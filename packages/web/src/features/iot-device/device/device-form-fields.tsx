import { deviceCreateSchema, devKeySchema } from '@beacon/contracts/iot-device';
import type { ThirdModelOption } from '@beacon/contracts/iot-third-model';
import { modelRelevanceEndpoints } from '@beacon/contracts/iot-third-model.endpoints';
import { MAX_PAGE_SIZE } from '@beacon/contracts/protocol';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Select, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { projectOptions } from '../../../components/project/project-choices';
import { RegionCascader } from '../../../components/region/region-cascader';
import { endpointQueryOptions } from '../../../lib/api-client/call-endpoint';
import { requiredChoice, schemaRule, stringRules } from '../../../lib/schema-rules';
import { categoryTreeOptions } from './category-tree';
import type { DeviceLookups } from './use-device-lookups';

/** What the device form edits; areaCode is one district code. */
export interface DeviceFormValues {
  devKey: string;
  name: string;
  stdModelId: number;
  thirdModelId?: number;
  projectCode: string;
  categoryId?: number;
  areaCode?: string;
  address?: string;
  firmware?: string;
}

/** Field names the form shows, for mapping contract issues and server messages onto fields. */
export const DEVICE_FORM_FIELDS = [
  'devKey',
  'name',
  'stdModelId',
  'thirdModelId',
  'projectCode',
  'categoryId',
  'areaCode',
  'address',
  'firmware',
] as const;

const shape = deviceCreateSchema.shape;
const maxOf = (schema: { maxLength: number | null }) => schema.maxLength ?? undefined;

/** Props of the device form fields. */
export interface DeviceFormFieldsProps {
  /** Editing an existing device: its devKey (its connection name) is fixed. */
  editing: boolean;
  lookups: DeviceLookups;
}

/**
 * The third-party models an association maps onto the form's standard model: a device on any other could never
 * report (the server refuses it). Without the association list (not readable by this role) every model is offered.
 */
function useAssociatedThirdModels(thirdModels: readonly ThirdModelOption[]): readonly ThirdModelOption[] {
  const stdModelId = Form.useWatch<number | undefined>('stdModelId');
  const associations = useQuery({
    ...endpointQueryOptions(
      modelRelevanceEndpoints.page,
      { body: { stdModelId, page_size: MAX_PAGE_SIZE } },
      { silent: true },
    ),
    enabled: stdModelId !== undefined,
  });
  if (stdModelId === undefined) return [];
  const items = associations.data?.result?.items;
  if (!items) return associations.isError ? thirdModels : [];
  const associated = new Set(items.map((item) => item.thirdModelId));
  return thirdModels.filter((model) => associated.has(model.id));
}

/** The device form's fields, with the contract's limits as rules; devKey is entered only on create. */
export function DeviceFormFields({ editing, lookups }: DeviceFormFieldsProps) {
  const { t } = useTranslation('device');
  const select = t('common:pleaseSelect');
  const associatedThirdModels = useAssociatedThirdModels(lookups.thirdModels);
  return (
    <>
      <Form.Item
        name="devKey"
        label={t('devKey')}
        validateFirst
        rules={editing ? [] : [...stringRules(devKeySchema), schemaRule(devKeySchema, t('devKeyRule'))]}
      >
        <Input disabled={editing} maxLength={maxOf(devKeySchema)} autoComplete="off" data-testid="device-form-devKey" />
      </Form.Item>
      <Form.Item name="name" label={t('name')} validateFirst rules={stringRules(shape.name)}>
        <Input maxLength={maxOf(shape.name)} data-testid="device-form-name" />
      </Form.Item>
      <Form.Item name="stdModelId" label={t('stdModel')} rules={[requiredChoice(t)]}>
        <Select
          placeholder={select}
          showSearch={{ optionFilterProp: 'label' }}
          options={lookups.stdModels.map((model) => ({
            value: model.id,
            label: `${model.name} (${model.productKey})`,
          }))}
          data-testid="device-form-stdModel"
        />
      </Form.Item>
      <Form.Item name="thirdModelId" label={t('thirdModel')} extra={t('thirdModelAssociated')}>
        <Select
          placeholder={select}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          options={associatedThirdModels.map((model) => ({
            value: model.id,
            label: `${model.name} (${model.manufacturer} ${model.modelNumber})`,
          }))}
        />
      </Form.Item>
      <Form.Item name="projectCode" label={t('project')} rules={[requiredChoice(t)]}>
        <Select
          placeholder={select}
          showSearch={{ optionFilterProp: 'label' }}
          options={projectOptions(lookups.projects)}
          data-testid="device-form-project"
        />
      </Form.Item>
      <Form.Item name="categoryId" label={t('category')}>
        <TreeSelect
          placeholder={select}
          allowClear
          treeDefaultExpandAll
          treeData={categoryTreeOptions(lookups.categories)}
        />
      </Form.Item>
      <Form.Item name="areaCode" label={t('region')}>
        <RegionCascader />
      </Form.Item>
      <Form.Item name="address" label={t('address')} rules={stringRules(shape.address.unwrap())}>
        <Input maxLength={maxOf(shape.address.unwrap())} />
      </Form.Item>
      <Form.Item name="firmware" label={t('firmware')} rules={stringRules(shape.firmware.unwrap())}>
        <Input maxLength={maxOf(shape.firmware.unwrap())} />
      </Form.Item>
    </>
  );
}
