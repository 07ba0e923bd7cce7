import type { GatewayApp, GatewayAppApi, GatewayAppProject } from '@beacon/contracts/gateway-app';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { findOverlay, formB, formBPage, renderInApp, requestsTo, setupTestServer } from '../../../test/page-test-kit';
import AppDetailPage from './app-detail-page';

const server = setupTestServer('admin');
const APP_PATH = '/api/v1/gateway/app';
const APP: GatewayApp = {
  id: 3,
  name: '智慧社区小程序',
  appId: 'A1b2C3d4E5f6G7h8I9j0Kl',
  isClosed: false,
  owner: 'admin',
  callbackUrl: 'https://example.com/hook',
  createDate: 1,
};
const BOUND: GatewayAppApi = {
  id: 5,
  name: '设备列表',
  method: 'POST',
  path: '/device/list',
  status: 'online',
  domainName: '平台数据',
  groupName: '设备数据',
  bindDate: 2,
};
const project = (code: string, bound: boolean): GatewayAppProject => ({
  projectCode: code,
  projectName: `项目${code}`,
  type: 'park',
  areaCode: '440305',
  bound,
});

describe('application detail page', { timeout: 60_000 }, () => {
  it('shows the app (its secret masked), unbinds an API and sets the bound projects', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
    const routes = server.current.routes;
    routes.set(`${APP_PATH}/detail`, formB(APP));
    routes.set(`${APP_PATH}/api-list`, formB([BOUND]));
    routes.set(`${APP_PATH}/project-list`, formB([{ projectCode: 'P-1', projectName: '项目P-1' }]));
    routes.set(`${APP_PATH}/remove-bing`, formB(true));
    routes.set(`${APP_PATH}/project-page`, formBPage([project('P-1', true), project('P-2', false)]));
    routes.set(`${APP_PATH}/bing-project`, formB(true));
    routes.set('/api/v1/message/gateway/event/type/list', formB([]));
    routes.set('/api/v1/message/gateway/app/event-list', formB([]));
    renderInApp(
      <MemoryRouter initialEntries={['/open-api-gateway/application/detail?id=3']}>
        <AppDetailPage />
      </MemoryRouter>,
    );
    const detail = await screen.findByTestId('app-detail');
    expect(detail).toHaveTextContent(APP.appId);
    expect(detail).toHaveTextContent('仅在创建和重置时显示');
    expect(requestsTo(server.current, `${APP_PATH}/detail`, 'GET')[0]?.url.searchParams.get('id')).toBe('3');

    const apis = await screen.findByTestId('app-apis');
    await within(apis).findByText('设备列表');
    await user.click(within(apis).getByTestId('app-unbind-5'));
    await user.click(await screen.findByRole('button', { name: /确/ }));
    await waitFor(() => expect(requestsTo(server.current, `${APP_PATH}/remove-bing`, 'DELETE')).toHaveLength(1));
    const unbind = requestsTo(server.current, `${APP_PATH}/remove-bing`, 'DELETE')[0];
    expect([unbind?.url.searchParams.get('id'), unbind?.url.searchParams.get('apiId')]).toEqual(['3', '5']);

    const projects = screen.getByTestId('app-projects');
    await within(projects).findByText('项目P-1 (P-1)');
    await user.click(within(projects).getByTestId('app-bind-project'));
    const dialog = await findOverlay('绑定项目');
    const row = (await within(dialog).findByText('P-2')).closest('tr');
    if (!row) throw new Error('no row P-2');
    await user.click(within(row).getByRole('checkbox'));
    await user.click(within(dialog).getByTestId('app-bind-project-ok'));
    await waitFor(() => expect(requestsTo(server.current, `${APP_PATH}/bing-project`, 'POST')).toHaveLength(1));
    expect(requestsTo(server.current, `${APP_PATH}/bing-project`, 'POST')[0]?.json).toEqual({
      msgId: expect.any(String),
      id: 3,
      projectCodes: ['P-1', 'P-2'],
    });
  });
});
