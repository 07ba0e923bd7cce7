import type { ApiCallLog } from '@beacon/contracts/log-manage';
import { apiCallLogEndpoints } from '@beacon/contracts/log-manage.endpoints';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n';
import { useSessionStore } from '../../lib/session-store';
import { rowHandlers, textContext } from '../../test/text-context';
import { definePage } from './define-page';
import { pageTexts } from './page-texts';
import {
  cellContent,
  cellTagColor,
  cellText,
  columnsIn,
  detailItems,
  exportColumns,
  tableColumns,
  tableWidth,
} from './spec-columns';

const run = vi.fn();
const page = definePage({
  route: '/api-call-log/list',
  texts: 'kitColumns',
  endpoint: apiCallLogEndpoints.page,
  columns: [
    { key: 'createDate', label: 'time', format: 'dateTime', width: 170 },
    'appName',
    { key: 'result', width: 90, tags: { success: 'green', fail: 'red' } },
    { key: 'path', width: 200, text: (row) => `${row.method} ${row.path}` },
    { key: 'httpStatus', tagColor: (row) => (row.httpStatus < 400 ? 'blue' : 'orange'), only: ['table'] },
    { key: 'requestId', copy: true, only: ['detail', 'export'], exportWidth: 30 },
    { key: 'errorMessage', only: ['detail'] },
  ],
  rowActions: [
    { kind: 'detail' },
    { kind: 'run', key: 'retry', button: 'Page:retry', visible: (row) => row.result === 'fail', run },
  ],
  actionsWidth: 140,
});
const spec = page.spec;

const row: ApiCallLog = {
  id: 1,
  appId: 'app-1',
  appName: '门户',
  apiId: null,
  apiName: '',
  method: 'GET',
  path: '/gateway/x',
  httpStatus: 401,
  result: 'fail',
  durationMs: 3,
  clientIp: '',
  requestId: 'req-1',
  errorMessage: '',
  reason: '',
  bytesIn: 0,
  bytesOut: 0,
  createDate: new Date(2026, 10, 23, 6, 0, 0).getTime(),
};
const context = textContext('kitColumns');
const column = (key: string) => {
  const found = columnsIn(spec, 'table').find((item) => item.key === key);
  if (!found) throw new Error(`no column ${key}`);
  return found;
};

beforeAll(() => {
  i18n.addResourceBundle('zh-CN', 'kitColumns', {
    time: '时间',
    appName: '应用',
    result: '结果',
    path: '路径',
    httpStatus: '状态',
    requestId: '请求ID',
    errorMessage: '错误',
    retry: '重试',
    values: { result: { success: '成功', fail: '失败' } },
  });
});
beforeEach(() => {
  run.mockClear();
  useSessionStore.setState({ menus: [] });
});

describe('columns by place', () => {
  it('keeps the declared order and shows each column only where it is marked for', () => {
    expect(columnsIn(spec, 'table').map((item) => item.key)).toEqual([
      'createDate',
      'appName',
      'result',
      'path',
      'httpStatus',
    ]);
    expect(columnsIn(spec, 'detail').map((item) => item.key)).toEqual([
      'createDate',
      'appName',
      'result',
      'path',
      'requestId',
      'errorMessage',
    ]);
    expect(columnsIn(spec, 'export').map((item) => item.key)).toContain('requestId');
  });
});

describe('cells', () => {
  it('reads a value by its format, its tag value text, its own text, else the field', () => {
    expect(cellText(column('createDate'), row, context)).toBe('2026-11-23 06:00:00');
    expect(cellText(column('result'), row, context)).toBe('失败');
    expect(cellText(column('path'), row, context)).toBe('GET /gateway/x');
    expect(cellText(column('appName'), row, context)).toBe('门户');
    expect(cellText({ key: 'missing' }, row, context)).toBe('');
  });

  it('colours a tag by its value or by the row, and shows the text in it', () => {
    expect(cellTagColor(column('result'), row)).toBe('red');
    expect(cellTagColor(column('result'), { ...row, result: 'success' })).toBe('green');
    expect(cellTagColor(column('httpStatus'), row)).toBe('orange');
    expect(cellTagColor(column('appName'), row)).toBeUndefined();
    render(<div>{cellContent(column('result'), row, context)}</div>);
    expect(screen.getByText('失败')).toHaveClass('ant-tag-red');
  });
});

