import { operaLogEndpoints } from '@beacon/contracts/log-manage.endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n';
import { listA, renderInApp, setupTestServer } from '../../test/page-test-kit';
import OperaLogListPage from './opera-log-list-page';

const PAGE = operaLogEndpoints.page.path;

const row = (id: number, fields: Record<string, unknown>) => ({
  id,
  account: 'admin',
  module: 'system-management',
  action: 'role.save',
  method: 'POST',
  path: '/api/v1/system/role/save',
  targetId: '7',
  msgId: `msg-${id}`,
  ip: '127.0.0.1',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0',
  resultCode: '000000',
  httpStatus: 200,
  durationMs: 12,
  createDate: dayjs('2026-03-01T10:20:30').valueOf(),
  ...fields,
});

const ROWS = [
  row(3, {}),
  row(2, { action: 'role.save', resultCode: '4001001', httpStatus: 400, targetId: '', msgId: '' }),
  row(1, { module: 'auth', action: 'auth.login', path: '/api/v1/auth/login', targetId: '' }),
];

const holder = setupTestServer();
beforeEach(() => {
  holder.current.routes.set(PAGE, listA(ROWS));
});

const bodies = () => holder.current.seen.map((request) => JSON.parse(request.body) as Record<string, unknown>);

describe('OperaLogListPage', () => {
  it('shows the rows with time, module titles, request and result tags; empty cells are --', async () => {
    renderInApp(<OperaLogListPage />);
    const table = screen.getByTestId('list-table');
    expect(await within(table).findByText('登录/登出')).toBeInTheDocument();
    expect(within(table).getAllByText('平台管理')).toHaveLength(2);
    expect(within(table).getAllByText('2026-03-01 10:20:30')).toHaveLength(3);
    expect(within(table).getAllByText('POST /api/v1/system/role/save')).toHaveLength(2);
    expect(within(table).getAllByText('成功')).toHaveLength(2);
    const failed = within(table).getByText('失败 4001001');
    expect(failed.closest('.ant-tag')).toHaveClass('ant-tag-red');
    expect(within(table).getAllByText('成功')[0]?.closest('.ant-tag')).toHaveClass('ant-tag-green');
    expect(within(table).getAllByText('--').length).toBeGreaterThanOrEqual(3);
    expect(holder.current.seen[0]?.method).toBe('POST');
    expect(bodies()[0]).toMatchObject({ page_index: 1, page_size: 10 });
    expect(bodies()[0]).not.toHaveProperty('startTime');
  });

  it('sends account, module and the time range as startTime/endTime epoch ms', { timeout: 20_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    renderInApp(<OperaLogListPage />);
    await within(screen.getByTestId('list-table')).findByText('登录/登出');

    await user.click(screen.getByLabelText('账号'));
    await user.paste('admin');
    await user.click(screen.getByLabelText('模块'));
    const option = await waitFor(() => {
      const found = Array.from(document.querySelectorAll<HTMLElement>('.ant-select-item-option')).find(
        (element) => element.textContent === '平台管理',
      );
      if (!found) throw new Error('no 平台管理 option');
      return found;
    });
    await user.click(option);

    const [start, end] = screen.getAllByPlaceholderText(/日期/);
    if (!start || !end) throw new Error('no range inputs');
    await user.click(start);
    await user.paste('2026-03-01 00:00:00');
    await user.keyboard('{Enter}');
    await user.paste('2026-03-02 23:59:59');
    await user.keyboard('{Enter}');

    await user.click(screen.getByRole('button', { name: /查询/ }));
    await waitFor(() => expect(holder.current.seen).toHaveLength(2));
    const sent = bodies()[1];
    expect(sent).toMatchObject({
      page_index: 1,
      page_size: 10,
      account: 'admin',
      module: 'system-management',
      startTime: dayjs('2026-03-01T00:00:00').valueOf(),
      endTime: dayjs('2026-03-02T23:59:59').valueOf() + 999,
    });
    expect(sent).not.toHaveProperty('timeRange');
  });

  it('names modules in English when the console speaks English', async () => {
    setLanguage('en-US');
    renderInApp(<OperaLogListPage />);
    const table = screen.getByTestId('list-table');
    expect(await within(table).findByText('Sign-in/sign-out')).toBeInTheDocument();
    expect(within(table).getAllByText('System management')).toHaveLength(2);
    expect(within(table).getByText('Failed 4001001')).toBeInTheDocument();
  });

  it('shows an entry in the detail drawer and sends the result filter', { timeout: 20_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    renderInApp(<OperaLogListPage />);
    const table = screen.getByTestId('list-table');
    await within(table).findByText('登录/登出');

    const [detail] = within(table).getAllByTestId('opera-log-detail');
    if (!detail) throw new Error('no detail button');
    await user.click(detail);
    const drawer = await screen.findByTestId('opera-log-detail-drawer');
    expect(within(drawer).getByText('操作日志详情')).toBeInTheDocument();
    expect(within(drawer).getByText('msg-3')).toBeInTheDocument();
    expect(within(drawer).getByText('7')).toBeInTheDocument();
    expect(within(drawer).getByText('12')).toBeInTheDocument();
    expect(within(drawer).getByText('127.0.0.1')).toBeInTheDocument();
    expect(within(drawer).getByText('Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0')).toBeInTheDocument();
    expect(within(drawer).getByText('POST /api/v1/system/role/save')).toBeInTheDocument();
    expect(within(drawer).getByText('成功')).toBeInTheDocument();
    await user.click(screen.getByLabelText('结果'));
    const option = await waitFor(() => {
      const found = Array.from(document.querySelectorAll<HTMLElement>('.ant-select-item-option')).find(
        (element) => element.textContent === '失败',
      );
      if (!found) throw new Error('no 失败 option');
      return found;
    });
    await user.click(option);
    await user.click(screen.getByRole('button', { name: /查询/ }));
    await waitFor(() => expect(holder.current.seen).toHaveLength(2));
    expect(bodies()[1]).toMatchObject({ result: 'failure' });
  });
});
