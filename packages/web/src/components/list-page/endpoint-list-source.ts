import type { Endpoint } from '@beacon/contracts/endpoint';
import type { ListAReply } from '@beacon/contracts/protocol';
import { z } from 'zod';
import { callEndpoint, endpointQueryKey } from '../../lib/api-client/call-endpoint';
import { dropEmptyFilters, listReplyFailure } from './list-request';
import type { ListSource } from './list-source';
import type { ListQuery } from './list-state';

/** A page endpoint of the table: a list A reply of `Row`s, its body sent as `Body`. */
export type PageEndpoint<Row, Body = unknown> = Endpoint<
  z.ZodType,
  z.ZodType,
  z.ZodType<unknown, Body>,
  z.ZodType<ListAReply<Row>, unknown>
>;

// A list A reply that says it failed (spec section 8: its error_info.msg, else 未知错误) instead of breaking the contract.
const listFailureReply = z.object({
  is_success: z.literal(false),
  error_info: z.object({ msg: z.string().optional() }).nullish(),
});

/** The default list body: page_index, page_size and the non-empty filters. */
export const pageBody = (query: ListQuery): Record<string, unknown> => ({
  page_index: query.pageIndex,
  page_size: query.pageSize,
  ...dropEmptyFilters(query.filters),
});

/** A list fed by a page endpoint: its query keys come from the endpoint table, its rows are parsed by the contract. */
export function endpointListSource<Row>(endpoint: PageEndpoint<Row>): ListSource<Row>;
/**
 * A list fed by a page endpoint whose body `toBody` builds from the list query (e.g. converted filters), and
 * whose path parameters, if it has any (e.g. the device a detail page shows), are `params`.
 */
export function endpointListSource<Row, Body>(
  endpoint: PageEndpoint<Row, Body>,
  toBody: (query: ListQuery) => Body,
  params?: Readonly<Record<string, string | number>>,
): ListSource<Row>;
export function endpointListSource<Row>(
  endpoint: PageEndpoint<Row>,
  toBody: (query: ListQuery) => unknown = pageBody,
  params?: Readonly<Record<string, string | number>>,
): ListSource<Row> {
  const tolerant = { ...endpoint, reply: z.union([endpoint.reply, listFailureReply]) };
  const input = (query: ListQuery) => ({ body: toBody(query), ...(params ? { params } : {}) });
  return {
    // Its own key: a page of rows is not the endpoint's raw reply, which another query of the same input may hold.
    key: (query) => [...endpointQueryKey(endpoint, input(query)), 'rows'],
    load: async (query, signal) => {
      const reply = await callEndpoint(tolerant, input(query), { signal });
      if (reply.is_success === false) throw listReplyFailure(reply.error_info?.msg);
      return { rows: reply.result.items, total: reply.result.total_count };
    },
  };
}
