import { DEVICE_PATH } from '@beacon/contracts/iot-device';
import { deviceEndpoints } from '@beacon/contracts/iot-device.endpoints';
import { deviceFileEndpoints } from '@beacon/contracts/iot-device-files.endpoints';
import { sceneLogEndpoints } from '@beacon/contracts/log-manage.endpoints';
import { deviceDetailTelemetryEndpoints } from '@beacon/contracts/telemetry.endpoints';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { listA, renderInApp, requestsTo, setupTestServer } from '../../test/page-test-kit';
import { definePage } from './define-page';
import { downloadBodyOf, listSourceOf } from './spec-source';

// The kit's server download, toolbar part's selection and path parameters; composition is in declared-page.test.
const FIRST_LOAD = { timeout: 10_000 };
const server = setupTestServer();
const DEVICE = { iotId: 'd1', devKey: 'k1', name: '传感器', stdModelId: 1, thirdModelId: null, projectCode: 'P' };
const ROW = {
  ...DEVICE,
  categoryId: null,
  areaCode: null,
  address: '',
  status: 'online',
  lastOnlineTime: null,
  firmware: '',
};

beforeAll(() => {
  // jsdom has no object URLs or downloads.
  URL.createObjectURL = () => 'blob:test';
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});

describe('DeclaredPage files and parts', { timeout: 30_000 }, () => {
  it("downloads the server's file of the filtered rows, and gives its toolbar part the selection", async () => {
    const Page = definePage({
      route: '/iot-device-manage/list',
      texts: 'kitPage',
      endpoint: deviceEndpoints.page,
      rowKey: 'iotId',
      filters: ['status'],
      columns: ['name'],
      toolbar: [
        { kind: 'bulk', key: 'noop', ask: 'delete', run: async () => undefined },
        { kind: 'download', endpoint: deviceFileEndpoints.exportDevices },
      ],
      parts: { toolbar: ({ selectedRows }) => <span>selected {selectedRows.map((row) => row.iotId).join()}</span> },
    });
    server.current.routes.set(`${DEVICE_PATH}/page`, listA([{ ...ROW, createDate: 1 }]));
    server.current.routes.set(`${DEVICE_PATH}/export`, {
      body: Buffer.from('xlsx'),
      headers: { 'content-disposition': 'attachment; filename="devices.xlsx"' },
    });
    renderInApp(
      <MemoryRouter>
        <Page />
      </MemoryRouter>,
    );
    const table = screen.getByTestId('list-table');
    await within(table).findByText('传感器', {}, FIRST_LOAD);
    expect(screen.getByText(/^selected/)).toHaveTextContent('selected');
    fireEvent.click(within(table).getAllByRole('checkbox')[1] ?? table);
    expect(screen.getByText(/^selected/)).toHaveTextContent('selected d1');
    expect(screen.getByTestId('download')).toHaveTextContent('导出');
    fireEvent.click(screen.getByTestId('download'));
    await waitFor(() => expect(requestsTo(server.current, `${DEVICE_PATH}/export`, 'POST')).toHaveLength(1));
    expect(requestsTo(server.current, `${DEVICE_PATH}/export`)[0]?.json).toEqual({ msgId: expect.any(String) });
  });

  it('a download takes the list body without its paging, time ranges as epoch ms', () => {
    const { spec } = definePage({
      route: '/sass-log/list',
      texts: 'kitPage',
      endpoint: sceneLogEndpoints.page,
      filters: ['result', { key: 'timeRange', range: ['from', 'to'] }],
      columns: ['ruleName'],
    });
    const body = downloadBodyOf(spec, { result: 'fail', timeRange: ['2026-01-01 00:00:00', ''] }, { ruleId: 'r1' });
    expect(body).toEqual({ result: 'fail', from: expect.any(Number), to: expect.any(Number), ruleId: 'r1' });
  });

  it("puts a page's path parameters into its endpoint's path", async () => {
    const { spec } = definePage({
      route: '/iot-device-manage/detail',
      texts: 'kitPage',
      endpoint: deviceDetailTelemetryEndpoints.logPage,
      usePathParams: () => ({ iotId: 'd1' }),
      columns: ['content'],
    });
    const path = `${DEVICE_PATH}/d1/log/page`;
    server.current.routes.set(path, listA([]));
    await listSourceOf(spec, {}, { iotId: 'd1' }).load(
      { pageIndex: 1, pageSize: 10, filters: {} },
      new AbortController().signal,
    );
    expect(requestsTo(server.current, path, 'POST')).toHaveLength(1);
  });
});
