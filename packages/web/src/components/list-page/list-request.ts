import { FORM_B_DEFAULT_ORDER } from '@beacon/contracts/protocol';
import { z } from 'zod';
import i18n from '../../i18n';
import { isEmptyValue } from '../form-field/field-values';
import type { ListLoader, ListMessageType, ListQuery, ListResult } from './list-state';

/** A list failure to show in the table, with its icon type. */
export class ListError extends Error {
  /** Icon type of the message. */
  readonly type: ListMessageType;
  constructor(message: string, type: ListMessageType = 'error') {
    super(message);
    this.name = 'ListError';
    this.type = type;
  }
}

/** Options a list passes to its transport (a subset of the api client's RequestOptions). */
export interface ListTransportOptions {
  method: 'GET' | 'POST';
  url: string;
  data?: unknown;
  params?: Record<string, unknown>;
  signal?: AbortSignal;
}
/** Sends one request and resolves with the whole reply envelope. */
export type ListTransport = (options: ListTransportOptions) => Promise<unknown>;

/** The generic list request of spec section 7. */
export interface ListRequestConfig {
  url: string;
  /** Default POST; GET sends the same as query params. */
  method?: 'GET' | 'POST';
  /** 'A': page_index/page_size → result.items; 'B' (variant list): offset/limit → object.records. */
  form?: 'A' | 'B';
  /** Name of the page number field (form A). */
  pageIndexKey?: string;
  /** Name of the page size field (form A). */
  pageSizeKey?: string;
  /** Fixed values sent with every request. */
  params?: Record<string, unknown>;
}

/** Filters without '', null, undefined or empty arrays. */
export const dropEmptyFilters = (filters: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => !isEmptyValue(value)));

/** The transport options of one list request. */
export const buildListRequest = (config: ListRequestConfig, query: ListQuery): ListTransportOptions => {
  const method = config.method ?? 'POST';
  const filters = dropEmptyFilters({ ...config.params, ...query.filters });
  if (config.form === 'B') {
    const paging = { offset: (query.pageIndex - 1) * query.pageSize, limit: query.pageSize };
    return method === 'POST'
      ? { method, url: config.url, data: { data: filters, ...paging, orders: [{ ...FORM_B_DEFAULT_ORDER }] } }
      : { method, url: config.url, params: { ...filters, ...paging } };
  }
  const body = {
    [config.pageIndexKey ?? 'page_index']: query.pageIndex,
    [config.pageSizeKey ?? 'page_size']: query.pageSize,
    ...filters,
  };
  return method === 'POST' ? { method, url: config.url, data: body } : { method, url: config.url, params: body };
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The error of a list reply that says it failed: its message, else 未知错误 (shown with the warning icon). */
export const listReplyFailure = (msg: unknown): ListError =>
  new ListError(typeof msg === 'string' && msg ? msg : i18n.t('components:list.unknownError'), 'warning');

const readPage = (rows: unknown, total: unknown): ListResult<unknown> => {
  const list: unknown[] = Array.isArray(rows) ? rows : [];
  return { rows: list, total: typeof total === 'number' ? total : Number(total) || list.length };
};

/** Rows (unparsed) and total of a list reply; throws a ListError for a failed reply (未知错误 without a message). */
export const readListReply = (form: 'A' | 'B', reply: unknown): ListResult<unknown> => {
  const body = isRecord(reply) ? reply : {};
  if (form === 'B') {
    const ok = [body.status, body.code].some((code) => code === 200 || code === '200');
    const page = isRecord(body.object) ? body.object : {};
    if (ok) return readPage(page.records, page.total);
    throw listReplyFailure(body.msg);
  }
  if (body.is_success === true) {
    const result = isRecord(body.result) ? body.result : {};
    return readPage(result.items, result.total_count);
  }
  const info = isRecord(body.error_info) ? body.error_info : {};
  throw listReplyFailure(info.msg);
};

/** A list loader that sends the generic list request through a transport and parses each row with `row`. */
export const createListLoader =
  <T>(config: ListRequestConfig, row: z.ZodType<T>, transport: ListTransport): ListLoader<T> =>
  async (query, signal) => {
    const reply = await transport({ ...buildListRequest(config, query), signal });
    const page = readListReply(config.form ?? 'A', reply);
    const rows = z.array(row).safeParse(page.rows);
    if (!rows.success) throw new ListError(`${config.url}: ${z.prettifyError(rows.error)}`);
    return { rows: rows.data, total: page.total };
  };
