import { operaLogEndpoints } from '@beacon/contracts/log-manage.endpoints';
import type { OperaLog } from '@beacon/contracts/system-management';
import dayjs from 'dayjs';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildWorkbook, fetchExportRows } from '../../../components/crud/export-rows';
import { pageTexts } from '../../../components/page-kit/page-texts';
import {
  cellTagColor,
  cellText,
  columnsIn,
  detailItems,
  exportColumns,
  tableColumns,
} from '../../../components/page-kit/spec-columns';
import { filterFields, specBody } from '../../../components/page-kit/spec-filters';
import { exportSourceOf } from '../../../components/page-kit/spec-source';
import { setupTestServer } from '../../../test/page-test-kit';
import { rowHandlers, textContext } from '../../../test/text-context';
import page from './opera-log.page';

const { spec } = page;
const zh = textContext('operaLog');
const en = textContext('operaLog', 'en-US');
const handlers = rowHandlers();

const row = (id: number, fields: Partial<OperaLog> = {}): OperaLog => ({
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
const FAILED = row(2, { resultCode: '4001001', httpStatus: 400, targetId: '', msgId: '' });
const SIGN_IN = row(1, { module: 'auth', action: 'auth.login', path: '/api/v1/auth/login', targetId: '' });

/** The cell texts of a row's table columns, by column key. */
const cells = (entry: OperaLog, context = zh) =>
  Object.fromEntries(columnsIn(spec, 'table').map((column) => [column.key, cellText(column, entry, context)]));
const resultColumn = () => {
  const found = columnsIn(spec, 'table').find((column) => column.key === 'resultCode');
  if (!found) throw new Error('no result column');
  return found;
};

describe('operation log page: filters', () => {
  it('filters by account, module (titles in the language, sign-in included), action, result and time', () => {
    const fields = filterFields(spec, zh);
    expect(fields.map((field) => [field.model, field.label, field.type])).toEqual([
      ['account', '账号', 'text'],
      ['module', '模块', 'select'],
      ['action', '操作', 'text'],
      ['result', '结果', 'select'],
      ['timeRange', '操作时间', 'datetimerange'],
    ]);
    const options = (context = zh, model = 'module') => {
      const field = filterFields(spec, context).find((item) => item.model === model);
      return field?.type === 'select' ? field.options?.map((option) => [option.value, option.label]) : [];
    };
    expect(options()).toContainEqual(['system-management', '平台管理']);
    expect(options()).toContainEqual(['auth', '登录/登出']);
    expect(options(en)).toContainEqual(['system-management', 'System management']);
    expect(options(zh, 'result')).toEqual([
      ['success', '成功'],
      ['failure', '失败'],
    ]);
    expect(fields[0]).toMatchObject({ maxLength: 64 });
  });

  it('sends the time range as startTime/endTime in epoch ms, the end second included, and no times without one', () => {
    const query = (filters: Record<string, unknown>) => ({ pageIndex: 1, pageSize: 10, filters });
    expect(
      specBody(spec)(query({ account: 'admin', timeRange: ['2026-03-01 00:00:00', '2026-03-02 23:59:59'] })),
    ).toEqual({
      page_index: 1,
      page_size: 10,
      account: 'admin',
      startTime: dayjs('2026-03-01T00:00:00').valueOf(),
      endTime: dayjs('2026-03-02T23:59:59').valueOf() + 999,
    });
    expect(specBody(spec)(query({ module: 'auth', result: 'failure' }))).toEqual({
      page_index: 1,
      page_size: 10,
      module: 'auth',
      result: 'failure',
    });
  });
});

describe('operation log page: rows', () => {
  it('shows time, module titles, the request and the result; empty cells stay empty for the table\'s "--"', () => {
    expect(cells(row(3))).toEqual({
      createDate: '2026-03-01 10:20:30',
      account: 'admin',
      module: '平台管理',
      action: 'role.save',
      path: 'POST /api/v1/system/role/save',
      targetId: '7',
      resultCode: '成功',
      httpStatus: 200,
      durationMs: 12,
      ip: '127.0.0.1',
      msgId: 'msg-3',
    });
    expect(cells(SIGN_IN).module).toBe('登录/登出');
    expect(cells(row(4, { module: 'legacy' })).module).toBe('legacy');
    expect(cells(FAILED)).toMatchObject({ resultCode: '失败 4001001', targetId: '', msgId: '' });
    expect(cellTagColor(resultColumn(), row(3))).toBe('green');
    expect(cellTagColor(resultColumn(), FAILED)).toBe('red');
    expect(cellTagColor(resultColumn(), row(5, { resultCode: '200' }))).toBe('green');
  });

  it('names modules and results in English when the console speaks English', () => {
    expect(cells(SIGN_IN, en).module).toBe('Sign-in/sign-out');
    expect(cells(row(3), en).module).toBe('System management');
    expect(cells(FAILED, en).resultCode).toBe('Failed 4001001');
  });

  it('titles the columns and the detail action as before (查看 / 详情)', () => {
    expect(tableColumns(spec, zh, handlers).map((column) => column.title)).toEqual([
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
      '查看',
    ]);
    expect(pageTexts(zh)).toMatchObject({ detailAction: '详情', detailTitle: '操作日志详情' });
  });

  it('shows an entry in full in the detail drawer: the user agent too', () => {
    const items = detailItems(spec, row(3), zh);
    expect(items.map((item) => item.label)).toEqual([
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
  });
});

const holder = setupTestServer();
const answer = (items: OperaLog[], total: number) =>
  holder.current.routes.set(operaLogEndpoints.page.path, {
    body: { code: '000000', is_success: true, result: { items, total_count: total }, error_info: null },
  });
const bodies = () => holder.current.seen.map((request) => JSON.parse(request.body) as Record<string, unknown>);
// jsdom's Blob has no arrayBuffer(); FileReader reads it.
const readBlob = (blob: Blob) =>
  new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });

describe('operation log page: export', () => {
  it('pages through with the filters, the time range as epoch ms and an end time fixed at the start', async () => {
    answer(
      Array.from({ length: 500 }, (_, index) => row(index + 1)),
      1_200,
    );
    const { rows } = await fetchExportRows(exportSourceOf(spec, 1_000_000), { account: 'admin', module: '' });
    expect(rows).toHaveLength(1_200);
    expect(bodies().map((body) => body.page_index)).toEqual([1, 2, 3]);
    for (const body of bodies()) {
      expect(body).toMatchObject({ page_size: 500, account: 'admin', endTime: 1_000_000 });
      expect(body).not.toHaveProperty('module');
    }
  });

  it('keeps the end of a chosen time range', async () => {
    answer([row(1)], 1);
    await fetchExportRows(exportSourceOf(spec, 1_000_000), {
      timeRange: ['2026-03-01 00:00:00', '2026-03-02 23:59:59'],
    });
    expect(bodies()[0]?.endTime).toBe(dayjs('2026-03-02T23:59:59').valueOf() + 999);
    expect(bodies()[0]).not.toHaveProperty('timeRange');
  });

  it('writes the rows under the table headers, the user agent included', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await readBlob(await buildWorkbook([row(1), FAILED], exportColumns(spec, zh), 'log')));
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
    expect(pageTexts(zh).fileName).toBe('系统操作日志');
  });
});
