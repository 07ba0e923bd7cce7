import { MASTER_DATA_PATHS } from '@beacon/contracts/project-data-management';
import { REALTIME_CLOSE, TELEMETRY_PATHS } from '@beacon/contracts/telemetry';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/api-client/token-storage';
import { FakeSocket } from '../../../lib/realtime/fake-socket';
import {
  findOverlay,
  findRow,
  listA,
  ok,
  pickOption,
  renderInApp,
  requestsTo,
  setupTestServer,
} from '../../../test/page-test-kit';
import DeviceDataPage from './device-data.page';
import { HUMIDITY, LIVE_ROWS, PROJECTS, TEMPERATURE } from './device-data.test-rows';

// The machine may be busy: the first rows get longer than the default second to show.
const FIRST_LOAD = { timeout: 20_000 };
const firstRow = async (text: string) => {
  await screen.findByText(text, { selector: 'td, td *' }, FIRST_LOAD);
  return findRow(text);
};

const server = setupTestServer('admin');
const PAGE = `${TELEMETRY_PATHS.deviceData}/page`;
const HISTORY = `${TELEMETRY_PATHS.deviceData}/history`;
const PATH = '/data-manage/device-data/device-data';

const showPage = (search = '') => {
  server.current.routes.set(`${MASTER_DATA_PATHS.project}/list`, ok(PROJECTS));
  server.current.routes.set(PAGE, listA(LIVE_ROWS));
  const router = createMemoryRouter([{ path: PATH, element: <DeviceDataPage /> }], {
    initialEntries: [`${PATH}${search}`],
  });
  renderInApp(<RouterProvider router={router} />);
};

const WATCHED = [
  { devKey: 'sensor-01', attrKey: 'temperature' },
  { devKey: 'sensor-01', attrKey: 'humidity' },
];

