import { DatePicker, Input, InputNumber, Radio, Select, Switch, TimePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldConfig, TextAreaField, TextField } from './field-types';
import { fieldWidth, rangeDefaultTimes } from './field-values';

/** Props of the shared field renderer; `value`/`onChange` are supplied by antd Form.Item. */
export interface FieldControlProps {
  field: FieldConfig;
  value?: unknown;
  onChange?: (value: unknown) => void;
  /** Called on Enter in a text field. */
  onEnter?: () => void;
  /** Stretch to the container instead of the filter width. */
  block?: boolean;
  id?: string;
}

type RangeValue = [Dayjs | null, Dayjs | null] | null;

const textOf = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

const trimOnBlur = (field: TextField | TextAreaField, value: unknown, onChange?: (value: unknown) => void) => {
  if (field.trim !== false && typeof value === 'string' && value.trim() !== value) onChange?.(value.trim());
};

/** Renders one filter/form field as its antd control (shared by FilterBar and DynamicForm). */
export function FieldControl({ field, value, onChange, onEnter, block, id }: FieldControlProps) {
  const { t } = useTranslation();
  const style: CSSProperties = { width: block ? '100%' : fieldWidth(field) };
  const input = t('common:pleaseInput');
  const select = t('common:pleaseSelect');
  const common = { id, style, disabled: field.disabled };

  switch (field.type) {
    case 'text': {
      const events = field.componentEvents ?? {};
      return (
        <Input
          {...common}
          allowClear={field.clearable ?? true}
          maxLength={field.maxLength}
          placeholder={field.placeholder ?? input}
          {...field.componentProps}
          {...events}
          value={textOf(value)}
          onChange={(event) => {
            onChange?.(event.target.value);
            events.onChange?.(event);
          }}
          onBlur={(event) => {
            trimOnBlur(field, value, onChange);
            events.onBlur?.(event);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onEnter?.();
            events.onKeyDown?.(event);
          }}
        />
      );
    }
    case 'textarea': {
      const events = field.componentEvents ?? {};
      return (
        <Input.TextArea
          {...common}
          allowClear={field.clearable ?? true}
          maxLength={field.maxLength}
          placeholder={field.placeholder ?? input}
          {...field.componentProps}
          {...events}
          value={textOf(value)}
          onChange={(event) => {
            onChange?.(event.target.value);
            events.onChange?.(event);
          }}
          onBlur={(event) => {
            trimOnBlur(field, value, onChange);
            events.onBlur?.(event);
          }}
        />
      );
    }
    case 'number': {
      const events = field.componentEvents ?? {};
      return (
        <InputNumber
          {...common}
          placeholder={field.placeholder ?? input}
          {...field.componentProps}
          {...events}
          value={typeof value === 'number' || typeof value === 'string' ? value : null}
          onChange={(next) => {
            onChange?.(next ?? undefined);
            events.onChange?.(next);
          }}
        />
      );
    }
    case 'select':
      return (
        <Select
          {...common}
          allowClear={field.clearable ?? true}
          placeholder={field.placeholder ?? select}
          options={field.options?.map((option) => ({ ...option }))}
          {...field.componentProps}
          {...field.componentEvents}
          value={value}
          onChange={(next, option) => {
            onChange?.(next);
            field.componentEvents?.onChange?.(next, option);
          }}
        />
      );
    case 'radio':
      return (
        <Radio.Group
          id={id}
          disabled={field.disabled}
          options={field.options?.map((option) => ({ ...option }))}
          {...field.componentProps}
          {...field.componentEvents}
          value={value}
          onChange={(event) => {
            onChange?.(event.target.value);
            field.componentEvents?.onChange?.(event);
          }}
        />
      );
    case 'switch':
      return (
        <Switch
          id={id}
          disabled={field.disabled}
          {...field.componentProps}
          {...field.componentEvents}
          checked={value === true}
          onChange={(checked, event) => {
            onChange?.(checked);
            field.componentEvents?.onChange?.(checked, event);
          }}
        />
      );
    case 'date':
      return (
        <DatePicker
          {...common}
          placeholder={field.placeholder ?? select}
          {...field.componentProps}
          {...field.componentEvents}
          value={(value as Dayjs | null | undefined) ?? null}
          onChange={(next, text) => {
            onChange?.(next ?? undefined);
            field.componentEvents?.onChange?.(next, text);
          }}
        />
      );
    case 'daterange':
    case 'datetimerange': {
      const withTime = field.type === 'datetimerange';
      return (
        <DatePicker.RangePicker
          {...common}
          placeholder={[t('components:filter.startDate'), t('components:filter.endDate')]}
          showTime={withTime ? { defaultOpenValue: rangeDefaultTimes() } : undefined}
          {...field.componentProps}
          {...field.componentEvents}
          value={(value as RangeValue | undefined) ?? null}
          onChange={(next, text) => {
            onChange?.(next ?? undefined);
            field.componentEvents?.onChange?.(next, text);
          }}
        />
      );
    }
    case 'time':
      return (
        <TimePicker
          {...common}
          placeholder={field.placeholder ?? select}
          {...field.componentProps}
          {...field.componentEvents}
          value={(value as Dayjs | null | undefined) ?? null}
          onChange={(next, text) => {
            onChange?.(next ?? undefined);
            field.componentEvents?.onChange?.(next, text);
          }}
        />
      );
    case 'custom':
      return field.render({ ...common, value, onChange: (next) => onChange?.(next), placeholder: field.placeholder });
  }
}
