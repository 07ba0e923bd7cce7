import { Form, type FormInstance } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { FieldControl } from '../form-field/field-control';
import type { FieldConfig } from '../form-field/field-types';
import { serializeValues, warnDuplicateModels } from '../form-field/field-values';

/** Props of the dynamic form. */
export interface DynamicFormProps {
  fields: readonly FieldConfig[];
  /** A form instance from Form.useForm when the parent needs one (validate, reset, submit). */
  form?: FormInstance<Record<string, unknown>>;
  initialValues?: Record<string, unknown>;
  layout?: 'horizontal' | 'vertical';
  /** Called with the serialized values after validation passes. */
  onFinish?: (values: Record<string, unknown>) => void;
  /** Footer (buttons) rendered inside the form. */
  children?: ReactNode;
}

/** A form built from field descriptions {model, label, type, disabled, componentProps, componentEvents}. */
export function DynamicForm({
  fields,
  form,
  initialValues,
  layout = 'vertical',
  onFinish,
  children,
}: DynamicFormProps) {
  useEffect(() => warnDuplicateModels(fields, 'DynamicForm'), [fields]);
  return (
    <Form
      form={form}
      layout={layout}
      initialValues={initialValues}
      onFinish={(values: Record<string, unknown>) => onFinish?.(serializeValues(fields, values))}
    >
      {fields.map((field) => (
        <Form.Item key={field.model} name={field.model} label={field.label} rules={field.rules}>
          <FieldControl field={field} block={field.type !== 'switch' && field.type !== 'radio' && !field.width} />
        </Form.Item>
      ))}
      {children}
    </Form>
  );
}
