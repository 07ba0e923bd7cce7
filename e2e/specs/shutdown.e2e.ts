import { expect, it } from 'vitest';
import { E2E_ADMIN_PASSWORD, startServer } from '../src/server';

it('finishes in-flight requests on SIGTERM and exits cleanly', async () => {
  const server = await startServer();
  const login = () =>
    fetch(`${server.origin}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: 'admin', password: E2E_ADMIN_PASSWORD }),
    });
  // argon2 verification keeps these in flight while the signal arrives.
  const inFlight = [login(), login(), login()];
  await new Promise((resolve) => setTimeout(resolve, 20));
  const exitCode = await server.stop();
  const statuses = await Promise.all(inFlight.map((request) => request.then((r) => r.status)));
  expect(statuses).toEqual([200, 200, 200]);
  expect(exitCode).toBe(0);
});
