import type { ArrayItemDataType, DataType, StructMemberDataType } from '@beacon/contracts/thing-model-data-type';
import type { TFunction } from 'i18next';

type AnyDataType = DataType | StructMemberDataType | ArrayItemDataType;

const labelled = (items: Record<string, string>): string =>
  Object.entries(items)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([value, label]) => `${value}: ${label}`)
    .join(', ');

const details = (dataType: AnyDataType, t: TFunction): string => {
  switch (dataType.type) {
    case 'int':
    case 'float':
    case 'double': {
      const { min, max, step, unit } = dataType.specs ?? {};
      const parts: string[] = [];
      if (min !== undefined || max !== undefined) parts.push(`${min ?? '-∞'} ~ ${max ?? '+∞'}`);
      if (step !== undefined) parts.push(t('thingModel:stepText', { step }));
      if (unit) parts.push(unit);
      return parts.join(', ');
    }
    case 'text':
      return t('thingModel:lengthText', { length: dataType.specs.length });
    case 'bool':
    case 'enum':
      return labelled(dataType.specs);
    case 'struct':
      return dataType.specs.map((member) => member.identifier).join(', ');
    case 'array':
      return `${dataType.specs.item.type} × ${dataType.specs.size}`;
    case 'date':
      return '';
  }
};

/** A data type in one line for the tables: its type and specs, e.g. `int (0 ~ 100, °C)`. */
export function dataTypeText(dataType: AnyDataType, t: TFunction): string {
  const more = details(dataType, t);
  return more ? `${dataType.type} (${more})` : dataType.type;
}
