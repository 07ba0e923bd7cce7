import { TELEMETRY_PATHS } from '@beacon/contracts/telemetry';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findOverlay, ok, renderInApp, requestsTo, setupTestServer } from '../../../test/page-test-kit';
import { TEMPERATURE } from './device-data.test-rows';
import { HistoryDrawer } from './history-drawer';

const server = setupTestServer('admin');
const HISTORY = `${TELEMETRY_PATHS.deviceData}/history`;
const ROW = TEMPERATURE;

// The drawer alone, as the page opens it on a row.
const showDrawer = async () => {
  renderInApp(<HistoryDrawer record={ROW} open onClose={() => undefined} afterClose={() => undefined} />);
  return findOverlay('历史数据：1号温湿度传感器 · 温度');
};

describe('history drawer', { timeout: 30_000 }, () => {
  it('asks for the last hour, then 24 hours; no points shows the empty state', async () => {
    const user = userEvent.setup();
    server.current.routes.set(HISTORY, ok([]));
    const drawer = await showDrawer();
    expect(await within(drawer).findByText('该时间段内没有数据')).toBeInTheDocument();
    const first = requestsTo(server.current, HISTORY)[0]?.json as { from: number; to: number };
    expect(first).toMatchObject({ iotId: 'iot-0001', attrKey: 'temperature' });
    expect(first.to - first.from).toBe(3_600_000);
    await user.click(within(drawer).getByText('近24小时'));
    await waitFor(() => expect(requestsTo(server.current, HISTORY)).toHaveLength(2));
    const second = requestsTo(server.current, HISTORY)[1]?.json as { from: number; to: number };
    expect(second.to - second.from).toBe(86_400_000);
  });

  it('draws the chart of the values', async () => {
    const now = Date.now();
    server.current.routes.set(
      HISTORY,
      ok([
        { value: 20, valueTime: now - 120_000 },
        { value: 22.5, valueTime: now - 60_000 },
      ]),
    );
    const drawer = await showDrawer();
    expect(await within(drawer).findByTestId('time-line-chart', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(drawer).getByText('共 2 个数据点')).toBeInTheDocument();
    await waitFor(() => expect(within(drawer).getByTestId('time-line-chart').querySelector('svg')).not.toBeNull());
    expect(screen.queryByText('该时间段内没有数据')).toBeNull();
  });
});
