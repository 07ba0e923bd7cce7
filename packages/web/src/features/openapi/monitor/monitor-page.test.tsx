import type { GatewayApp } from '@beacon/contracts/gateway-app';
import type { MonitorApiCount, MonitorAppCount } from '@beacon/contracts/gateway-monitor';
import type { OpenApi } from '@beacon/contracts/open-platform-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formB, pickOption, renderInApp, requestsTo, setupTestServer } from '../../../test/page-test-kit';
import { MonitorView } from './monitor-page';

const server = setupTestServer('admin');
const API_COUNT = '/api/v1/gateway/logtail/api-count';
const APP_COUNT = '/api/v1/gateway/logtail/app-count';
const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 0, 5, 8, 0, 0);

const figures = (calls: number, errors: number, p50: number | null = 12.5) => ({
  calls,
  errors,
  p50,
  p95: p50 === null ? null : p50 * 4,
  p99: p50 === null ? null : p50 * 10,
});
const byApi: MonitorApiCount = {
  total: figures(1_250, 25),
  series: [
    { time: T0, ...figures(1_000, 5) },
    { time: T0 + HOUR, ...figures(0, 0, null) },
    { time: T0 + 2 * HOUR, ...figures(250, 20, 30) },
  ],
  items: [
    { apiId: 11, name: '设备列表', ...figures(1_000, 5) },
    { apiId: 12, name: '最新数据', ...figures(240, 10, 8) },
    { apiId: null, name: '', ...figures(10, 10, 1) },
  ],
};
const byApp: MonitorAppCount = {
  ...byApi,
  items: [
    { appId: 'A1b2C3d4E5f6G7h8I9j0Kl', name: '园区门户', ...figures(1_200, 5) },
    { appId: null, name: '', ...figures(50, 20, 1) },
  ],
};

const rowNames = (table: HTMLElement) =>
  Array.from(table.querySelectorAll('tbody tr.ant-table-row')).map((row) => row.querySelector('td')?.textContent);