describe('real-time device data', { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  beforeEach(() => {
    // The page opens its socket with the browser's class.
    vi.stubGlobal('WebSocket', FakeSocket);
    FakeSocket.created.length = 0;
    localStorage.setItem(STORAGE_KEYS.accessToken, 'access-1');
  });

  it('loads the first project, then the socket sends the token and watches the rows shown', async () => {
    showPage();
    const row = await firstRow('temperature');
    expect(within(row).getByText('21.5 °C')).toBeInTheDocument();
    expect(within(row).getByText('1号温湿度传感器')).toBeInTheDocument();
    expect(requestsTo(server.current, PAGE)[0]?.json).toEqual({
      msgId: expect.any(String),
      page_index: 1,
      page_size: 10,
      projectCode: 'P-SZ-001',
    });
    const socket = FakeSocket.latest();
    expect(socket.url).toBe(
      `${server.current.origin.replace('http', 'ws')}${TELEMETRY_PATHS.realtime}?projectCode=P-SZ-001`,
    );
    expect(screen.getByTestId('realtime-status')).toHaveAttribute('data-state', 'connecting');
    act(() => socket.open());
    expect(socket.sent).toEqual([{ accessToken: 'access-1' }, WATCHED]);
    expect(screen.getByTestId('realtime-status')).toHaveTextContent('实时推送中');
  });

  it('a pushed change updates its row in place without reloading, and flashes the value', async () => {
    showPage();
    await firstRow('temperature');
    const socket = FakeSocket.latest();
    act(() => socket.open());
    const pushedAt = TEMPERATURE.updateTime + 60_000;
    act(() =>
      socket.push([
        { iotId: 'iot-0001', attrKey: 'temperature', value: 26.5, valueTime: pushedAt - 1_000, updateTime: pushedAt },
      ]),
    );
    const cell = await screen.findByText('26.5 °C');
    expect(cell).toHaveClass('beacon-live-flash');
    expect(screen.getByTestId('live-value-iot-0001/temperature')).toBe(cell);
    expect(screen.queryByText('21.5 °C')).toBeNull();
    // The other property of the same device keeps its value.
    expect(screen.getByTestId('live-value-iot-0001/humidity')).toHaveTextContent('48 %');
    expect(requestsTo(server.current, PAGE)).toHaveLength(1);
    // An older change (out of order) does not go back.
    act(() =>
      socket.push([
        {
          iotId: 'iot-0001',
          attrKey: 'temperature',
          value: 1,
          valueTime: pushedAt - 9_000,
          updateTime: pushedAt - 5_000,
        },
      ]),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('live-value-iot-0001/temperature')).toHaveTextContent('26.5 °C');
  });

  it('filters by device name, devKey and property, and watches the rows of the new search', async () => {
    const user = userEvent.setup();
    showPage();
    await firstRow('temperature');
    const socket = FakeSocket.latest();
    act(() => socket.open());
    server.current.routes.set(PAGE, listA([HUMIDITY]));
    const filters = screen.getByTestId('filter-bar');
    expect(within(filters).queryByLabelText('设备ID')).toBeNull();
    fireEvent.change(within(filters).getByLabelText('设备名称'), { target: { value: '温湿度' } });
    fireEvent.change(within(filters).getByLabelText('设备Key'), { target: { value: 'sensor' } });
    fireEvent.change(within(filters).getByLabelText('属性标识'), { target: { value: 'humidity' } });
    await user.click(within(filters).getByRole('button', { name: /查询/ }));
    await waitFor(() => expect(requestsTo(server.current, PAGE)).toHaveLength(2));
    expect(requestsTo(server.current, PAGE)[1]?.json).toEqual({
      msgId: expect.any(String),
      page_index: 1,
      page_size: 10,
      projectCode: 'P-SZ-001',
      deviceName: '温湿度',
      devKey: 'sensor',
      attrKey: 'humidity',
    });
    await waitFor(() => expect(socket.sent.at(-1)).toEqual([{ devKey: 'sensor-01', attrKey: 'humidity' }]));
  });

  it('another project reloads with its code on a new socket and is remembered; the URL names the project', async () => {
    const user = userEvent.setup();
    showPage();
    await firstRow('temperature');
    const first = FakeSocket.latest();
    await user.click(screen.getByLabelText('所属项目'));
    await user.click(await pickOption('西湖园区'));
    await waitFor(() => expect(requestsTo(server.current, PAGE)).toHaveLength(2));
    expect(requestsTo(server.current, PAGE)[1]?.json).toMatchObject({ projectCode: 'P-HZ-001' });
    expect(first.closedWith).toBe(1000);
    expect(FakeSocket.latest().url).toContain('projectCode=P-HZ-001');
    expect(localStorage.getItem('deviceData.projectCode')).toBe('P-HZ-001');
  });

  it('with no choice made before, opens on the project with devices online', async () => {
    server.current.routes.set(
      `${TELEMETRY_PATHS.deviceData}/live-projects`,
      ok([{ projectCode: 'P-HZ-001', onlineDevices: 3 }]),
    );
    showPage();
    await firstRow('temperature');
    expect(requestsTo(server.current, PAGE)[0]?.json).toMatchObject({ projectCode: 'P-HZ-001' });
  });

  it('opens on the project of ?projectCode=', async () => {
    showPage('?projectCode=P-HZ-001');
    await firstRow('temperature');
    expect(requestsTo(server.current, PAGE)[0]?.json).toMatchObject({ projectCode: 'P-HZ-001' });
  });

  it('a refusal (4403) stops the socket and shows it; a row opens its history', async () => {
    server.current.routes.set(HISTORY, ok([]));
    showPage();
    const row = await firstRow('temperature');
    act(() => FakeSocket.latest().drop(REALTIME_CLOSE.forbidden));
    expect(screen.getByTestId('realtime-status')).toHaveAttribute('data-state', 'refused');
    expect(screen.getByRole('button', { name: '重新连接' })).toBeInTheDocument();
    // The drawer itself is tested alone (history-drawer.test.tsx).
    fireEvent.click(within(row).getByRole('button', { name: '历史' }));
    expect(await findOverlay('历史数据：1号温湿度传感器 · 温度')).toBeInTheDocument();
  });
});
