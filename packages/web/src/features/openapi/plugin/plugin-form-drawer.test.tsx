import type { Plugin } from '@beacon/contracts/gateway-plugin';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectToast, findOverlay, formB, renderInApp, requestsTo, setupTestServer } from '../../../test/page-test-kit';
import { PluginFormDrawer } from './plugin-form-drawer';

const server = setupTestServer();
const UPDATE = '/api/v1/gateway/plugin/update';
const PLUGIN: Plugin = {
  id: 3,
  name: '内网',
  type: 'ip-restriction',
  config: { allow: ['10.0.0.0/8'], deny: [] },
  apiCount: 0,
  createDate: 1,
  updateDate: 2,
};

describe('plugin form drawer', { timeout: 60_000 }, () => {
  it('refuses a bad CIDR on its field by the contract, then saves the fixed lists (PUT update)', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    server.current.routes.set(UPDATE, formB(PLUGIN));
    const onClose = vi.fn();
    renderInApp(<PluginFormDrawer open record={PLUGIN} onClose={onClose} afterClose={() => undefined} />);
    const drawer = await findOverlay('编辑插件');
    const allow = within(drawer).getByLabelText('允许（每行一个地址或 CIDR 网段）');
    const deny = within(drawer).getByLabelText('拒绝（每行一个地址或 CIDR 网段）');

    fireEvent.change(deny, { target: { value: '10.1.0.0/33' } });
    await user.click(screen.getByTestId('plugin-form-submit'));
    expect(await within(drawer).findByText(/不是 IPv4 或 IPv6 地址或 CIDR 网段/)).toBeInTheDocument();
    expect(requestsTo(server.current, UPDATE)).toHaveLength(0);

    fireEvent.change(deny, { target: { value: ' 10.1.0.0/16\n\n2001:db8::/32 ' } });
    fireEvent.change(allow, { target: { value: '10.0.0.0/8\n192.168.1.7' } });
    await user.click(screen.getByTestId('plugin-form-submit'));
    await waitFor(() => expect(requestsTo(server.current, UPDATE, 'PUT')).toHaveLength(1));
    expect(requestsTo(server.current, UPDATE)[0]?.json).toEqual({
      msgId: expect.any(String),
      id: 3,
      name: '内网',
      type: 'ip-restriction',
      config: { allow: ['10.0.0.0/8', '192.168.1.7'], deny: ['10.1.0.0/16', '2001:db8::/32'] },
    });
    await expectToast('插件已保存');
    expect(onClose).toHaveBeenCalled();
  });
});
