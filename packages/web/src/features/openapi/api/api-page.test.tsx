import type { OpenApi } from '@beacon/contracts/open-platform-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  expectToast,
  findOverlay,
  findRow,
  formB,
  formBPage,
  renderInApp,
  requestsTo,
  setupTestServer,
} from '../../../test/page-test-kit';
import ApiPage from './api.page';

const server = setupTestServer();
const API = '/open-platform/api';
const DRAFT: OpenApi = {
  id: 6,
  name: '工单同步',
  method: 'POST',
  path: '/work-order/sync',
  domainId: 1,
  domainName: '平台数据',
  groupId: 2,
  groupName: '工单对接',
  clusterName: null,
  clusterId: null,
  backendPath: '/internal/sync',
  builtin: null,
  requestSchema: null,
  responseSchema: null,
  description: '',
  status: 'draft',
  publishedAt: null,
  createDate: 1,
  updateDate: 2,
};

const serve = () => {
  const routes = server.current.routes;
  routes.set(`${API}/page`, formBPage([DRAFT], 1));
  routes.set('/open-platform/statis/api-count', formB({ total: 5, draft: 1, online: 3, offline: 1 }));
  routes.set('/open-platform/domain/list', formB([]));
  routes.set('/open-platform/group/list', formB([]));
};

describe('API list page against the server', { timeout: 60_000 }, () => {
  it('pages in form B, shows the count by status above the list, and words a deploy refusal in zh-CN', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    serve();
    server.current.routes.set(`${API}/deploy`, {
      status: 409,
      body: {
        code: 409,
        msg: 'API 6: its service cluster has no node to forward to',
        object: null,
        refusals: [{ path: 'id', reason: 'apiClusterHasNoNode' }],
      },
    });
    renderInApp(
      <MemoryRouter>
        <ApiPage />
      </MemoryRouter>,
    );
    const row = await findRow('工单同步');
    const count = screen.getByTestId('api-count');
    await waitFor(() => expect(count).toHaveTextContent('API总数5'));
    expect(count).toHaveTextContent('在线3');
    expect(requestsTo(server.current, `${API}/page`, 'POST')[0]?.json).toEqual({
      msgId: expect.any(String),
      data: {},
      offset: 0,
      limit: 10,
      orders: [{ column: 'create_date', asc: false }],
    });

    await user.click(within(row).getByTestId('row-deploy'));
    const dialog = await findOverlay('发布确认');
    expect(dialog).toHaveTextContent('确认发布 API「工单同步」吗？');
    await user.click(within(dialog).getByRole('button', { name: /确/ }));
    await expectToast('API 的服务集群没有可转发的节点');
    const deploy = requestsTo(server.current, `${API}/deploy`, 'GET');
    expect(deploy.map((request) => request.url.searchParams.get('id'))).toEqual(['6']);
  });
});
