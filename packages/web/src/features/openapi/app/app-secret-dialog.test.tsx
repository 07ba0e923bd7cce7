import type { GatewayApp } from '@beacon/contracts/gateway-app';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectToast, findOverlay, formB, renderInApp, requestsTo, setupTestServer } from '../../../test/page-test-kit';
import { AppFormDialog } from './app-form-dialog';
import { AppResetSecretDialog } from './app-reset-secret-dialog';
import { AppSecretDialog } from './app-secret-dialog';

const server = setupTestServer('admin');
const RESET = '/api/v1/gateway/app/reset-secret';
const SAVE = '/api/v1/gateway/app/save';
const APP: GatewayApp = {
  id: 3,
  name: '智慧社区小程序',
  appId: 'A1b2C3d4E5f6G7h8I9j0Kl',
  isClosed: false,
  owner: 'admin',
  callbackUrl: '',
  createDate: 1,
};
/** The form as the page kit holds it: open until it closes itself. */
function FormHost({ afterClose }: { afterClose: () => void }) {
  const [open, setOpen] = useState(true);
  return <AppFormDialog open={open} record={undefined} onClose={() => setOpen(false)} afterClose={afterClose} />;
}
const SECRET = 'bmV3LXNlY3JldC1zaG93bi1vbmNlLW9ubHktMTIzNDU2';

describe('one-time application secret', { timeout: 30_000 }, () => {
  it('shows the secret once with a copy button and the warning that it will not be shown again', async () => {
    const user = userEvent.setup({ delay: null });
    const onClose = vi.fn();
    renderInApp(<AppSecretDialog open appName={APP.name} secret={SECRET} onClose={onClose} />);
    const dialog = await findOverlay('「智慧社区小程序」的密钥');
    expect(within(dialog).getByTestId('app-secret')).toHaveTextContent(SECRET);
    expect(dialog).toHaveTextContent('请立即复制并妥善保存此密钥，关闭后将不再显示。');
    await user.click(within(dialog).getByTestId('app-secret-copy'));
    await expectToast('已复制');
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    await user.click(within(dialog).getByTestId('app-secret-close'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('resets only after the question, then shows the new secret once; closing forgets it', async () => {
    const user = userEvent.setup({ delay: null });
    server.current.routes.set(RESET, formB({ secret: SECRET }));
    const onClose = vi.fn();
    renderInApp(<AppResetSecretDialog open record={APP} onClose={onClose} afterClose={() => undefined} />);
    const ask = await findOverlay('重置密钥');
    expect(ask).toHaveTextContent('确认重置应用「智慧社区小程序」的密钥吗？当前密钥将立即失效。');
    expect(requestsTo(server.current, RESET)).toHaveLength(0);
    await user.click(within(ask).getByTestId('app-reset-ok'));
    const dialog = await findOverlay('「智慧社区小程序」的密钥');
    expect(requestsTo(server.current, RESET, 'GET').map((request) => request.url.searchParams.get('id'))).toEqual([
      '3',
    ]);
    expect(within(dialog).getByTestId('app-secret')).toHaveTextContent(SECRET);
    await expectToast('「智慧社区小程序」的密钥已重置');
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(dialog).getByTestId('app-secret-close'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a refused reset shows no secret', async () => {
    const user = userEvent.setup({ delay: null });
    server.current.routes.set(RESET, {
      status: 404,
      body: { code: 404, msg: 'application 3 not found', object: null, refusals: [] },
    });
    const onClose = vi.fn();
    renderInApp(<AppResetSecretDialog open record={APP} onClose={onClose} afterClose={() => undefined} />);
    await user.click(within(await findOverlay('重置密钥')).getByTestId('app-reset-ok'));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(screen.queryByTestId('app-secret')).toBeNull();
  });

  it('after a create shows the new secret once; the form ends only when that dialog closes', async () => {
    const user = userEvent.setup({ delay: null });
    server.current.routes.set(SAVE, formB({ ...APP, secret: SECRET }));
    const afterClose = vi.fn();
    renderInApp(<FormHost afterClose={afterClose} />);
    const form = await findOverlay('新增应用');
    await user.type(within(form).getByLabelText('应用名称'), APP.name);
    await user.click(within(form).getByRole('button', { name: /确/ }));
    const dialog = await findOverlay('「智慧社区小程序」的密钥');
    expect(within(dialog).getByTestId('app-secret')).toHaveTextContent(SECRET);
    expect(requestsTo(server.current, SAVE, 'POST')[0]?.json).toEqual({
      msgId: expect.any(String),
      name: APP.name,
      callbackUrl: '',
    });
    await waitFor(() => expect(screen.queryByTestId('app-form')).toBeNull());
    expect(afterClose).not.toHaveBeenCalled();
    await user.click(within(dialog).getByTestId('app-secret-close'));
    await waitFor(() => expect(afterClose).toHaveBeenCalledTimes(1));
    expect(screen.queryByTestId('app-secret')).toBeNull();
  });
});
