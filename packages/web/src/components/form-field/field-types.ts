import type { DatePicker, FormRule, GetProps, Input, InputNumber, Radio, Select, Switch, TimePicker } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

type EventKeys<P> = { [K in keyof P]: K extends `on${string}` ? K : never }[keyof P];
type Controlled = 'value' | 'defaultValue' | 'onChange';

interface FieldBase<T extends string, P> {
  /** Key of the field's value in the filter or form object. */
  model: string;
  /** Label shown next to the control. */
  label?: ReactNode;
  /** Control type. */
  type: T;
  /** Whether the control is disabled. */
  disabled?: boolean;
  /** Placeholder; defaults to the spec's 请输入 / 请选择. */
  placeholder?: string;
  /** Width in px; defaults to the spec's filter width of the type. */
  width?: number;
  /** Validation rules (dynamic form only). */
  rules?: FormRule[];
  /** A change searches after the filter debounce (filter bar only). */
  searchOnChange?: boolean;
  /** Extra props passed to the antd control. */
  componentProps?: Omit<P, Controlled | EventKeys<P>>;
  /** Event handlers passed to the antd control, called after the field's own. */
  componentEvents?: Pick<P, EventKeys<P>>;
}

interface TextOptions {
  /** Trim whitespace on blur unless false. */
  trim?: boolean;
  maxLength?: number;
  /** Show a clear button (default true). */
  clearable?: boolean;
}
/** Text input: trimmed on blur unless `trim` is false; clearable by default. */
export interface TextField extends FieldBase<'text', GetProps<typeof Input>>, TextOptions {}
/** Multi-line text, trimmed like a text input. */
export interface TextAreaField extends FieldBase<'textarea', GetProps<typeof Input.TextArea>>, TextOptions {}
/** Number input. */
export type NumberField = FieldBase<'number', GetProps<typeof InputNumber>>;
/** Select with options. */
export interface SelectField extends FieldBase<'select', GetProps<typeof Select>> {
  options?: ReadonlyArray<{ label: ReactNode; value: string | number }>;
  clearable?: boolean;
}
/** Radio group with options. */
export interface RadioField extends FieldBase<'radio', GetProps<typeof Radio.Group>> {
  options?: ReadonlyArray<{ label: ReactNode; value: string | number }>;
}
/** On/off switch. */
export type SwitchField = FieldBase<'switch', GetProps<typeof Switch>>;
/** Single date (value sent as YYYY-MM-DD). */
export type DateField = FieldBase<'date', GetProps<typeof DatePicker>>;
/** Date range or date-time range (values sent as a pair of strings). */
export type RangeField = FieldBase<'daterange' | 'datetimerange', GetProps<typeof DatePicker.RangePicker>>;
/** Time of day (value sent as HH:mm:ss). */
export type TimeField = FieldBase<'time', GetProps<typeof TimePicker>>;

/** What a custom control gets: the form's value and change handler, its id, width style and placeholder. */
export interface CustomControlProps {
  id?: string;
  value: unknown;
  onChange: (value: unknown) => void;
  style: CSSProperties;
  disabled?: boolean;
  placeholder?: string;
}
/** Any other control (tree select, region cascader, ...): `render` draws it; give its `width`. */
export interface CustomField extends FieldBase<'custom', Record<string, never>> {
  render: (control: CustomControlProps) => ReactNode;
}

/** A filter or form field (spec section 3 "Filter/form field"). */
export type FieldConfig =
  | TextField
  | TextAreaField
  | NumberField
  | SelectField
  | RadioField
  | SwitchField
  | DateField
  | RangeField
  | TimeField
  | CustomField;

/** Every field type name. */
export type FieldType = FieldConfig['type'];
