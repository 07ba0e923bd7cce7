import { aiEventEndpoints as E } from '@beacon/contracts/ai-event.endpoints';
import { refusal } from '@beacon/contracts/reasons';
import type { FastifyInstance, FastifySchema } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../platform/http/app-error';
import type { MediaServices } from '../../platform/module';
import { mediaPath } from './ai-event.service';
import { mediaTypeOfKey } from './ai-media-type';

type Params = z.output<NonNullable<typeof E.media.params>>;
type Query = z.output<NonNullable<typeof E.media.query>>;

const invalid = () => AppError.forbidden('media URL expired or invalid').with(refusal('', 'mediaUrlInvalid'));

/** A single `bytes=a-b` range within a file of `size` bytes (open ends allowed), or null when absent or unusable. */
const rangeOf = (header: string | undefined, size: number): { start: number; end: number } | null => {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const start = match[1] === '' ? Math.max(0, size - Number(match[2])) : Number(match[1]);
  const end = match[1] === '' || match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  return start <= end && start < size ? { start, end } : null;
};

/**
 * Serves AI event media by signed URL only: no session (the signature is the authority), 403 and no byte for an
 * expired or altered URL; the sniffed type, `nosniff`, inline, a single byte range for video players.
 */
export const registerAiMediaRoute = (app: FastifyInstance, media: MediaServices, enabled: boolean): void => {
  const schema: FastifySchema = { params: E.media.params, querystring: E.media.query };
  app.route({
    method: E.media.method,
    url: E.media.path,
    schema,
    config: { endpoint: E.media },
    handler: async (request, reply) => {
      if (!enabled) throw AppError.notFound('route').with(refusal('', 'routeNotFound'));
      // The zod validator compiler has parsed these with the endpoint's own schemas.
      const { key } = request.params as Params;
      const query = request.query as Query;
      const type = mediaTypeOfKey(key);
      if (!media.urls.verify(mediaPath(key), query) || !type) throw invalid();
      const size = await media.storage.size(key);
      if (size === null) throw AppError.notFound('media').with(refusal('', 'routeNotFound'));
      const range = rangeOf(request.headers.range, size);
      if (request.headers.range && !range && size > 0)
        return reply.code(416).header('content-range', `bytes */${size}`).send();
      const stored = await media.storage.get(key, range ?? undefined);
      if (!stored) throw AppError.notFound('media').with(refusal('', 'routeNotFound'));
      reply
        .header('content-type', type)
        .header('x-content-type-options', 'nosniff')
        .header('accept-ranges', 'bytes')
        .header('content-disposition', 'inline');
      if (range)
        reply
          .code(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
          .header('content-length', range.end - range.start + 1);
      else reply.header('content-length', size);
      return reply.send(stored.stream);
    },
  });
};
