import { operaLogEndpoints } from '@beacon/contracts/log-manage.endpoints';
import type { OperaLog } from '@beacon/contracts/system';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchExportRows } from '../../components/crud/export-rows';
import { renderInApp, setupTestServer } from '../../test/page-test-kit';
import { operaLogExportSource } from './api/post-opera-log-page';
import OperaLogListPage from './opera-log-list-page';

const PAGE = operaLogEndpoints.page.path;

const row = (id: number): OperaLog => ({
  id,
  account: 'admin',
  module: 'system-management',
  action: 'role.save',
  method: 'POST',
  path: '/api/v1/system/role/save',
  targetId: String(id),
  msgId: `msg-${id}`,
  ip: '127.0.0.1',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0',
  resultCode: id % 2 ? '000000' : '4001001',
  httpStatus: 200,
  durationMs: 5,
  createDate: Date.UTC(2026, 2, 1, 2, 0, 0),
});

const holder = setupTestServer();
const answer = (items: OperaLog[], total: number) =>
  holder.current.routes.set(PAGE, {
    body: { code: '000000', is_success: true, result: { items, total_count: total }, error_info: null },
  });
const saved: Blob[] = [];

beforeAll(() => {
  URL.createObjectURL = (blob: Blob) => {
    saved.push(blob);
    return 'blob:test';
  };
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterAll(() => {
  vi.restoreAllMocks();
});
beforeEach(() => {
  saved.length = 0;
});

// jsdom's Blob has no arrayBuffer(); FileReader reads it.
const readBlob = (blob: Blob) =>
  new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });

const bodies = () => holder.current.seen.map((request) => JSON.parse(request.body) as Record<string, unknown>);

describe('operation log export source', () => {
  it('pages through with the filters, the time range as epoch ms and an end time fixed at the start', async () => {
    answer(
      Array.from({ length: 500 }, (_, index) => row(index + 1)),
      1_200,
    );
    const { rows } = await fetchExportRows(operaLogExportSource(1_000_000), { account: 'admin', module: '' });
    expect(rows).toHaveLength(1_200);
    expect(bodies().map((body) => body.page_index)).toEqual([1, 2, 3]);
    for (const body of bodies()) {
      expect(body).toMatchObject({ page_size: 500, account: 'admin', endTime: 1_000_000 });
      expect(body).not.toHaveProperty('module');
    }
  });

  it('keeps the end of a chosen time range', async () => {
    answer([row(1)], 1);
    await fetchExportRows(operaLogExportSource(1_000_000), {
      timeRange: ['2026-03-01 00:00:00', '2026-03-02 23:59:59'],
    });
    expect(bodies()[0]?.endTime).not.toBe(1_000_000);
    expect(bodies()[0]).not.toHaveProperty('timeRange');
  });
});

describe('export button', () => {
  it('writes the filtered rows to an xlsx file with the table headers', { timeout: 20_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    answer([row(1), row(2)], 2);
    renderInApp(<OperaLogListPage />);
    await within(screen.getByTestId('list-table')).findAllByText('平台管理');
    await user.click(screen.getByLabelText('账号'));
    await user.paste('admin');
    await user.click(screen.getByRole('button', { name: /查询/ }));
    await waitFor(() => expect(holder.current.seen).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: /导出/ }));
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 10_000 });
    expect(bodies()[2]).toMatchObject({ page_index: 1, page_size: 500, account: 'admin', endTime: expect.any(Number) });
    expect(await screen.findByText('已导出 2 条')).toBeInTheDocument();

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await readBlob(saved[0] as Blob));
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      '时间',
      '账号',
      '模块',
      '操作',
      '请求',
      '目标ID',
      '结果',
      'HTTP状态',
      '耗时(ms)',
      'IP',
      '用户代理',
      '消息ID',
    ]);
    expect(sheet?.getRow(2).getCell(3).value).toBe('平台管理');
    expect(sheet?.getRow(2).getCell(7).value).toBe('成功');
    expect(sheet?.getRow(3).getCell(7).value).toBe('失败 4001001');
    expect(sheet?.rowCount).toBe(3);
  });
});
