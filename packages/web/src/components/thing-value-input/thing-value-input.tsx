import type { DataType } from '@beacon/contracts/thing-model-data-type';
import { Input, InputNumber, Select } from 'antd';

/** What the input holds: a number or text as typed; struct and array values as JSON text. */
export type ThingValueDraft = number | string | null | undefined;

/** Props of the value input (an antd Form.Item control: value/onChange come from the form). */
export interface ThingValueInputProps {
  dataType: DataType;
  value?: ThingValueDraft;
  onChange?: (value: ThingValueDraft) => void;
  id?: string;
  testId?: string;
}

/**
 * One value of a thing-model data type: a number input within the range (whole numbers for int, epoch ms for a
 * date), text up to its length, the labelled values of a bool or enum, JSON text for a struct or an array.
 */
export function ThingValueInput({ dataType, value, onChange, id, testId }: ThingValueInputProps) {
  const common = { id, 'data-testid': testId, style: { width: '100%' } };
  switch (dataType.type) {
    case 'int':
    case 'float':
    case 'double':
      return (
        <InputNumber<number>
          {...common}
          min={dataType.specs?.min}
          max={dataType.specs?.max}
          step={dataType.specs?.step}
          precision={dataType.type === 'int' ? 0 : undefined}
          suffix={dataType.specs?.unit}
          value={typeof value === 'number' ? value : null}
          onChange={(next) => onChange?.(next)}
        />
      );
    case 'date':
      return (
        <InputNumber<number>
          {...common}
          min={0}
          precision={0}
          value={typeof value === 'number' ? value : null}
          onChange={(next) => onChange?.(next)}
        />
      );
    case 'bool':
    case 'enum':
      return (
        <Select<number>
          {...common}
          value={typeof value === 'number' ? value : undefined}
          onChange={(next) => onChange?.(next)}
          options={Object.entries(dataType.specs).map(([key, label]) => ({
            value: Number(key),
            label: `${key}: ${label}`,
          }))}
        />
      );
    case 'text':
      return (
        <Input
          {...common}
          maxLength={dataType.specs.length}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange?.(event.target.value)}
        />
      );
    default:
      return (
        <Input.TextArea
          {...common}
          autoSize={{ minRows: 2, maxRows: 8 }}
          spellCheck={false}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange?.(event.target.value)}
        />
      );
  }
}
