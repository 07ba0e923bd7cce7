import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the test server saw it. */
export interface SeenRequest {
  method: string;
  url: URL;
  headers: IncomingMessage['headers'];
  body: string;
}

/** What a route of the test server answers. */
export interface TestReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  delayMs?: number;
}

/** A real HTTP server on a free port for api-client tests, answering from a path → reply table. */
export interface TestServer {
  origin: string;
  seen: SeenRequest[];
  routes: Map<string, TestReply>;
  close(): Promise<void>;
}

/** Start the test server on port 0. */
export async function startTestServer(): Promise<TestServer> {
  const seen: SeenRequest[] = [];
  const routes = new Map<string, TestReply>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      seen.push({ method: req.method ?? '', url, headers: req.headers, body: Buffer.concat(chunks).toString() });
      const reply = routes.get(url.pathname) ?? { status: 404, body: { code: 404, msg: 'not found' } };
      const send = () => {
        const isBuffer = reply.body instanceof Buffer;
        res.writeHead(reply.status ?? 200, {
          'content-type': isBuffer ? 'application/octet-stream' : 'application/json',
          ...reply.headers,
        });
        if (reply.body === undefined) res.end();
        else res.end(isBuffer ? reply.body : typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body));
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    seen,
    routes,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
