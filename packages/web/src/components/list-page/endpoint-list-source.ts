import { type Endpoint, isFormBEndpoint } from '@beacon/contracts/endpoint';
import {
  FORM_B_DEFAULT_ORDER,
  type FormBPage,
  type FormBPageBody,
  type FormBReply,
  type ListAReply,
} from '@beacon/contracts/protocol';
import { z } from 'zod';
import { callEndpoint, endpointQueryKey } from '../../lib/api-client/call-endpoint';
import { dropEmptyFilters, listReplyFailure } from './list-request';
import type { ListSource } from './list-source';
import type { ListQuery } from './list-state';

/** A list A page endpoint of the table: a list A reply of `Row`s, its body (paging and filters) sent as `Body`. */
export type ListAPageEndpoint<Row, Body = unknown> = Endpoint<
  z.ZodType,
  z.ZodType,
  z.ZodType<unknown, Body>,
  z.ZodType<ListAReply<Row>, unknown>
>;

/** A form B page endpoint of the table: `{data: Filters, offset, limit, orders}` → `object: {records, total}`. */
export type FormBPageEndpoint<Row, Filters = unknown> = Endpoint<
  z.ZodType,
  z.ZodType,
  z.ZodType<unknown, FormBPageBody<Filters>>,
  z.ZodType<FormBReply<FormBPage<Row>>, unknown>
>;

/** A page endpoint of the table, list A or form B; `Body` is what its filters fill (form B: its `data`). */
export type PageEndpoint<Row, Body = unknown> = ListAPageEndpoint<Row, Body> | FormBPageEndpoint<Row, Body>;

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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The form B body of a list query (spec section 7's variant list): the filters of a list A style body in `data`,
 * offset = (page_index-1)*page_size, limit = page_size, create_date descending.
 */
export const formBPageBody = (query: ListQuery, body: unknown): FormBPageBody<Record<string, unknown>> => {
  const { page_index: _index, page_size: _size, ...data } = isRecord(body) ? body : {};
  return {
    data,
    offset: (query.pageIndex - 1) * query.pageSize,
    limit: query.pageSize,
    orders: [{ ...FORM_B_DEFAULT_ORDER }],
  };
};

/** A list fed by a page endpoint: its query keys come from the endpoint table, its rows are parsed by the contract. */
export function endpointListSource<Row>(endpoint: PageEndpoint<Row>): ListSource<Row>;
/**
 * A list fed by a list A page endpoint whose body `toBody` builds from the list query (e.g. converted filters), and
 * whose path parameters, if it has any (e.g. the device a detail page shows), are `params`.
 */
export function endpointListSource<Row, Body>(
  endpoint: ListAPageEndpoint<Row, Body>,
  toBody: (query: ListQuery) => Body,
  params?: Readonly<Record<string, string | number>>,
): ListSource<Row>;
/**
 * A list fed by any page endpoint: `toBody` builds a list A style body (page_index, page_size, filters), which a
 * form B endpoint is sent as `{data: filters, offset, limit, orders}`.
 */
export function endpointListSource<Row>(
  endpoint: PageEndpoint<Row>,
  toBody: (query: ListQuery) => Record<string, unknown>,
  params?: Readonly<Record<string, string | number>>,
): ListSource<Row>;
export function endpointListSource<Row>(
  endpoint: PageEndpoint<Row>,
  toBody: (query: ListQuery) => unknown = pageBody,
  params?: Readonly<Record<string, string | number>>,
): ListSource<Row> {
  const formB = isFormBEndpoint(endpoint);
  const tolerant = { ...endpoint, reply: z.union([endpoint.reply, listFailureReply]) };
  const input = (query: ListQuery) => ({
    body: formB ? formBPageBody(query, toBody(query)) : toBody(query),
    ...(params ? { params } : {}),
  });
  return {
    // Its own key: a page of rows is not the endpoint's raw reply, which another query of the same input may hold.
    key: (query) => [...endpointQueryKey(endpoint, input(query)), 'rows'],
    load: async (query, signal) => {
      const reply = await callEndpoint(tolerant, input(query), { signal });
      if ('object' in reply) return { rows: reply.object.records, total: reply.object.total };
      if (reply.is_success === false) throw listReplyFailure(reply.error_info?.msg);
      return { rows: reply.result.items, total: reply.result.total_count };
    },
  };
}
