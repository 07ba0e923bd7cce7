import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import '../../i18n';
import { buildListRequest, createListLoader, dropEmptyFilters, ListError, readListReply } from './list-request';

const query = { pageIndex: 3, pageSize: 20, filters: { name: 'gw', empty: '', none: null, gone: undefined, ids: [] } };

describe('generic list request', () => {
  it('drops empty filter values but keeps 0 and false', () => {
    expect(dropEmptyFilters({ a: '', b: null, c: undefined, d: [], e: 0, f: false, g: ['x'] })).toEqual({
      e: 0,
      f: false,
      g: ['x'],
    });
  });

  it('list A posts page_index, page_size and the non-empty filters by default', () => {
    expect(buildListRequest({ url: '/device/page' }, query)).toEqual({
      method: 'POST',
      url: '/device/page',
      data: { page_index: 3, page_size: 20, name: 'gw' },
    });
  });

  it('uses configured page field names and fixed params', () => {
    const request = buildListRequest(
      { url: '/x', pageIndexKey: 'pageNo', pageSizeKey: 'pageSize', params: { projectCode: 'P1' } },
      query,
    );
    expect(request.data).toEqual({ pageNo: 3, pageSize: 20, projectCode: 'P1', name: 'gw' });
  });

  it('GET sends the same as params', () => {
    expect(buildListRequest({ url: '/x', method: 'GET' }, query)).toEqual({
      method: 'GET',
      url: '/x',
      params: { page_index: 3, page_size: 20, name: 'gw' },
    });
  });

  it('form B sends data, offset = (page_index-1)*page_size, limit and create_date descending', () => {
    expect(buildListRequest({ url: 'plugin/page', form: 'B' }, query)).toEqual({
      method: 'POST',
      url: 'plugin/page',
      data: { data: { name: 'gw' }, offset: 40, limit: 20, orders: [{ column: 'create_date', asc: false }] },
    });
    expect(buildListRequest({ url: 'p', form: 'B' }, { ...query, pageIndex: 1 }).data).toMatchObject({ offset: 0 });
  });

  it('reads list A items and total_count', () => {
    const reply = {
      code: '000000',
      is_success: true,
      result: { items: [{ id: 1 }], total_count: 9 },
      error_info: null,
    };
    expect(readListReply('A', reply)).toEqual({ rows: [{ id: 1 }], total: 9 });
  });

  it('list A failure uses error_info.msg, else 未知错误', () => {
    expect(() => readListReply('A', { is_success: false, error_info: { msg: '无权限' } })).toThrow('无权限');
    expect(() => readListReply('A', { is_success: false, error_info: null })).toThrow('未知错误');
    expect(() => readListReply('A', { is_success: false })).toThrow(ListError);
  });

  it('reads form B records and total when status or code is 200', () => {
    const object = { records: [{ id: 2 }], total: 5 };
    expect(readListReply('B', { code: 200, object })).toEqual({ rows: [{ id: 2 }], total: 5 });
    expect(readListReply('B', { status: 200, object })).toEqual({ rows: [{ id: 2 }], total: 5 });
    expect(readListReply('B', { code: '200', object })).toEqual({ rows: [{ id: 2 }], total: 5 });
    expect(() => readListReply('B', { code: 500, msg: 'bad' })).toThrow('bad');
    expect(() => readListReply('B', { code: 500 })).toThrow('未知错误');
  });

  it('the loader sends through the transport with the signal and parses the rows', async () => {
    const row = z.object({ id: z.number() });
    const transport = vi.fn().mockResolvedValue({ is_success: true, result: { items: [{ id: 1 }], total_count: 1 } });
    const signal = new AbortController().signal;
    await expect(createListLoader({ url: '/a' }, row, transport)(query, signal)).resolves.toEqual({
      rows: [{ id: 1 }],
      total: 1,
    });
    expect(transport).toHaveBeenCalledWith(expect.objectContaining({ url: '/a', method: 'POST', signal }));
    transport.mockResolvedValue({ is_success: true, result: { items: [{ id: 'x' }], total_count: 1 } });
    await expect(createListLoader({ url: '/a' }, row, transport)(query, signal)).rejects.toThrow(ListError);
  });
});
