import { PAGE_SIZE_DEFAULT } from '@beacon/contracts/constants';

/** How a list message is shown in the table's empty area. */
export type ListMessageType = 'success' | 'warning' | 'info' | 'error';
/** A message shown instead of rows. */
export interface ListMessage {
  type: ListMessageType;
  text: string;
}
/** What the list asks its source for. */
export interface ListQuery {
  pageIndex: number;
  pageSize: number;
  filters: Record<string, unknown>;
}
/** One page of rows. */
export interface ListResult<T> {
  rows: T[];
  total: number;
}
/** Loads one page; the list's request handler (the signal aborts it). */
export type ListLoader<T> = (query: ListQuery, signal: AbortSignal) => Promise<ListResult<T>>;

/** What a user can do to a list's query (spec section 4 "List"). */
export type ListQueryAction =
  | { type: 'search'; filters: Record<string, unknown> }
  | { type: 'page'; pageIndex: number }
  | { type: 'pageSize'; pageSize: number };

/** The query before the first load: page 1 at the default size. */
export const initialListQuery = (
  pageSize: number = PAGE_SIZE_DEFAULT,
  filters: Record<string, unknown> = {},
): ListQuery => ({ pageIndex: 1, pageSize, filters });

/** Pure list query transitions: search → page 1 with the filters, size change → page 1, page change keeps the rest. */
export function nextListQuery(query: ListQuery, action: ListQueryAction): ListQuery {
  switch (action.type) {
    case 'search':
      return { ...query, filters: action.filters, pageIndex: 1 };
    case 'page':
      return { ...query, pageIndex: action.pageIndex };
    case 'pageSize':
      return { ...query, pageSize: action.pageSize, pageIndex: 1 };
  }
}
