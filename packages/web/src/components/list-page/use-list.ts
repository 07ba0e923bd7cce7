import { type Dispatch, useEffect, useReducer, useRef } from 'react';
import { ListError, type ListLoader } from './list-request';
import { initialListState, type ListAction, type ListMessage, type ListState, listReducer } from './list-state';

/** Options of the list hook. */
export interface UseListOptions<T> {
  /** The request handler; without one no request is made (spec section 5). */
  loader?: ListLoader<T>;
  pageSize?: number;
  filters?: Record<string, unknown>;
  /** Load on mount (default true). */
  immediate?: boolean;
}

/** The table message of a failed load: the thrown message (a ListError keeps its type). */
export const toListMessage = (error: unknown): ListMessage => {
  if (error instanceof ListError) return { type: error.type, text: error.message };
  return { type: 'error', text: error instanceof Error ? error.message : String(error) };
};

/** Runs the list state machine: each new query aborts the request in flight and loads again. */
export function useList<T>({
  loader,
  pageSize,
  filters,
  immediate = true,
}: UseListOptions<T>): [ListState<T>, Dispatch<ListAction<T>>] {
  const [state, dispatch] = useReducer(listReducer<T>, undefined, () => initialListState<T>(pageSize, filters));
  const loaderRef = useRef(loader);
  loaderRef.current = loader;
  const hasLoader = loader !== undefined;
  const { query, version } = state;

  useEffect(() => {
    const load = loaderRef.current;
    if (!hasLoader || !load || (version === 0 && !immediate)) return;
    const controller = new AbortController();
    dispatch({ type: 'loading', version });
    load(query, controller.signal).then(
      (result) => {
        if (!controller.signal.aborted) dispatch({ type: 'loaded', version, result });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) dispatch({ type: 'failed', version, message: toListMessage(error) });
      },
    );
    return () => controller.abort();
  }, [query, version, hasLoader, immediate]);

  return [state, dispatch];
}
