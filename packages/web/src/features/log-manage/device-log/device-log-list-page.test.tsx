import { type DeviceLog, TELEMETRY_PATHS } from '@beacon/contracts/telemetry';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { findRow, listA, pickOption, renderInApp, requestsTo, setupTestServer } from '../../../test/page-test-kit';
import { deviceLogPageBody } from './device-log-filters';
import DeviceLogListPage from './device-log-list-page';

// The machine may be busy: the first rows get longer than the default second to show.
const FIRST_LOAD = { timeout: 10_000 };
const firstRow = async (text: string) => {
  await screen.findByText(text, { selector: 'td, td *' }, FIRST_LOAD);
  return findRow(text);
};

const server = setupTestServer('admin');
const PAGE = `${TELEMETRY_PATHS.deviceLog}/page`;
const AT = Date.UTC(2026, 10, 23, 6, 0, 0);

const LOGS: DeviceLog[] = [
  {
    id: 2,
    iotId: 'iot-0001',
    devKey: 'sensor-01',
    deviceName: '1号温湿度传感器',
    type: 'rejected',
    content: '{"params":{"temperature":999}}',
    reason: 'temperature: out of range: 999 > max 80',
    refusals: [{ path: 'temperature', reason: 'tooBig', params: { max: 80 } }],
    createDate: AT,
    count: 37,
  },
  {
    id: 3,
    iotId: 'iot-0001',
    devKey: 'sensor-01',
    deviceName: '1号温湿度传感器',
    type: 'rejected',
    content: '{"params":{"humidity":-1}}',
    // A row written before reason keys: its English is all there is.
    reason: 'humidity: out of range: -1 < min 0',
    createDate: AT - 30_000,
    count: 1,
  },
  {
    id: 1,
    iotId: 'iot-0001',
    devKey: 'sensor-01',
    deviceName: '1号温湿度传感器',
    type: 'online',
    content: 'connected',
    reason: '',
    createDate: AT - 60_000,
    count: 1,
  },
];

describe('device logs', { timeout: 60_000 }, () => {
  it('shows type tags in colour, the content, the reason of a rejected message in Chinese and how many it stands for', async () => {
    server.current.routes.set(PAGE, listA(LOGS));
    renderInApp(<DeviceLogListPage />);
    const rejected = await firstRow('{"params":{"temperature":999}}');
    expect(within(rejected).getByText('消息拒绝').closest('.ant-tag')).toHaveClass('ant-tag-red');
    expect(within(rejected).getByText('temperature: 不能大于 80')).toBeInTheDocument();
    expect(within(rejected).queryByText(/out of range/)).toBeNull();
    const old = await firstRow('{"params":{"humidity":-1}}');
    expect(within(old).getByText('humidity: out of range: -1 < min 0')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: '次数' })).toBeInTheDocument();
    expect(within(rejected).getByText('37')).toBeInTheDocument();
    const online = await firstRow('connected');
    expect(within(online).getByText('上线').closest('.ant-tag')).toHaveClass('ant-tag-green');
    expect(within(online).getByText('--')).toBeInTheDocument();
    expect(requestsTo(server.current, PAGE)[0]?.json).toEqual({
      msgId: expect.any(String),
      page_index: 1,
      page_size: 10,
    });
  });

  it('filters by device and type: the request body carries devKey and type', async () => {
    const user = userEvent.setup();
    server.current.routes.set(PAGE, listA(LOGS));
    renderInApp(<DeviceLogListPage />);
    await firstRow('connected');
    const filters = screen.getByTestId('filter-bar');
    await user.type(within(filters).getByLabelText('设备Key'), 'sensor-01');
    await user.click(within(filters).getByLabelText('日志类型'));
    await user.click(await pickOption('消息拒绝'));
    await user.click(within(filters).getByRole('button', { name: /查询/ }));
    await waitFor(() => expect(requestsTo(server.current, PAGE)).toHaveLength(2));
    expect(requestsTo(server.current, PAGE)[1]?.json).toEqual({
      msgId: expect.any(String),
      page_index: 1,
      page_size: 10,
      devKey: 'sensor-01',
      type: 'rejected',
    });
  });

  it('sends the time range as from/to in epoch ms, the end second included', () => {
    const body = deviceLogPageBody({
      pageIndex: 2,
      pageSize: 20,
      filters: { timeRange: ['2026-11-01 00:00:00', '2026-11-02 23:59:59'], type: 'event', devKey: '' },
    });
    expect(body).toEqual({
      page_index: 2,
      page_size: 20,
      devKey: undefined,
      type: 'event',
      from: dayjs('2026-11-01 00:00:00').valueOf(),
      to: dayjs('2026-11-02 23:59:59').valueOf() + 999,
    });
  });
});
