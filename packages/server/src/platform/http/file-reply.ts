import type { Readable } from 'node:stream';
import type { FileEndpoint } from '@beacon/contracts/endpoint';
import type { FastifyInstance, FastifySchema } from 'fastify';
import type { z } from 'zod';
import { callerOf } from '../auth/caller';
import type { EndpointCall } from './endpoint-route';

/** What a file endpoint's handler answers: the file's name and its bytes (whole, or a stream). */
export interface FileBody {
  fileName: string;
  body: Buffer | Readable;
  /** One of the endpoint's `alsoContentTypes` instead of its content type. */
  contentType?: string;
}

/** `content-disposition` of a download: RFC 5987 `filename*` (any characters), spec section 8. */
export const contentDisposition = (fileName: string): string =>
  `attachment; filename*=UTF-8''${encodeURIComponent(fileName).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`)}`;

/**
 * Registers the route of a file endpoint of the table: the input is validated like any endpoint's,
 * the 200 reply is the file in the endpoint's content type; errors stay JSON `{code,msg}`.
 */
export const serveFileEndpoint = <P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType>(
  app: FastifyInstance,
  endpoint: FileEndpoint<P, Q, B>,
  handler: (call: EndpointCall<P, Q, B>) => Promise<FileBody>,
): void => {
  const schema: FastifySchema = {
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
  };
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema,
    config: { endpoint },
    handler: async (request, reply) => {
      const file = await handler({
        // The zod validator compiler has parsed these with the endpoint's own schemas.
        params: request.params as z.output<P>,
        query: request.query as z.output<Q>,
        body: request.body as z.output<B>,
        caller: () => callerOf(request),
        request,
      });
      const alternative = endpoint.file.alsoContentTypes?.find((type) => type === file.contentType);
      return reply
        .header('content-type', alternative ?? endpoint.file.contentType)
        .header('content-disposition', contentDisposition(file.fileName))
        .send(file.body);
    },
  });
};
