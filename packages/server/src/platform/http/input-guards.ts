import { isApiPath } from '@beacon/contracts/protocol';
import { refusal } from '@beacon/contracts/reasons';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/** Deepest nesting of arrays and objects an input may have (no request needs a tenth of it). */
export const MAX_INPUT_DEPTH = 64;

/** A refusal's path for a place named from the request's root: body fields bare, `query.` and `params.` kept. */
const refusalPath = (at: string): string => at.replace(/^body\.?/, '');

/**
 * The path (e.g. `body.roles[2].name`) of the first string holding a NUL character, or null; input nested
 * deeper than `MAX_INPUT_DEPTH` is refused here (400), so no later recursion over it can exhaust the stack.
 */
export const findNul = (value: unknown, at: string, depth = 0): string | null => {
  if (typeof value === 'string') return value.includes('\u0000') ? at : null;
  if (typeof value !== 'object' || value === null) return null;
  if (depth >= MAX_INPUT_DEPTH)
    throw AppError.badRequest(`${at}: nested deeper than ${MAX_INPUT_DEPTH} levels`).with(
      refusal(refusalPath(at), 'tooDeep', { max: MAX_INPUT_DEPTH }),
    );
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNul(item, `${at}[${index}]`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return `${at}.${key.replaceAll('\u0000', '\\u0000')}`;
    const found = findNul(item, `${at}.${key}`, depth + 1);
    if (found) return found;
  }
  return null;
};

// PostgreSQL cannot store NUL in text and no field of ours has a use for it: refuse it before any query.
const refuseNul = async (request: FastifyRequest): Promise<void> => {
  const found = findNul(request.params, 'params') ?? findNul(request.query, 'query') ?? findNul(request.body, 'body');
  if (found)
    throw AppError.badRequest(`${found}: must not contain NUL (\\u0000) characters`).with(
      refusal(refusalPath(found), 'nulCharacter'),
    );
};

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Input and output rules of every API call: JSON bodies in valid UTF-8 (Fastify's own parser would replace bad
 * bytes with U+FFFD and so store what the client never sent), no NUL in any string, no absurd nesting;
 * `Cache-Control: no-store` on every `/api` reply.
 */
export const registerInputGuards = (app: FastifyInstance): void => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = strictUtf8.decode(body as Buffer);
    } catch {
      done(AppError.badRequest('body: not valid UTF-8').with(refusal('', 'notUtf8')), undefined);
      return;
    }
    parseJson(request, text, done);
  });
  app.addHook('preValidation', refuseNul);
  app.addHook('onSend', async (request, reply, payload) => {
    if (isApiPath(request.url)) reply.header('cache-control', 'no-store');
    return payload;
  });
};
