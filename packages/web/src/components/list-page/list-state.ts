import { PAGE_SIZE_DEFAULT } from '@beacon/contracts/constants';

/** How a list message is shown in the table's empty area. */
export type ListMessageType = 'success' | 'warning' | 'info' | 'error';
/** A message shown instead of rows. */
export interface ListMessage {
  type: ListMessageType;
  text: string;
}
/** What the list asks its loader for. */
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

/** State of a list screen (spec section 4 "List"). */
export interface ListState<T> {
  status: 'idle' | 'loading' | 'success' | 'error';
  rows: T[];
  total: number;
  message: ListMessage | null;
  /** The query to load; a new object on every search, page or size change, or reload. */
  query: ListQuery;
  /** Counts queries, so a late reply to an older query is ignored. */
  version: number;
}

/** What can happen to a list. */
export type ListAction<T> =
  | { type: 'search'; filters: Record<string, unknown> }
  | { type: 'page'; pageIndex: number }
  | { type: 'pageSize'; pageSize: number }
  | { type: 'reload' }
  | { type: 'loading'; version: number }
  | { type: 'loaded'; version: number; result: ListResult<T> }
  | { type: 'failed'; version: number; message: ListMessage };

/** The state before the first load. */
export const initialListState = <T>(
  pageSize: number = PAGE_SIZE_DEFAULT,
  filters: Record<string, unknown> = {},
): ListState<T> => ({
  status: 'idle',
  rows: [],
  total: 0,
  message: null,
  query: { pageIndex: 1, pageSize, filters },
  version: 0,
});

const requery = <T>(state: ListState<T>, query: Partial<ListQuery>): ListState<T> => ({
  ...state,
  query: { ...state.query, ...query },
  version: state.version + 1,
});

/** Pure list state machine: search → page 1, size change → page 1, page change → reload; stale replies dropped. */
export function listReducer<T>(state: ListState<T>, action: ListAction<T>): ListState<T> {
  switch (action.type) {
    case 'search':
      return requery(state, { filters: action.filters, pageIndex: 1 });
    case 'page':
      return requery(state, { pageIndex: action.pageIndex });
    case 'pageSize':
      return requery(state, { pageSize: action.pageSize, pageIndex: 1 });
    case 'reload':
      return requery(state, {});
    case 'loading':
      return action.version === state.version ? { ...state, status: 'loading', message: null } : state;
    case 'loaded':
      if (action.version !== state.version) return state;
      return { ...state, status: 'success', rows: action.result.rows, total: action.result.total, message: null };
    case 'failed':
      if (action.version !== state.version) return state;
      return { ...state, status: 'error', rows: [], total: 0, message: action.message };
  }
}
