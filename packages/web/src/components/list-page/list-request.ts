import i18n from '../../i18n';
import { isEmptyValue } from '../form-field/field-values';
import type { ListMessageType, ListQuery, ListResult } from './list-state';

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
/** Loads one page; the list's request handler. */
export type ListLoader<T> = (query: ListQuery, signal: AbortSignal) => Promise<ListResult<T>>;

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
      ? { method, url: config.url, data: { data: filters, ...paging, orders: [{ column: 'create_date', asc: false }] } }
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

const unknownError = () => i18n.t('components:list.unknownError');

const readPage = <T>(rows: unknown, total: unknown): ListResult<T> => {
  const list = Array.isArray(rows) ? (rows as T[]) : [];
  return { rows: list, total: typeof total === 'number' ? total : Number(total) || list.length };
};

/** Rows and total of a list reply; throws a ListError for a failed reply (未知错误 without a message). */
export const readListReply = <T>(form: 'A' | 'B', reply: unknown): ListResult<T> => {
  const body = isRecord(reply) ? reply : {};
  if (form === 'B') {
    const ok = [body.status, body.code].some((code) => code === 200 || code === '200');
    const page = isRecord(body.object) ? body.object : {};
    if (ok) return readPage(page.records, page.total);
    const text = typeof body.msg === 'string' && body.msg ? body.msg : unknownError();
    throw new ListError(text, 'warning');
  }
  if (body.is_success === true) {
    const result = isRecord(body.result) ? body.result : {};
    return readPage(result.items, result.total_count);
  }
  const info = isRecord(body.error_info) ? body.error_info : {};
  throw new ListError(typeof info.msg === 'string' && info.msg ? info.msg : unknownError(), 'warning');
};

/** A list loader that sends the generic list request through a transport. */
export const createListLoader =
  <T>(config: ListRequestConfig, transport: ListTransport): ListLoader<T> =>
  async (query, signal) => {
    const reply = await transport({ ...buildListRequest(config, query), signal });
    return readListReply<T>(config.form ?? 'A', reply);
  };
