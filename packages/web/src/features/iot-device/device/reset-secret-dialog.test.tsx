import { DEVICE_PATH } from '@beacon/contracts/iot-device';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectToast, findOverlay, ok, renderInApp, requestsTo, setupTestServer } from '../../../test/page-test-kit';
import { SENSOR } from './device.test-rows';
import { ResetSecretDialog } from './reset-secret-dialog';

const server = setupTestServer('admin');
const RESET = `${DEVICE_PATH}/${SENSOR.iotId}/reset-secret`;

const showDialog = () => {
  const onClose = vi.fn();
  renderInApp(<ResetSecretDialog open record={SENSOR} onClose={onClose} afterClose={() => undefined} />);
  return onClose;
};

describe('reset secret dialog', { timeout: 30_000 }, () => {
  it('asks first naming the device; cancelling calls nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const onClose = showDialog();
    const ask = await findOverlay('重置密钥');
    expect(ask).toHaveTextContent('重置后旧密钥立即失效，设备需使用新密钥重新连接。确认重置设备“大堂温湿度”的密钥吗？');
    await user.click(within(ask).getByRole('button', { name: '取 消' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(requestsTo(server.current, RESET)).toHaveLength(0);
  });

  it('on confirm resets, then shows the new secret once with a copy button', async () => {
    const user = userEvent.setup({ delay: null });
    server.current.routes.set(RESET, ok({ ...SENSOR, deviceSecret: 'Zm9vYmFyLW5ldy1zZWNyZXQ' }));
    const onClose = showDialog();
    await user.click(within(await findOverlay('重置密钥')).getByRole('button', { name: '确 定' }));
    const dialog = await findOverlay('新的设备密钥');
    expect(requestsTo(server.current, RESET, 'POST')).toHaveLength(1);
    expect(within(dialog).getByTestId('device-secret')).toHaveTextContent('Zm9vYmFyLW5ldy1zZWNyZXQ');
    expect(within(dialog).getByTestId('device-secret-copy')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('之后也可在该设备详情页的“设备密钥”中查看');
    await expectToast('密钥已重置');
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(dialog).getByTestId('device-secret-close'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a failed reset closes without a secret', async () => {
    const user = userEvent.setup({ delay: null });
    server.current.routes.set(RESET, { status: 404, body: { code: 4040001, msg: 'not found' } });
    const onClose = showDialog();
    await user.click(within(await findOverlay('重置密钥')).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(screen.queryByTestId('device-secret')).toBeNull();
  });
});
