import { PASSWORD_MAX } from '@beacon/contracts/constants';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { ShellProviders } from '../../app/shell-providers';
import { setLanguage } from '../../i18n';
import { LoginPage } from './login-page';

// The login page is plain form elements; these cover what antd's Form and Input.Password did for it.
beforeEach(() => setLanguage('zh-CN'));

/** The login page alone at /login, inside the providers the app gives every route. */
function renderAtLogin(): void {
  const router = createMemoryRouter([{ path: '/login', Component: LoginPage }], { initialEntries: ['/login'] });
  render(
    <ShellProviders>
      <RouterProvider router={router} />
    </ShellProviders>,
  );
}

describe('login page', () => {
  it('labels its fields and focuses the account', async () => {
    renderAtLogin();
    const account = await screen.findByLabelText('账号');
    expect(account).toHaveFocus();
    expect(account).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('密码')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('heading', { name: '登录' })).toBeInTheDocument();
  });

  it('submitting empty shows both required messages, linked to the fields, and focuses the account', async () => {
    renderAtLogin();
    fireEvent.click(await screen.findByTestId('login-submit'));
    const account = screen.getByLabelText('账号');
    expect(account).toHaveAttribute('aria-invalid', 'true');
    expect(account).toHaveAccessibleDescription('请输入账号');
    expect(screen.getByLabelText('密码')).toHaveAccessibleDescription('请输入密码');
    expect(account).toHaveFocus();
  });

  it('a blank account is missing; a fixed field loses its message as the user types', async () => {
    renderAtLogin();
    const account = await screen.findByLabelText('账号');
    fireEvent.change(account, { target: { value: '   ' } });
    expect(account).toHaveAccessibleDescription('请输入账号');
    fireEvent.change(account, { target: { value: 'admin' } });
    expect(account).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText('请输入账号')).toBeNull();
  });

  it('caps the lengths and translates the messages on a language switch', async () => {
    renderAtLogin();
    const password = await screen.findByLabelText('密码');
    fireEvent.change(password, { target: { value: 'x'.repeat(PASSWORD_MAX + 1) } });
    expect(password).toHaveAccessibleDescription(`最多 ${PASSWORD_MAX} 个字符`);
    fireEvent.click(within(screen.getByRole('radiogroup', { name: '语言' })).getByLabelText('English'));
    expect(await screen.findByLabelText('Password')).toHaveAccessibleDescription(`At most ${PASSWORD_MAX} characters`);
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
  });

  it('shows and hides the password', async () => {
    renderAtLogin();
    const reveal = await screen.findByRole('button', { name: '显示密码' });
    fireEvent.click(reveal);
    expect(screen.getByLabelText('密码')).toHaveAttribute('type', 'text');
    expect(reveal).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(reveal);
    expect(screen.getByLabelText('密码')).toHaveAttribute('type', 'password');
  });
});
