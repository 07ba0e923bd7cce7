import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import '../../i18n';
import { phoneValidator } from '../../lib/validators';
import type { FieldConfig } from '../form-field/field-types';
import { DynamicForm } from './dynamic-form';

const fields: FieldConfig[] = [
  { model: 'phone', label: 'Phone', type: 'text', rules: [{ validator: phoneValidator }] },
  { model: 'name', label: 'Name', type: 'text', disabled: true },
  { model: 'count', label: 'Count', type: 'number' },
];

describe('DynamicForm', () => {
  it('renders each field by type and honours disabled', () => {
    render(<DynamicForm fields={fields} />);
    expect(screen.getByLabelText('Phone')).toBeEnabled();
    expect(screen.getByLabelText('Name')).toBeDisabled();
    expect(screen.getByLabelText('Count')).toHaveAttribute('role', 'spinbutton');
  });

  it('shows the phone rule messages and submits trimmed values once valid', async () => {
    const user = userEvent.setup();
    const onFinish = vi.fn();
    render(
      <DynamicForm fields={fields} onFinish={onFinish}>
        <Button htmlType="submit">go</Button>
      </DynamicForm>,
    );
    await user.click(screen.getByRole('button', { name: 'go' }));
    expect(await screen.findByText('请输入手机号')).toBeInTheDocument();
    // One input event per entry (a paste): the rule and the trimming do not depend on key-by-key typing.
    await user.click(screen.getByLabelText('Phone'));
    await user.paste('12345');
    expect(await screen.findByText('请输入正确的手机号!')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Phone'));
    await user.click(screen.getByLabelText('Phone'));
    await user.paste(' 13812345678 ');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'go' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith(expect.objectContaining({ phone: '13812345678' })));
  });

  it('calls componentEvents after its own handling', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<DynamicForm fields={[{ model: 'x', label: 'X', type: 'text', componentEvents: { onChange } }]} />);
    await user.type(screen.getByLabelText('X'), 'a');
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
