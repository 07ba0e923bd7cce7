import { hashKey, keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ListError } from './list-request';
import type { ListSource } from './list-source';
import {
  initialListQuery,
  type ListMessage,
  type ListQuery,
  type ListQueryAction,
  type ListResult,
  nextListQuery,
} from './list-state';

/** Options of the list hook. */
export interface UseListQueryOptions {
  pageSize?: number;
  /** Filters of the first load. */
  filters?: Record<string, unknown>;
  /** Load on mount (default true); otherwise the first search loads. */
  immediate?: boolean;
}

/** A list's state and what the user can do to it. */
export interface ListController<T> {
  query: ListQuery;
  rows: T[];
  total: number;
  /** A request is in flight. */
  loading: boolean;
  /** The failure shown in the table instead of rows. */
  message: ListMessage | null;
  /** When the rows last arrived (epoch ms; 0 before the first load). */
  loadedAt: number;
  dispatch: (action: ListQueryAction) => void;
  /** Load the current page again. */
  reload: () => void;
}

/** The table message of a failed load: the thrown message (a ListError keeps its icon type). */
export const toListMessage = (error: unknown): ListMessage => {
  if (error instanceof ListError) return { type: error.type, text: error.message };
  return { type: 'error', text: error instanceof Error ? error.message : String(error) };
};

const NO_SOURCE = ['list', 'none'] as const;
const EMPTY: ListResult<never> = { rows: [], total: 0 };

/**
 * The list machinery on TanStack Query: one query per page (key from the source), so a new search or page
 * cancels the request in flight; the same query again (a repeated search, a reload) refetches. Without a
 * source no request is made (spec section 5).
 */
export function useListQuery<T>(
  source: ListSource<T> | undefined,
  { pageSize, filters, immediate = true }: UseListQueryOptions = {},
): ListController<T> {
  const [query, setQuery] = useState(() => initialListQuery(pageSize, filters));
  const [started, setStarted] = useState(immediate);
  const result = useQuery({
    queryKey: source ? source.key(query) : NO_SOURCE,
    queryFn: ({ signal }) => (source ? source.load(query, signal) : Promise.resolve(EMPTY)),
    enabled: source !== undefined && started,
    // Every page change reloads (spec section 4); a page seen before shows at once while it reloads.
    staleTime: 0,
    placeholderData: keepPreviousData,
    // A failed list shows its message at once; the user searches again.
    retry: false,
  });

  const reload = () => {
    if (!started) setStarted(true);
    else void result.refetch();
  };

  const dispatch = (action: ListQueryAction) => {
    const next = nextListQuery(query, action);
    const sameKey = source !== undefined && hashKey(source.key(next)) === hashKey(source.key(query));
    if (sameKey && started) void result.refetch();
    else setQuery(next);
    setStarted(true);
  };

  const failed = result.isError;
  return {
    query,
    rows: failed ? [] : (result.data?.rows ?? []),
    total: failed ? 0 : (result.data?.total ?? 0),
    loading: result.isFetching,
    message: failed ? toListMessage(result.error) : null,
    loadedAt: result.dataUpdatedAt,
    dispatch,
    reload,
  };
}
