import type { Endpoint } from '@beacon/contracts/endpoint';
import type {
  FastifyInstance,
  FastifyRequest,
  FastifySchema,
  onRequestAsyncHookHandler,
  onSendAsyncHookHandler,
} from 'fastify';
import type { z } from 'zod';
import { callerOf } from '../auth/caller';
import type { AuthContext } from './fastify-types';

/** What a handler of an endpoint receives: the validated input, and the caller when signed in. */
export interface EndpointCall<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType> {
  params: z.output<P>;
  query: z.output<Q>;
  body: z.output<B>;
  /** The signed-in caller (throws 401 on a public endpoint without one). */
  caller: () => AuthContext;
  request: FastifyRequest;
}

/**
 * Registers the route of an endpoint of the table: its method, path and schemas (requests validated,
 * replies checked and serialized by the reply schema), and its access rule and audit action as config.
 */
export const serveEndpoint = <P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  app: FastifyInstance,
  endpoint: Endpoint<P, Q, B, R>,
  handler: (call: EndpointCall<P, Q, B>) => Promise<z.input<R>>,
  options: {
    onRequest?: onRequestAsyncHookHandler;
    onSend?: onSendAsyncHookHandler;
    bodyLimit?: number;
  } = {},
): void => {
  const schema: FastifySchema = {
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    response: { 200: endpoint.reply },
  };
  app.route({
    ...(options.onRequest ? { onRequest: options.onRequest } : {}),
    ...(options.onSend ? { onSend: options.onSend } : {}),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    method: endpoint.method,
    url: endpoint.path,
    schema,
    config: { endpoint },
    handler: (request): Promise<unknown> =>
      handler({
        // The zod validator compiler has parsed these with the endpoint's own schemas.
        params: request.params as z.output<P>,
        query: request.query as z.output<Q>,
        body: request.body as z.output<B>,
        caller: () => callerOf(request),
        request,
      }),
  });
};
