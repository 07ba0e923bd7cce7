import http from 'node:http';
import { expect, it } from 'vitest';
import { E2E_ADMIN_PASSWORD, startServer } from '../src/server';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('finishes a request that is in flight when SIGTERM arrives, then exits cleanly', async () => {
  const server = await startServer();
  const body = JSON.stringify({ account: 'admin', password: E2E_ADMIN_PASSWORD });
  const half = Math.floor(body.length / 2);
  const { hostname, port } = new URL(server.origin);
  // The request starts now but its body completes only after the signal: it is in flight across the shutdown.
  const request = http.request({
    hostname,
    port,
    path: '/api/v1/auth/login',
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const reply = new Promise<{ status: number; text: string }>((resolve, reject) => {
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
    });
    request.on('error', reject);
  });
  request.write(body.slice(0, half));
  await sleep(300);
  const stopped = server.stop();
  await sleep(300);
  request.end(body.slice(half));
  const { status, text } = await reply;
  expect(status).toBe(200);
  expect(JSON.parse(text).code).toBe('000000');
  expect(await stopped).toBe(0);
});
