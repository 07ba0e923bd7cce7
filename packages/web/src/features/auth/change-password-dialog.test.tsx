import { AUTH_PATHS } from '@beacon/contracts/auth';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectToast, findOverlay, ok, renderInApp, requestsTo, setupTestServer } from '../../test/page-test-kit';
import { ChangePasswordDialog } from './change-password-dialog';

const server = setupTestServer();

// jsdom's getComputedStyle over antd's many style tags makes user-event's pointer-events check the slowest part
// of a click; these clicks go to the enabled 确 定 button of the dialog.
const fastUser = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

// Each entry is set in one change: keystroke by keystroke through antd's form is slow in jsdom, and no rule here
// depends on how the text was typed.
const fill = async (dialog: HTMLElement, old: string, next: string, again = next) => {
  const user = fastUser();
  fireEvent.change(within(dialog).getByLabelText('原密码'), { target: { value: old } });
  fireEvent.change(within(dialog).getByLabelText('新密码'), { target: { value: next } });
  fireEvent.change(within(dialog).getByLabelText('确认新密码'), { target: { value: again } });
  await user.click(within(dialog).getByRole('button', { name: '确 定' }));
};

describe('change your own password', { timeout: 20_000 }, () => {
  it('checks the form first: required, at least 8 characters, both new entries the same', async () => {
    renderInApp(<ChangePasswordDialog open onClose={vi.fn()} />);
    const dialog = await findOverlay('修改密码');
    expect(dialog.style.width).toBe('534px');
    await fastUser().click(within(dialog).getByRole('button', { name: '确 定' }));
    expect(await within(dialog).findByText('请输入原密码')).toBeInTheDocument();
    await fill(dialog, 'Old-pass-1', 'short', 'other');
    expect(await within(dialog).findByText('新密码最少8个字符')).toBeInTheDocument();
    expect(await within(dialog).findByText('两次输入的新密码不一致')).toBeInTheDocument();
    expect(server.current.seen).toHaveLength(0);
  });

  it('shows a wrong current password and a refused new one on their fields', async () => {
    server.current.routes.set(AUTH_PATHS.password, {
      status: 400,
      body: { code: 400, msg: 'oldPassword: is wrong', refusals: [{ path: 'oldPassword', reason: 'passwordWrong' }] },
    });
    renderInApp(<ChangePasswordDialog open onClose={vi.fn()} />);
    const dialog = await findOverlay('修改密码');
    await fill(dialog, 'Old-pass-1', 'New-pass-12');
    expect(await within(dialog).findByText('原密码不正确')).toBeInTheDocument();

    server.current.routes.set(AUTH_PATHS.password, {
      status: 400,
      body: {
        code: 400,
        msg: 'newPassword: is too easy to guess: this is a very common password; use a longer or less predictable one',
        refusals: [{ path: 'newPassword', reason: 'passwordGuessable' }],
      },
    });
    await fastUser().click(within(dialog).getByRole('button', { name: '确 定' }));
    expect(await within(dialog).findByText('密码太容易被猜到，请使用更长或更难预测的密码')).toBeInTheDocument();
    expect(within(dialog).queryByText(/common password/)).toBeNull();
    expect(document.querySelector('.ant-message')?.textContent ?? '').not.toContain('oldPassword');
  });

  it('sends the current and the new password, toasts and closes', async () => {
    const onClose = vi.fn();
    server.current.routes.set(AUTH_PATHS.password, ok(null));
    renderInApp(<ChangePasswordDialog open onClose={onClose} />);
    await fill(await findOverlay('修改密码'), 'Old-pass-1', 'New-pass-12');
    await expectToast('密码已修改');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(requestsTo(server.current, AUTH_PATHS.password, 'POST')[0]?.json).toEqual({
      msgId: expect.any(String),
      oldPassword: 'Old-pass-1',
      newPassword: 'New-pass-12',
    });
  });

  it('toasts a failure that names no field', async () => {
    server.current.routes.set(AUTH_PATHS.password, { status: 429, body: { code: 429, msg: 'too many requests' } });
    renderInApp(<ChangePasswordDialog open onClose={vi.fn()} />);
    await fill(await findOverlay('修改密码'), 'Old-pass-1', 'New-pass-12');
    await expectToast('too many requests');
    expect(screen.getByTestId('change-password-dialog')).toBeInTheDocument();
  });
});
