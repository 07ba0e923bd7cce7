import type { DataType } from '@beacon/contracts/thing-model-data-type';

const MAX_VALUES = 4;

/** A data type in a few characters: `float °C`, `enum 0 closed, 1 open`, `text (20)`, `array (8)`. */
export function dataTypeText(dataType: DataType): string {
  switch (dataType.type) {
    case 'int':
    case 'float':
    case 'double':
      return dataType.specs?.unit ? `${dataType.type} ${dataType.specs.unit}` : dataType.type;
    case 'enum':
    case 'bool': {
      const values = Object.entries(dataType.specs).map(([value, label]) => `${value} ${label}`);
      const shown = values.slice(0, MAX_VALUES).join(', ');
      return `${dataType.type} ${shown}${values.length > MAX_VALUES ? ', …' : ''}`;
    }
    case 'text':
      return `text (${dataType.specs.length})`;
    case 'array':
      return `array (${dataType.specs.size})`;
    default:
      return dataType.type;
  }
}

/** The values of an enum or bool type as select options (`1 open`); none for other types. */
export const valueOptions = (dataType: DataType): { value: number; label: string }[] =>
  dataType.type === 'enum' || dataType.type === 'bool'
    ? Object.entries(dataType.specs).map(([value, label]) => ({ value: Number(value), label: `${value} ${label}` }))
    : [];
