import type { FormValues } from '@beacon/contracts/work-order';
import { type FormField, TEMPLATE_LIMITS } from '@beacon/contracts/work-order-template';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import type { FieldConfig } from '../../../components/form-field/field-types';
import { requiredChoice } from '../../../lib/schema-rules';

const TYPED = new Set<FormField['type']>(['text', 'textarea', 'number']);

/** The rules of a template field: required ones say 请输入 or 请选择 by their control; a switch is never empty. */
const rulesOf = (field: FormField, t: TFunction): FormRule[] => {
  if (!field.required || field.type === 'switch') return [];
  return [TYPED.has(field.type) ? { required: true, whitespace: field.type !== 'number' } : requiredChoice(t)];
};

/** A template's form field as the dynamic form's field (a select's or radio's options are their own labels). */
export const toFieldConfig = (field: FormField, t: TFunction): FieldConfig => {
  const base = { model: field.model, label: field.label, rules: rulesOf(field, t) };
  const options = (field.options ?? []).map((option) => ({ value: option, label: option }));
  switch (field.type) {
    case 'text':
    case 'textarea':
      return { ...base, type: field.type, maxLength: TEMPLATE_LIMITS.textValueMax };
    case 'select':
      return { ...base, type: 'select', options, clearable: !field.required };
    case 'radio':
      return { ...base, type: 'radio', options };
    default:
      return { ...base, type: field.type };
  }
};

/** The values a template's switches start with (off), so an untouched switch is sent as false. */
export const initialFormValues = (fields: readonly FormField[]): Record<string, unknown> =>
  Object.fromEntries(fields.filter((field) => field.type === 'switch').map((field) => [field.model, false]));

const isFormValue = (value: unknown): value is FormValues[string] =>
  value === null ||
  typeof value === 'string' ||
  typeof value === 'number' ||
  typeof value === 'boolean' ||
  (Array.isArray(value) && value.every((item) => typeof item === 'string'));

/** The dynamic form's serialized values as the resolve body's formValues: only the template's fields, empties left out. */
export const toFormValues = (fields: readonly FormField[], values: Record<string, unknown>): FormValues => {
  const result: FormValues = {};
  for (const field of fields) {
    const value = values[field.model];
    if (value !== undefined && value !== '' && isFormValue(value)) result[field.model] = value;
  }
  return result;
};
