import { type Refusal, refusal } from '@beacon/contracts/reasons';
import type { FormValues } from '@beacon/contracts/work-order';
import type { FormField } from '@beacon/contracts/work-order-template';

const empty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** What a value of a field's type must be, as a refusal when it is not (null when it fits). */
const typeRefusal = (field: FormField, value: unknown, path: string): Refusal | null => {
  switch (field.type) {
    case 'number':
      return typeof value === 'number' ? null : refusal(path, 'notNumber');
    case 'switch':
      return typeof value === 'boolean' ? null : refusal(path, 'notBoolean');
    case 'daterange':
      return Array.isArray(value) && value.length === 2 ? null : refusal(path, 'notList');
    case 'select':
    case 'radio': {
      const options = field.options ?? [];
      return typeof value === 'string' && options.includes(value)
        ? null
        : refusal(path, 'notOneOf', { options: options.join(', ') });
    }
    default:
      return typeof value === 'string' ? null : refusal(path, 'notText');
  }
};

/**
 * Checks form values against a template's fields: each required field present, each value of its field's type,
 * no value without a field. The refusals name `formValues.<model>` (empty when the values fit).
 */
export const checkFormValues = (fields: readonly FormField[], values: FormValues): Refusal[] => {
  const refusals: Refusal[] = [];
  for (const field of fields) {
    const path = `formValues.${field.model}`;
    const value = values[field.model];
    if (empty(value)) {
      if (field.required) refusals.push(refusal(path, 'required'));
      continue;
    }
    const refused = typeRefusal(field, value, path);
    if (refused) refusals.push(refused);
  }
  for (const key of Object.keys(values))
    if (!fields.some((field) => field.model === key))
      refusals.push(refusal(`formValues.${key}`, 'unknownField', { field: key }));
  return refusals;
};
