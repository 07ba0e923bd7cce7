import { OVERVIEW_PATH } from '@beacon/contracts/overview';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, renderInApp, requestsTo, setupTestServer } from '../../../test/page-test-kit';
import { overviewReply } from './overview.test-rows';
import OverviewPage, { OverviewView } from './overview-page';

const server = setupTestServer('admin');

const cardValue = (key: string) =>
  within(screen.getByTestId(`overview-card-${key}`)).getByText(
    (_, element) => element?.classList.contains('ant-statistic-content-value') === true,
  ).textContent;

describe('IoT overview dashboard', { timeout: 30_000 }, () => {
  it('shows the figures as numbers and draws the project and message charts', async () => {
    server.current.routes.set(OVERVIEW_PATH, ok(overviewReply()));
    renderInApp(<OverviewPage />);
    expect(await screen.findByTestId('overview-card-devices')).toHaveTextContent('设备总数');
    expect(cardValue('devices')).toBe('120');
    expect(cardValue('online')).toBe('90');
    expect(cardValue('offline')).toBe('20');
    expect(cardValue('disabled')).toBe('6');
    expect(cardValue('inactive')).toBe('4');
    expect(cardValue('messages')).toBe('30');
    expect(cardValue('rejectedToday')).toBe('17');
    expect(cardValue('openAbnormal')).toBe('3');
    expect(screen.getByTestId('overview-card-openAbnormal')).toHaveTextContent('离线超时 2 · 数值越界 1');
    expect(cardValue('activeAlarms')).toBe('5');
    expect(screen.getByTestId('overview-card-activeAlarms')).toHaveTextContent('紧急 2 · 重要 3');
    expect(screen.getByText('各项目设备状态')).toBeInTheDocument();
    expect(screen.getByText('每分钟消息数（近60分钟）')).toBeInTheDocument();
    for (const chart of ['overview-project-chart', 'overview-message-chart']) {
      const element = await screen.findByTestId(chart, {}, { timeout: 10_000 });
      await waitFor(() => expect(element.querySelector('svg')).not.toBeNull());
    }
    expect(screen.getByTestId('overview-updated')).toHaveTextContent('每 10 秒自动刷新');
    expect(requestsTo(server.current, OVERVIEW_PATH, 'GET')).toHaveLength(1);
  });

  it('asks again on its interval and shows the new figures (live)', async () => {
    server.current.routes.set(OVERVIEW_PATH, ok(overviewReply(Date.now(), 90)));
    renderInApp(<OverviewView refreshMs={300} />);
    await waitFor(() => expect(cardValue('online')).toBe('90'));
    server.current.routes.set(OVERVIEW_PATH, ok(overviewReply(Date.now(), 95)));
    await waitFor(() => expect(cardValue('online')).toBe('95'));
    expect(cardValue('devices')).toBe('125');
    expect(requestsTo(server.current, OVERVIEW_PATH, 'GET').length).toBeGreaterThanOrEqual(2);
  });

  it('says when the figures cannot be read, without a toast', async () => {
    server.current.routes.set(OVERVIEW_PATH, { status: 500, body: { code: '500', msg: 'boom' } });
    renderInApp(<OverviewView refreshMs={60_000} />);
    expect(await screen.findByTestId('overview-error', {}, { timeout: 15_000 })).toHaveTextContent('总览数据加载失败');
    expect(document.querySelector('.ant-message-notice')).toBeNull();
    expect(screen.queryByTestId('overview-card-devices')).toBeNull();
  });

  it('shows no chart but a sentence when the caller has no project; no alarm card without an event center', async () => {
    server.current.routes.set(OVERVIEW_PATH, ok({ ...overviewReply(), projects: [], activeAlarms: null }));
    renderInApp(<OverviewPage />);
    expect(await screen.findByText('暂无项目')).toBeInTheDocument();
    expect(screen.queryByTestId('overview-project-chart')).toBeNull();
    expect(screen.queryByTestId('overview-card-activeAlarms')).toBeNull();
  });
});
