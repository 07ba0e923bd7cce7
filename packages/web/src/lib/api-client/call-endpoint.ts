import {
  type AnyEndpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointReply,
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
  /** False: a token-expired reply does not end the session here (the route guard does). */
  tokenExpiredFlow?: boolean;
}

const asRecord = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null ? Object.fromEntries(Object.entries(value)) : undefined;

const parseReply = <R extends z.ZodType>(schema: R, value: unknown) => z.safeParse<R>(schema, value);

/** Calls an endpoint of the table and parses its reply with the endpoint's reply schema. */
export async function callEndpoint<E extends AnyEndpoint>(
  endpoint: E,
  input: EndpointInput<E> = {},
  options: CallOptions = {},
): Promise<EndpointReply<E>> {
  const reply = await apiRequest<unknown>({
    method: endpoint.method,
    url: endpointUrl(endpoint, asRecord(input.params)),
    params: asRecord(input.query),
    data: input.body,
    signal: options.signal,
    silent: options.silent,
    tokenExpiredFlow: options.tokenExpiredFlow,
  });
  const parsed = parseReply<E['reply']>(endpoint.reply, reply);
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

/** The key prefix of every query of one endpoint, whatever its input (e.g. every page of a list). */
export const endpointQueryPrefix = (endpoint: AnyEndpoint): readonly string[] => endpoint.id.split('.');

/** The key prefix of every query of an endpoint's resource (what a mutation of it invalidates). */
export const resourceQueryKey = (endpoint: AnyEndpoint): readonly string[] => endpointResourceKey(endpoint);

/** TanStack Query options of a read endpoint (`silent`: no error toast, e.g. for a filter's options). */
export const endpointQueryOptions = <E extends AnyEndpoint>(
  endpoint: E,
  input: EndpointInput<E> = {},
  options: Pick<CallOptions, 'silent'> = {},
) =>
  queryOptions({
    queryKey: endpointQueryKey(endpoint, input),
    queryFn: ({ signal }): Promise<EndpointReply<E>> => callEndpoint(endpoint, input, { ...options, signal }),
  });
