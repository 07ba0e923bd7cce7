import { FILTER_WIDTH } from '@beacon/contracts/constants';
import { DEVICE_LIMITS, DEVICE_STATUSES } from '@beacon/contracts/iot-device';
import { TreeSelect } from 'antd';
import type { TFunction } from 'i18next';
import type { FieldConfig } from '../../../components/form-field/field-types';
import { RegionCascader } from '../../../components/region/region-cascader';
import { categoryTreeOptions } from './category-tree';
import type { DeviceLookups } from './use-device-lookups';

const idValue = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);
const codeValue = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** Filter fields of the device list: name and devKey contain the text; a province or city matches all below it. */
export const deviceFields = (t: TFunction, lookups: DeviceLookups): FieldConfig[] => [
  { model: 'name', label: t('device:name'), type: 'text', maxLength: DEVICE_LIMITS.nameMax },
  {
    model: 'devKey',
    label: t('device:devKey'),
    type: 'text',
    maxLength: DEVICE_LIMITS.devKeyMax,
    componentProps: { 'data-testid': 'device-filter-devKey' },
  },
  {
    model: 'stdModelId',
    label: t('device:stdModel'),
    type: 'select',
    clearable: true,
    componentProps: { showSearch: { optionFilterProp: 'label' } },
    options: lookups.stdModels.map((model) => ({ value: model.id, label: model.name })),
  },
  {
    model: 'projectCode',
    label: t('device:project'),
    type: 'select',
    clearable: true,
    componentProps: { showSearch: { optionFilterProp: 'label' } },
    options: lookups.projects.map((project) => ({ value: project.projectCode, label: project.projectName })),
  },
  {
    model: 'categoryId',
    label: t('device:category'),
    type: 'custom',
    width: FILTER_WIDTH.select,
    render: ({ id, value, onChange, style, placeholder }) => (
      <TreeSelect
        id={id}
        style={style}
        value={idValue(value)}
        onChange={(next: number | undefined) => onChange(next)}
        treeData={categoryTreeOptions(lookups.categories)}
        treeDefaultExpandAll
        allowClear
        placeholder={placeholder ?? t('common:pleaseSelect')}
      />
    ),
  },
  {
    model: 'areaCode',
    label: t('device:region'),
    type: 'custom',
    width: FILTER_WIDTH.cascader,
    render: ({ id, value, onChange, style }) => (
      <RegionCascader id={id} style={style} value={codeValue(value)} onChange={onChange} anyLevel />
    ),
  },
  {
    model: 'status',
    label: t('device:status'),
    type: 'select',
    clearable: true,
    options: DEVICE_STATUSES.map((status) => ({ value: status, label: t(`device:statuses.${status}`) })),
  },
];