describe('gateway monitor page', { timeout: 60_000 }, () => {
  it('shows the totals, draws the charts, lists per API and per app (sortable) and filters by range, API and app', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
    const routes = server.current.routes;
    routes.set(API_COUNT, formB(byApi));
    routes.set(APP_COUNT, formB(byApp));
    routes.set('/open-platform/api/list', formB([apiRecord]));
    routes.set('/api/v1/gateway/app/list', formB([appRecord]));
    renderInApp(<MonitorView refreshMs={60_000} />);

    expect(await screen.findByTestId('monitor-calls')).toHaveTextContent('调用次数1,250');
    expect(screen.getByTestId('monitor-errors')).toHaveTextContent('失败次数25');
    expect(screen.getByTestId('monitor-errorRate')).toHaveTextContent('失败率2.00%');
    expect(screen.getByTestId('monitor-p50')).toHaveTextContent('P50 耗时12.5 毫秒');
    expect(screen.getByTestId('monitor-p99')).toHaveTextContent('P99 耗时125 毫秒');
    for (const chart of ['monitor-calls-chart', 'monitor-latency-chart']) {
      const element = await screen.findByTestId(chart, {}, { timeout: 10_000 });
      await waitFor(() => expect(element.querySelector('svg')).not.toBeNull());
    }
    const apis = screen.getByTestId('monitor-api-table');
    expect(rowNames(apis)).toEqual(['设备列表', '最新数据', '（未匹配到API）']);
    const apps = await screen.findByTestId('monitor-app-table');
    await waitFor(() => expect(rowNames(apps)).toEqual(['园区门户', '（未识别的应用）']));
    expect(apps).toHaveTextContent('A1b2C3d4E5f6G7h8I9j0Kl');
    // Sorted by error rate (ascending, then descending): the unmatched calls all failed.
    const rate = Array.from(apis.querySelectorAll('thead th')).find((cell) => cell.textContent === '失败率');
    if (!rate) throw new Error('no error rate column');
    await user.click(rate);
    expect(rowNames(apis)).toEqual(['设备列表', '最新数据', '（未匹配到API）']);
    await user.click(rate);
    expect(rowNames(apis)).toEqual(['（未匹配到API）', '最新数据', '设备列表']);
    expect(screen.getByTestId('monitor-updated')).toHaveTextContent('统计粒度：5分钟');
    expect(screen.getByTestId('monitor-updated')).toHaveTextContent('每 60 秒自动刷新');

    const first = requestsTo(server.current, API_COUNT, 'POST')[0]?.json as { from: number; to: number };
    expect(first.to - first.from).toBe(24 * HOUR);
    expect(requestsTo(server.current, APP_COUNT, 'POST')[0]?.json).toMatchObject({ from: first.from, to: first.to });

    await user.click(screen.getByText('近7天'));
    await user.click(within(screen.getByTestId('monitor-api')).getByRole('combobox'));
    await user.click(await pickOption('设备列表 (GET /device/list)'));
    await user.click(within(screen.getByTestId('monitor-app')).getByRole('combobox'));
    await user.click(await pickOption('园区门户'));
    await waitFor(() =>
      expect(requestsTo(server.current, APP_COUNT, 'POST').at(-1)?.json).toMatchObject({
        apiId: 11,
        appId: 'A1b2C3d4E5f6G7h8I9j0Kl',
      }),
    );
    const last = requestsTo(server.current, API_COUNT, 'POST').at(-1)?.json as { from: number; to: number };
    expect(last.to - last.from).toBe(7 * 24 * HOUR);
    expect(screen.getByTestId('monitor-updated')).toHaveTextContent('统计粒度：1小时');
    await user.click(screen.getByText('自定义'));
    expect(await screen.findByTestId('monitor-custom-range')).toBeInTheDocument();
  });

  it('asks again on its interval, the range moving with the clock', async () => {
    server.current.routes.set(API_COUNT, formB(byApi));
    server.current.routes.set(APP_COUNT, formB(byApp));
    renderInApp(<MonitorView refreshMs={400} />);
    expect(await screen.findByTestId('monitor-calls')).toHaveTextContent('1,250');
    server.current.routes.set(API_COUNT, formB({ ...byApi, total: figures(1_300, 25) }));
    await waitFor(() => expect(screen.getByTestId('monitor-calls')).toHaveTextContent('1,300'), { timeout: 5_000 });
    const asked = requestsTo(server.current, API_COUNT, 'POST').map((request) => (request.json as { to: number }).to);
    expect(asked.length).toBeGreaterThanOrEqual(2);
    expect(asked.at(-1)).toBeGreaterThan(asked[0] ?? Number.POSITIVE_INFINITY);
  });

  it('says when the statistics cannot be read, without a toast', async () => {
    server.current.routes.set(API_COUNT, { status: 500, body: { code: 500, msg: 'boom', object: null } });
    server.current.routes.set(APP_COUNT, formB(byApp));
    renderInApp(<MonitorView refreshMs={60_000} />);
    expect(await screen.findByTestId('monitor-error', {}, { timeout: 15_000 })).toHaveTextContent('监控统计加载失败');
    expect(document.querySelector('.ant-message-notice')).toBeNull();
    expect(screen.queryByTestId('monitor-calls')).toBeNull();
  });
});

const apiRecord: OpenApi = {
  id: 11,
  name: '设备列表',
  method: 'GET',
  path: '/device/list',
  domainId: 1,
  domainName: '平台数据',
  groupId: 1,
  groupName: '设备数据',
  clusterName: null,
  clusterId: null,
  backendPath: '',
  builtin: 'device-list',
  requestSchema: null,
  responseSchema: null,
  description: '',
  status: 'online',
  publishedAt: 1,
  createDate: 1,
  updateDate: 1,
};
const appRecord: GatewayApp = {
  id: 3,
  name: '园区门户',
  appId: 'A1b2C3d4E5f6G7h8I9j0Kl',
  isClosed: false,
  owner: 'admin',
  callbackUrl: '',
  createDate: 1,
};
