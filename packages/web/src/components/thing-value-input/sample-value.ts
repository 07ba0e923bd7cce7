import type { DataType } from '@beacon/contracts/thing-model-data-type';
import type { ThingValue } from '@beacon/contracts/thing-model-value';

/** A value a data type accepts, to prefill a form: the range's low end (or 0), the first enum value, now for a date. */
export const sampleValue = (dataType: DataType): ThingValue => {
  switch (dataType.type) {
    case 'int':
    case 'float':
    case 'double':
      return Math.max(dataType.specs?.min ?? 0, Math.min(dataType.specs?.max ?? 0, 0));
    case 'text':
      return '';
    case 'bool':
      return 0;
    case 'enum':
      return Number(Object.keys(dataType.specs)[0] ?? 0);
    case 'date':
      return Date.now();
    case 'struct':
      return Object.fromEntries(dataType.specs.map((member) => [member.identifier, sampleValue(member.dataType)]));
    case 'array':
      return [];
  }
};

/** Whether a data type is entered as JSON text (struct and array) rather than a single control. */
export const enteredAsJson = (dataType: DataType): boolean => dataType.type === 'struct' || dataType.type === 'array';
