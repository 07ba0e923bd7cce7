import type { QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../lib/api-client/request';
import { createListLoader, type ListRequestConfig, type ListTransport } from './list-request';
import type { ListLoader, ListQuery } from './list-state';

/** Where a list's pages come from: the TanStack key of a page and the loader that fetches it. */
export interface ListSource<T> {
  /** The query key of one page (a changed key is a new request; the previous one is cancelled). */
  key: (query: ListQuery) => QueryKey;
  /** Loads one page; aborts with the signal. */
  load: ListLoader<T>;
}

const defaultTransport: ListTransport = (options) => apiRequest<unknown>(options);

/**
 * The generic list request of spec section 7 (list A or the variant list B, configurable page field names)
 * for an address outside the endpoint table; rows are parsed with `row`.
 */
export const urlListSource = <T>(
  config: ListRequestConfig,
  row: z.ZodType<T>,
  transport: ListTransport = defaultTransport,
): ListSource<T> => ({
  key: (query) => ['list', config.url, config, query],
  load: createListLoader(config, row, transport),
});

/** A list whose pages come from an in-page handler (e.g. the component catalogue); `name` scopes its query keys. */
export const loaderListSource = <T>(name: string, load: ListLoader<T>): ListSource<T> => ({
  key: (query) => ['list', name, query],
  load,
});
