import { FILTER_WIDTH } from '@beacon/contracts/constants';
import { Checkbox, Select } from 'antd';
import type { FieldControl } from './page-spec';

/** A yes/no filter of a boolean body field: a select of the two texts, empty = either. */
export const booleanSelect = (labels: { yes: string; no: string; placeholder: string }): FieldControl => ({
  type: 'custom',
  width: FILTER_WIDTH.select,
  render: ({ id, value, onChange, style, placeholder }) => (
    <Select
      id={id}
      style={style}
      allowClear
      placeholder={placeholder ?? labels.placeholder}
      value={value === true ? 'yes' : value === false ? 'no' : undefined}
      onChange={(next: string | undefined) => onChange(next === undefined ? undefined : next === 'yes')}
      options={[
        { value: 'yes', label: labels.yes },
        { value: 'no', label: labels.no },
      ]}
    />
  ),
});

/** A boolean filter that only narrows: checked sends true, unchecked sends nothing. */
export const onlyCheckbox = (text: string): FieldControl => ({
  type: 'custom',
  render: ({ id, value, onChange }) => (
    <Checkbox id={id} checked={value === true} onChange={(event) => onChange(event.target.checked ? true : undefined)}>
      {text}
    </Checkbox>
  ),
});
