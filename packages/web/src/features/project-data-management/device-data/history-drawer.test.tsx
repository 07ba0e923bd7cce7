import { TELEMETRY_PATHS } from '@beacon/contracts/telemetry';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { findOverlay, ok, renderInApp, requestsTo, setupTestServer } from '../../../test/page-test-kit';
import { TEMPERATURE } from './device-data.test-rows';
import { HistoryDrawer } from './history-drawer';

const server = setupTestServer('admin');
const HISTORY = `${TELEMETRY_PATHS.deviceData}/history`;
const EXPORT = `${TELEMETRY_PATHS.deviceData}/history/export`;
const ROW = TEMPERATURE;

// The drawer alone, as the page opens it on a row.
const showDrawer = async () => {
  renderInApp(<HistoryDrawer record={ROW} open onClose={() => undefined} afterClose={() => undefined} />);
  return findOverlay('历史数据：1号温湿度传感器 · 温度');
};

beforeAll(() => {
  // jsdom has no object URLs or downloads.
  URL.createObjectURL = () => 'blob:test';
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});

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

  it("exports the chart's range of this property, or of every property of the device, as the server's file", async () => {
    const user = userEvent.setup();
    server.current.routes.set(HISTORY, ok([]));
    server.current.routes.set(EXPORT, {
      body: Buffer.from('xlsx'),
      headers: { 'content-disposition': "attachment; filename*=UTF-8''history.xlsx" },
    });
    const drawer = await showDrawer();
    const exportButton = within(drawer).getByTestId('download');
    expect(exportButton).toHaveTextContent('导出');
    await user.click(exportButton);
    await waitFor(() => expect(requestsTo(server.current, EXPORT, 'POST')).toHaveLength(1));
    const first = requestsTo(server.current, EXPORT)[0]?.json as { iotId: string; from: number; to: number };
    expect(first).toMatchObject({ iotId: 'iot-0001', attrKey: 'temperature' });
    // The chart's last hour, its end second included.
    expect(first.to - first.from).toBeGreaterThanOrEqual(3_600_000);
    expect(first.to - first.from).toBeLessThan(3_602_000);
    await user.click(within(drawer).getByRole('combobox', { name: '导出内容' }));
    await user.click(await screen.findByText('该设备全部属性'));
    await user.click(exportButton);
    await waitFor(() => expect(requestsTo(server.current, EXPORT, 'POST')).toHaveLength(2));
    const second = requestsTo(server.current, EXPORT)[1]?.json as Record<string, unknown>;
    expect(second).toMatchObject({ iotId: 'iot-0001' });
    expect(second).not.toHaveProperty('attrKey');
  });
});
