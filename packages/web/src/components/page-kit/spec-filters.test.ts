import { apiCallLogEndpoints, operaLogEndpoints } from '@beacon/contracts/log-manage.endpoints';
import dayjs from 'dayjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import i18n from '../../i18n';
import { textContext } from '../../test/text-context';
import { definePage } from './define-page';
import { fieldSchema, filterFields, specBody } from './spec-filters';

const page = definePage({
  route: '/api-call-log/list',
  texts: 'kitFilters',
  endpoint: apiCallLogEndpoints.page,
  filters: [
    { key: 'when', range: ['from', 'to'] },
    'appName',
    'result',
    'from',
    { key: 'apiName', label: 'api', options: ({ t }) => [{ value: 'a', label: t('api') }] },
  ],
  columns: ['id'],
});

beforeAll(() => {
  i18n.addResourceBundle('zh-CN', 'kitFilters', {
    when: '时间',
    appName: '应用',
    result: '结果',
    from: '起点',
    api: '接口',
    values: { result: { success: '成功', fail: '失败' } },
  });
});

const at = (text: string) => dayjs(text).valueOf();
const query = (filters: Record<string, unknown>) => ({ pageIndex: 2, pageSize: 20, filters });

describe('fieldSchema', () => {
  it('finds a body field without its optional, nullable and default wrappers', () => {
    const body = z.object({ a: z.string().max(3).optional().nullable(), b: z.number().default(1) });
    expect(fieldSchema(body, 'a')).toBeInstanceOf(z.ZodString);
    expect(fieldSchema(body, 'b')).toBeInstanceOf(z.ZodNumber);
    expect(fieldSchema(body, 'c')).toBeUndefined();
    expect(fieldSchema(undefined, 'a')).toBeUndefined();
    expect(fieldSchema(operaLogEndpoints.page.body, 'account')).toBeInstanceOf(z.ZodString);
  });
});

describe('filterFields', () => {
  it('chooses each control from the body schema: enum → select with value texts, string → text with its maximum', () => {
    expect(filterFields(page.spec, textContext('kitFilters'))).toEqual([
      { model: 'when', label: '时间', type: 'datetimerange' },
      { model: 'appName', label: '应用', type: 'text', maxLength: 128 },
      {
        model: 'result',
        label: '结果',
        type: 'select',
        options: [
          { value: 'success', label: '成功' },
          { value: 'fail', label: '失败' },
        ],
      },
      { model: 'from', label: '起点', type: 'number' },
      { model: 'apiName', label: '接口', type: 'select', options: [{ value: 'a', label: '接口' }] },
    ]);
  });
});

describe('specBody', () => {
  it('sends the page and the declared non-empty filters, a range as its two fields in epoch ms (end second included)', () => {
    const body = specBody(page.spec)(
      query({ when: ['2026-11-01 00:00:00', '2026-11-02 23:59:59'], appName: '门户', result: '', other: 'x' }),
    );
    expect(body).toEqual({
      page_index: 2,
      page_size: 20,
      appName: '门户',
      from: at('2026-11-01 00:00:00'),
      to: at('2026-11-02 23:59:59') + 999,
    });
  });

  it('sends no range fields without a range, and ignores unparseable ends', () => {
    expect(specBody(page.spec)(query({}))).toEqual({ page_index: 2, page_size: 20 });
    expect(specBody(page.spec)(query({ when: ['nonsense', ''] }))).toEqual({ page_index: 2, page_size: 20 });
  });

  it("fills a range's open end with an export's start, never a chosen end", () => {
    expect(specBody(page.spec, 1_000)(query({}))).toEqual({ page_index: 2, page_size: 20, to: 1_000 });
    const chosen = specBody(page.spec, 1_000)(query({ when: ['2026-11-01 00:00:00', '2026-11-02 23:59:59'] }));
    expect(chosen.to).toBe(at('2026-11-02 23:59:59') + 999);
  });
});
