import type { OperaLog } from '@beacon/contracts/system';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, message } from 'antd';
import ExcelJS from 'exceljs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n';
import { startTestServer, type TestServer } from '../../lib/api-client/test-server';
import { setApiBaseUrl } from '../../lib/api-client/url';
import { OPERA_LOG_PAGE_URL } from './api/post-opera-log-page';
import { EXPORT_LIMIT, fetchExportRows } from './opera-log-export';
import OperaLogListPage from './opera-log-list-page';

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
  resultCode: id % 2 ? '000000' : '4001001',
  httpStatus: 200,
  durationMs: 5,
  createDate: Date.UTC(2026, 2, 1, 2, 0, 0),
});

const answer = (items: OperaLog[], total: number) =>
  server.routes.set(OPERA_LOG_PAGE_URL, {
    body: { code: '000000', is_success: true, result: { items, total_count: total }, error_info: null },
  });

let server: TestServer;
const saved: Blob[] = [];

beforeAll(async () => {
  server = await startTestServer();
  setApiBaseUrl(server.origin);
  URL.createObjectURL = (blob: Blob) => {
    saved.push(blob);
    return 'blob:test';
  };
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterAll(async () => {
  setApiBaseUrl(undefined);
  vi.restoreAllMocks();
  await server.close();
});
beforeEach(() => {
  server.seen.length = 0;
  saved.length = 0;
  localStorage.clear();
  setLanguage('zh-CN');
});
afterEach(async () => {
  await act(async () => {
    message.destroy();
  });
});

// jsdom's Blob has no arrayBuffer(); FileReader reads it.
const readBlob = (blob: Blob) =>
  new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });

const bodies = () => server.seen.map((request) => JSON.parse(request.body) as Record<string, unknown>);
const fullPage = Array.from({ length: 500 }, (_, index) => row(index + 1));

describe('fetchExportRows', () => {
  it('fetches pages of 500 with the filters and a fixed end time until the total, reporting progress', async () => {
    answer(fullPage, 1_200);
    const progress: number[][] = [];
    const { rows, total } = await fetchExportRows({ account: 'admin', module: '' }, (done, target) =>
      progress.push([done, target]),
    );
    expect(total).toBe(1_200);
    expect(rows).toHaveLength(1_200);
    expect(progress).toEqual([
      [500, 1_200],
      [1_000, 1_200],
      [1_200, 1_200],
    ]);
    expect(bodies().map((body) => body.page_index)).toEqual([1, 2, 3]);
    for (const body of bodies()) {
      expect(body).toMatchObject({ page_size: 500, account: 'admin', endTime: bodies()[0]?.endTime });
      expect(body).not.toHaveProperty('module');
    }
  });

  it('stops at the export limit', async () => {
    answer(fullPage, 12_000);
    const { rows } = await fetchExportRows({}, () => undefined);
    expect(rows).toHaveLength(EXPORT_LIMIT);
    expect(server.seen).toHaveLength(EXPORT_LIMIT / 500);
  });
});

describe('export button', () => {
  it('writes the filtered rows to an xlsx file with the table headers', { timeout: 20_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    answer([row(1), row(2)], 2);
    render(
      <App>
        <OperaLogListPage />
      </App>,
    );
    await within(screen.getByTestId('list-table')).findAllByText('平台管理');
    await user.click(screen.getByLabelText('账号'));
    await user.paste('admin');
    await user.click(screen.getByRole('button', { name: /查询/ }));
    await waitFor(() => expect(server.seen).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: /导出/ }));
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 10_000 });
    expect(bodies()[2]).toMatchObject({ page_index: 1, page_size: 500, account: 'admin' });
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
      '消息ID',
    ]);
    expect(sheet?.getRow(2).getCell(3).value).toBe('平台管理');
    expect(sheet?.getRow(2).getCell(7).value).toBe('成功');
    expect(sheet?.getRow(3).getCell(7).value).toBe('失败 4001001');
    expect(sheet?.rowCount).toBe(3);
  });
});
