import { SYSTEM_PATHS } from '@beacon/contracts/system-management';
import { fireEvent, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectToast, findOverlay, ok, renderInApp, requestsTo, setupTestServer } from '../../../test/page-test-kit';
import { OPS_ROW } from './account.test-rows';
import { ResetPasswordDialog } from './reset-password-dialog';

const server = setupTestServer('admin');
const RESET = `${SYSTEM_PATHS.account}/2/reset-password`;

// The dialog alone, as the page kit opens it on a row (a fresh mount per opening).
const showDialog = (onClose = vi.fn()) => {
  const view = renderInApp(
    <ResetPasswordDialog open record={OPS_ROW} onClose={onClose} afterClose={() => undefined} />,
  );
  return { ...view, onClose };
};

describe('reset password dialog', { timeout: 20_000 }, () => {
  it('resets a password typed in a 534 px dialog after both entries match', async () => {
    const user = userEvent.setup();
    server.current.routes.set(RESET, ok({ generatedPassword: null }));
    const { onClose } = showDialog();
    const dialog = await findOverlay('重置密码');
    expect(dialog.style.width).toBe('534px');
    expect(dialog).toHaveTextContent('为账号“ops”设置新密码');
    await user.click(within(dialog).getByLabelText('手动输入'));
    fireEvent.change(within(dialog).getByLabelText('密码'), { target: { value: 'New-secret-9' } });
    fireEvent.change(within(dialog).getByLabelText('确认密码'), { target: { value: 'New-secret-8' } });
    await user.click(within(dialog).getByRole('button', { name: '确 定' }));
    expect(await within(dialog).findByText('两次输入的密码不一致')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('确认密码'), { target: { value: 'New-secret-9' } });
    await user.click(within(dialog).getByRole('button', { name: '确 定' }));
    await expectToast('密码已重置');
    expect(requestsTo(server.current, RESET, 'POST')).toHaveLength(1);
    expect(requestsTo(server.current, RESET)[0]?.json).toEqual({ msgId: expect.any(String), password: 'New-secret-9' });
    expect(onClose).toHaveBeenCalled();
  });

  it('resets to a generated password shown once with a copy button; a new opening does not show it again', async () => {
    const user = userEvent.setup();
    server.current.routes.set(RESET, ok({ generatedPassword: 'Gx7-kQ2_pL9mWz4rTb' }));
    const { onClose, unmount } = showDialog();
    let dialog = await findOverlay('重置密码');
    expect(within(dialog).getByLabelText('自动生成强密码')).toBeChecked();
    expect(within(dialog).queryByLabelText('密码')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: '确 定' }));
    await expectToast('密码已重置');
    expect(requestsTo(server.current, RESET, 'POST')[0]?.json).toEqual({ msgId: expect.any(String) });
    dialog = await findOverlay('新密码仅显示这一次');
    expect(within(dialog).getByTestId('generated-password-text')).toHaveTextContent('Gx7-kQ2_pL9mWz4rTb');
    await user.click(within(dialog).getByTestId('generated-password-copy'));
    await expect(navigator.clipboard.readText()).resolves.toBe('Gx7-kQ2_pL9mWz4rTb');
    await expectToast('密码已复制');
    await user.click(within(dialog).getByRole('button', { name: '确 定' }));
    expect(onClose).toHaveBeenCalled();

    // The kit mounts the dialog afresh (a new key) at each opening: the form again, not the password.
    unmount();
    showDialog();
    dialog = await findOverlay('重置密码');
    expect(within(dialog).queryByTestId('generated-password')).toBeNull();
  });
});
