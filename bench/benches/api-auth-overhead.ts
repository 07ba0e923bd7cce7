import { performance } from 'node:perf_hooks';
import { buildApp } from '../../packages/server/src/app';
import { loadConfig } from '../../packages/server/src/config';

const ROUNDS = 3000;

const timeCalls = async (call: () => Promise<unknown>): Promise<number> => {
  for (let i = 0; i < 200; i++) await call();
  const start = performance.now();
  for (let i = 0; i < ROUNDS; i++) await call();
  return (performance.now() - start) / ROUNDS;
};

/** Cost of an authenticated API call (token check, session and role lookup) against an unauthenticated one. */
export const run = async (): Promise<string> => {
  const config = {
    ...loadConfig({
      DEMO_DATA: 'false',
      BEACON_ADMIN_PASSWORD: 'bench-admin-password',
      MQTT_PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
    }),
    sqliteFile: ':memory:',
  };
  const app = await buildApp(config);
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { account: 'admin', password: 'bench-admin-password' },
    });
    const token = (login.json() as { data: { access_token: string } }).data.access_token;
    const baseline = await timeCalls(() => app.inject({ method: 'GET', url: '/healthz' }));
    const authed = await timeCalls(() =>
      app.inject({ method: 'GET', url: '/api/v1/auth/user-info', headers: { accesstoken: token } }),
    );
    return `authenticated user-info ${(authed * 1000).toFixed(0)} µs/call = ${(authed / baseline).toFixed(2)}× the unauthenticated /healthz baseline (${(baseline * 1000).toFixed(0)} µs/call), ${ROUNDS} calls each, SQLite in memory`;
  } finally {
    await app.close();
  }
};
