import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/** The path (e.g. `body.roles[2].name`) of the first string holding a NUL character, or null. */
export const findNul = (value: unknown, at: string): string | null => {
  if (typeof value === 'string') return value.includes('\u0000') ? at : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNul(item, `${at}[${index}]`);
      if (found) return found;
    }
    return null;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) return `${at}.${key.replaceAll('\u0000', '\\u0000')}`;
      const found = findNul(item, `${at}.${key}`);
      if (found) return found;
    }
  }
  return null;
};

// PostgreSQL cannot store NUL in text and no field of ours has a use for it: refuse it before any query.
const refuseNul = async (request: FastifyRequest): Promise<void> => {
  const found = findNul(request.params, 'params') ?? findNul(request.query, 'query') ?? findNul(request.body, 'body');
  if (found) throw AppError.badRequest(`${found}: must not contain NUL (\\u0000) characters`);
};

/** Input and output rules of every API call: no NUL in any string; `Cache-Control: no-store` on every `/api` reply. */
export const registerInputGuards = (app: FastifyInstance): void => {
  app.addHook('preValidation', refuseNul);
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    return payload;
  });
};
