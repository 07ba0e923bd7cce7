import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const candidates = ['../../web/dist', '../../../../web/dist'];

/** The built console's folder: beside the bundle (dist/main.js) or beside the source tree. */
export const findConsoleDir = (): string | null => {
  for (const relative of candidates) {
    const dir = fileURLToPath(new URL(relative, import.meta.url));
    if (existsSync(`${dir}/index.html`)) return dir;
  }
  return null;
};

/**
 * Serves the console under `basePath` with an SPA fallback; index.html gets a `<base href>` so one
 * build works under any base path. `/` redirects to the base path.
 */
export const registerConsole = async (app: FastifyInstance, basePath: string, dir: string | null): Promise<void> => {
  app.get('/', async (_request, reply) => reply.redirect(basePath));
  if (basePath !== '/') app.get(basePath.slice(0, -1), async (_request, reply) => reply.redirect(basePath));
  if (!dir) {
    const missing = async () => ({ code: 503, msg: 'console not built: run `npm run build`' });
    app.get(basePath, async (_request, reply) => reply.status(503).send(await missing()));
    return;
  }
  const html = readFileSync(`${dir}/index.html`, 'utf8').replace('<head>', `<head>\n    <base href="${basePath}" />`);
  await app.register(fastifyStatic, {
    root: dir,
    prefix: basePath,
    index: false,
    wildcard: false,
    // Otherwise @fastify/static writes its own `public, max-age=0` over the header set below.
    cacheControl: false,
    setHeaders: (res, filePath) => {
      res.setHeader(
        'cache-control',
        filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  const sendIndex = async (_request: unknown, reply: import('fastify').FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  app.get(basePath, sendIndex);
  app.get(`${basePath}*`, sendIndex);
};
