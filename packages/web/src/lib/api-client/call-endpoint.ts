import {
  type AnyEndpoint,
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  endpointResourceKey,
  endpointUrl,
} from '@beacon/contracts/endpoint';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, apiRequest } from './request';

/** What a call of an endpoint sends: its path parameters, query string and body. */
export interface EndpointInput<E extends AnyEndpoint> {
  params?: EndpointParams<E>;
  query?: EndpointQuery<E>;
  body?: EndpointBody<E>;
}

/** Call options besides the input. */
export interface CallOptions {
  signal?: AbortSignal;
  /** No error toast. */
  silent?: boolean;
}

const asRecord = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null ? Object.fromEntries(Object.entries(value)) : undefined;

/** Calls an endpoint of the table and parses its reply with the endpoint's reply schema. */
export async function callEndpoint<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  endpoint: Endpoint<P, Q, B, R>,
  input: EndpointInput<Endpoint<P, Q, B, R>> = {},
  options: CallOptions = {},
): Promise<z.output<R>> {
  const reply = await apiRequest<unknown>({
    method: endpoint.method,
    url: endpointUrl(endpoint, asRecord(input.params)),
    params: asRecord(input.query),
    data: input.body,
    signal: options.signal,
    silent: options.silent,
  });
  const parsed = z.safeParse(endpoint.reply, reply);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ApiError(
      `reply of ${endpoint.id} does not match its contract: ${issue?.path.join('.')} ${issue?.message}`,
    );
  }
  return parsed.data;
}

/** The TanStack Query key of an endpoint call: its resource key, the verb, then the input. */
export const endpointQueryKey = <E extends AnyEndpoint>(endpoint: E, input: EndpointInput<E> = {}) =>
  [...endpoint.id.split('.'), input] as const;

/** The key prefix of every query of an endpoint's resource (what a mutation of it invalidates). */
export const resourceQueryKey = (endpoint: AnyEndpoint): readonly string[] => endpointResourceKey(endpoint);

/** TanStack Query options of a read endpoint. */
export const endpointQueryOptions = <E extends AnyEndpoint>(endpoint: E, input: EndpointInput<E> = {}) =>
  queryOptions({
    queryKey: endpointQueryKey(endpoint, input),
    queryFn: ({ signal }) => callEndpoint(endpoint, input, { signal }),
  });
