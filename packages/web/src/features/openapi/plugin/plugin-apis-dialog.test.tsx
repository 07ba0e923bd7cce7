import type { Plugin } from '@beacon/contracts/gateway-plugin';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  expectToast,
  findOverlay,
  formB,
  pickOption,
  renderInApp,
  requestsTo,
  setupTestServer,
} from '../../../test/page-test-kit';
import { PluginApisDialog } from './plugin-apis-dialog';

const server = setupTestServer();
const P = '/api/v1/gateway/plugin';
const PLUGIN: Plugin = {
  id: 3,
  name: '限流',
  type: 'rate-limit',
  config: { count: 1, windowSeconds: 1, key: 'app' },
  apiCount: 1,
  createDate: 1,
  updateDate: 2,
};
const api = (id: number, name: string, path: string) => ({
  id,
  name,
  method: 'GET',
  path,
  domainId: 1,
  domainName: 'A',
  groupId: 1,
  groupName: 'G',
  clusterId: null,
  clusterName: null,
  backendPath: '',
  builtin: 'device-list',
  requestSchema: null,
  responseSchema: null,
  description: '',
  status: 'online',
  publishedAt: 1,
  createDate: 1,
  updateDate: 1,
});

describe('plugin bound-APIs dialog', { timeout: 60_000 }, () => {
  it('lists the bound APIs, binds chosen ones (plugin/bing-api) and unbinds one (plugin/remove-bing)', async () => {
    server.current.routes.set(
      `${P}/api-list`,
      formB([{ id: 1, name: '设备列表', method: 'GET', path: '/a', status: 'online' }]),
    );
    server.current.routes.set('/open-platform/api/list', formB([api(1, '设备列表', '/a'), api(2, '最新数据', '/b')]));
    server.current.routes.set(`${P}/bing-api`, formB(true));
    server.current.routes.set(`${P}/remove-bing`, formB(true));
    renderInApp(<PluginApisDialog open record={PLUGIN} onClose={() => undefined} afterClose={() => undefined} />);
    const dialog = await findOverlay('限流 绑定的 API');
    expect(await within(dialog).findByText('GET /a')).toBeInTheDocument();

    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await pickOption('最新数据 (GET /b)'));
    fireEvent.click(within(dialog).getByRole('button', { name: '绑 定' }));
    await waitFor(() => expect(requestsTo(server.current, `${P}/bing-api`, 'POST')).toHaveLength(1));
    expect(requestsTo(server.current, `${P}/bing-api`)[0]?.json).toEqual({
      msgId: expect.any(String),
      pluginId: 3,
      apiIds: [2],
    });
    await expectToast('已绑定 1 个 API');

    fireEvent.click(within(dialog).getByRole('button', { name: '解绑' }));
    await waitFor(() => expect(requestsTo(server.current, `${P}/remove-bing`, 'POST')).toHaveLength(1));
    expect(requestsTo(server.current, `${P}/remove-bing`)[0]?.json).toMatchObject({ pluginId: 3, apiIds: [1] });
    await expectToast('已解绑“设备列表”');
  });
});