describe('tableColumns', () => {
  it('titles and sizes the table columns and adds the actions column; the width is their sum', () => {
    const columns = tableColumns(spec, context, rowHandlers());
    expect(columns.map((item) => [item.title, item.width])).toEqual([
      ['时间', 170],
      ['应用', 120],
      ['结果', 90],
      ['路径', 200],
      ['状态', 120],
      ['操作', 140],
    ]);
    expect(tableWidth(spec)).toBe(170 + 120 + 90 + 200 + 120 + 140);
  });

  it('opens the detail from its button; a page button shows only to holders and on the rows it is for', async () => {
    const user = userEvent.setup();
    const handlers = rowHandlers();
    const { showDetail, reload } = handlers;
    const actions = tableColumns(spec, context, handlers).at(-1);
    const cell = (value: ApiCallLog) => actions?.render?.(undefined, value, 0) as ReactNode;
    const { rerender } = render(<div>{cell(row)}</div>);
    expect(screen.queryByText('重试')).toBeNull();
    await user.click(screen.getByTestId('row-detail'));
    expect(showDetail).toHaveBeenCalledWith(row);

    act(() =>
      useSessionStore.setState({
        menus: [
          {
            id: 1,
            code: 'Page:retry',
            parent_code: '',
            display_name: '',
            index: 0,
            order: 'menu',
            pageId: 'Page:retry',
            extend: '',
            type: 'button',
          },
        ],
      }),
    );
    rerender(<div>{cell(row)}</div>);
    await user.click(await screen.findByTestId('row-retry'));
    expect(run).toHaveBeenCalledWith(row, expect.objectContaining({ reload }));
    rerender(<div>{cell({ ...row, result: 'success' })}</div>);
    expect(screen.queryByTestId('row-retry')).toBeNull();
  });
});

describe('exportColumns', () => {
  it('exports the columns marked for it with their titles, values as read and widths in characters', () => {
    const columns = exportColumns(spec, context);
    expect(columns.map((item) => item.header)).toEqual(['时间', '应用', '结果', '路径', '请求ID']);
    expect(columns.map((item) => item.value(row))).toEqual([
      '2026-11-23 06:00:00',
      '门户',
      '失败',
      'GET /gateway/x',
      'req-1',
    ]);
    expect(columns.map((item) => item.width)).toEqual([24, 17, 13, 29, 30]);
  });
});

describe('detailItems', () => {
  it('lists the detail columns, "--" for empty values, a copyable value for copy columns', () => {
    const items = detailItems(spec, row, context);
    expect(items.map((item) => item.label)).toEqual(['时间', '应用', '结果', '路径', '请求ID', '错误']);
    render(items.map((item) => <div key={item.key}>{item.children}</div>));
    expect(screen.getByText('--')).toBeInTheDocument();
    expect(screen.getByText('失败')).toHaveClass('ant-tag-red');
    expect(screen.getByText('req-1').closest('.ant-typography')?.querySelector('.ant-typography-copy')).not.toBeNull();
  });
});

describe('pageTexts', () => {
  it("takes a page's own texts, else the kit's", () => {
    expect(pageTexts(context)).toMatchObject({
      empty: '暂无数据',
      actionsTitle: '操作',
      detailAction: '详情',
      detailTitle: '详情',
    });
    expect(pageTexts(textContext('operaLog'))).toMatchObject({ actionsTitle: '查看', detailTitle: '操作日志详情' });
    expect(pageTexts(textContext('operaLog', 'en-US')).detailAction).toBe('Detail');
  });
});
