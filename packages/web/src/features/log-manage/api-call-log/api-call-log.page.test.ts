import type { ApiCallLog } from '@beacon/contracts/log-manage';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { pageTexts } from '../../../components/page-kit/page-texts';
import {
  cellTagColor,
  cellText,
  columnsIn,
  detailItems,
  tableColumns,
  tableWidth,
} from '../../../components/page-kit/spec-columns';
import { filterFields, specBody } from '../../../components/page-kit/spec-filters';
import { rowHandlers, textContext } from '../../../test/text-context';
import page from './api-call-log.page';

const { spec } = page;
const zh = textContext('apiCallLog');
const CALL: ApiCallLog = {
  id: 2,
  appId: 'app-portal',
  appName: '园区门户',
  apiId: 4,
  apiName: '设备实时数据',
  method: 'GET',
  path: '/gateway/device-data',
  httpStatus: 401,
  result: 'fail',
  durationMs: 3,
  clientIp: '10.0.0.7',
  requestId: 'req-0002',
  errorMessage: 'bad signature',
  reason: 'signatureInvalid',
  bytesIn: 0,
  bytesOut: 96,
  createDate: dayjs('2026-11-23 14:00:00').valueOf(),
};
const handlers = rowHandlers();

describe('API call log page', () => {
  it('is the page of /api-call-log/list; its empty table says entries appear once the gateway runs', () => {
    expect(page.route).toBe('/api-call-log/list');
    expect(pageTexts(zh).empty).toContain('第三方应用通过开放API网关调用接口后');
    expect(pageTexts(textContext('apiCallLog', 'en-US')).empty).toContain('open API gateway');
  });

  it('filters by call time, app name (its column size) and result', () => {
    expect(filterFields(spec, zh)).toEqual([
      { model: 'timeRange', label: '调用时间', type: 'datetimerange' },
      { model: 'appName', label: '应用名称', type: 'text', maxLength: 128 },
      {
        model: 'result',
        label: '调用结果',
        type: 'select',
        options: [
          { value: 'success', label: '成功' },
          { value: 'fail', label: '失败' },
        ],
      },
    ]);
  });

  it('sends the time range as from/to in epoch ms, the end second included', () => {
    const body = specBody(spec)({
      pageIndex: 2,
      pageSize: 20,
      filters: { timeRange: ['2026-11-01 00:00:00', '2026-11-02 23:59:59'], result: 'success', appName: '' },
    });
    expect(body).toEqual({
      page_index: 2,
      page_size: 20,
      result: 'success',
      from: dayjs('2026-11-01 00:00:00').valueOf(),
      to: dayjs('2026-11-02 23:59:59').valueOf() + 999,
    });
  });

  it('shows a call in its columns, the result as a red failure tag, and the detail action', () => {
    expect(tableColumns(spec, zh, handlers).map((column) => column.title)).toEqual([
      '调用时间',
      '应用名称',
      '应用ID',
      'API名称',
      '请求方法',
      '请求路径',
      '状态码',
      '调用结果',
      '耗时(ms)',
      '请求字节数',
      '响应字节数',
      '客户端IP',
      '请求ID',
      '拒绝原因',
      '错误信息',
      '操作',
    ]);
    const texts = columnsIn(spec, 'table').map((column) => cellText(column, CALL, zh));
    expect(texts).toEqual([
      '2026-11-23 14:00:00',
      '园区门户',
      'app-portal',
      '设备实时数据',
      'GET',
      '/gateway/device-data',
      401,
      '失败',
      3,
      0,
      96,
      '10.0.0.7',
      'req-0002',
      '签名校验失败',
      'bad signature',
    ]);
    const result = columnsIn(spec, 'table').find((column) => column.key === 'result');
    expect(result && cellTagColor(result, CALL)).toBe('red');
    expect(tableWidth(spec)).toBe(1820 + 110 + 110 + 200 + 90);
  });

  it('shows a refusal reason with parameters as "…" and an unknown key as it is', () => {
    const reason = columnsIn(spec, 'table').find((column) => column.key === 'reason');
    const text = (value: string) => reason && cellText(reason, { ...CALL, reason: value }, zh);
    expect(text('gatewayRateLimited')).toBe('调用过于频繁，请 … 秒后再试');
    expect(text('someNewKey')).toBe('someNewKey');
    expect(text('')).toBe('');
  });

  it('shows every field of a call in its detail drawer', () => {
    const items = detailItems(spec, CALL, zh);
    expect(items.map((item) => item.label)).toEqual(expect.arrayContaining(['错误信息', 'API编号', '拒绝原因']));
    expect(items).toHaveLength(16);
    expect(pageTexts(zh).detailTitle).toBe('调用详情');
  });
});
