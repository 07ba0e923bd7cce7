import { type ApiCallLog, LOG_PATHS } from '@beacon/contracts/log-manage';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { findRow, listA, pickOption, renderInApp, requestsTo, setupTestServer } from '../../test/page-test-kit';
import { apiCallLogPageBody } from './api-call-log-filters';
import ApiCallLogListPage from './api-call-log-list-page';

// The machine may be busy: the first load gets longer than the default to show.
const FIRST_LOAD = { timeout: 10_000 };

const server = setupTestServer('admin');
const PAGE = `${LOG_PATHS.apiCallLog}/page`;
const AT = Date.UTC(2026, 10, 23, 6, 0, 0);

const CALLS: ApiCallLog[] = [
  {
    id: 2,
    appId: 'app-portal',
    appName: '园区门户',
    apiName: '设备实时数据',
    method: 'GET',
    path: '/gateway/device-data',
    httpStatus: 401,
    result: 'fail',
    durationMs: 3,
    clientIp: '10.0.0.7',
    requestId: 'req-0002',
    errorMessage: 'bad signature',
    createDate: AT,
  },
];

describe('API call logs', { timeout: 60_000 }, () => {
  it('shows the empty state saying entries appear once the gateway runs', async () => {
    server.current.routes.set(PAGE, listA([]));
    renderInApp(<ApiCallLogListPage />);
    await waitFor(() => expect(requestsTo(server.current, PAGE)).toHaveLength(1), FIRST_LOAD);
    expect(requestsTo(server.current, PAGE)[0]?.json).toEqual({
      msgId: expect.any(String),
      page_index: 1,
      page_size: 10,
    });
    // Once loaded (no spinner), the table's empty area says when entries will appear.
    await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).toBeNull(), FIRST_LOAD);
    expect(screen.getByTestId('empty-state-blank')).toHaveTextContent('第三方应用通过开放API网关调用接口后');
  });

  it('shows a call with its result tag, and filters by app and result', async () => {
    const user = userEvent.setup();
    server.current.routes.set(PAGE, listA(CALLS));
    renderInApp(<ApiCallLogListPage />);
    await screen.findByText('req-0002', { selector: 'td, td *' }, FIRST_LOAD);
    const row = await findRow('req-0002');
    expect(within(row).getByText('失败').closest('.ant-tag')).toHaveClass('ant-tag-red');
    expect(within(row).getByText('bad signature')).toBeInTheDocument();
    const filters = screen.getByTestId('filter-bar');
    await user.type(within(filters).getByLabelText('应用名称'), '门户');
    await user.click(within(filters).getByLabelText('调用结果'));
    await user.click(await pickOption('失败'));
    await user.click(within(filters).getByRole('button', { name: /查询/ }));
    await waitFor(() => expect(requestsTo(server.current, PAGE)).toHaveLength(2));
    expect(requestsTo(server.current, PAGE)[1]?.json).toEqual({
      msgId: expect.any(String),
      page_index: 1,
      page_size: 10,
      appName: '门户',
      result: 'fail',
    });
  });

  it('sends the time range as from/to in epoch ms, the end second included', () => {
    const body = apiCallLogPageBody({
      pageIndex: 2,
      pageSize: 20,
      filters: { timeRange: ['2026-11-01 00:00:00', '2026-11-02 23:59:59'], result: 'success', appName: '' },
    });
    expect(body).toEqual({
      page_index: 2,
      page_size: 20,
      appName: undefined,
      result: 'success',
      from: dayjs('2026-11-01 00:00:00').valueOf(),
      to: dayjs('2026-11-02 23:59:59').valueOf() + 999,
    });
  });
});
