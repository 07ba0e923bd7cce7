import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterEach, beforeEach, describe } from 'vitest';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';

/**
 * Databases the server suite runs on: SQLite, and PostgreSQL too when TEST_DATABASE_URL is set; only PostgreSQL
 * with TEST_SKIP_SQLITE=1 (CI's PostgreSQL pass, beside a run that covered SQLite).
 */
export const TEST_DIALECTS: ReadonlyArray<'sqlite' | 'postgres'> = !process.env.TEST_DATABASE_URL
  ? ['sqlite']
  : process.env.TEST_SKIP_SQLITE === '1'
    ? ['postgres']
    : ['sqlite', 'postgres'];

/** Admin password of every test app. */
export const TEST_ADMIN_PASSWORD = 'Test-admin-pass-42';

/** A built app over a fresh database, with helpers for calling it. */
export interface TestApp {
  app: FastifyInstance;
  config: Config;
  /** Signs in and returns the access token. */
  login(account?: string, password?: string): Promise<string>;
  /** Calls the app with a JSON body and optional token. */
  call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH',
    url: string,
    options?: { token?: string; body?: unknown },
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export const freshPostgresSchema = async (baseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> => {
  const schema = `beacon_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(baseUrl);
  // Tests need no durability across a crash of PostgreSQL itself: commits do not wait for the WAL to reach the disk.
  url.searchParams.set('options', `-c search_path=${schema} -c synchronous_commit=off`);
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    },
  };
};

/** The environment every test app starts from: no demo data, any free MQTT port, the test broker when set. */
const testEnv = (shareGroup: string, env: Record<string, string>): Record<string, string> => ({
  DEMO_DATA: 'false',
  BEACON_ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
  MQTT_PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'silent',
  DATA_DIR: '/nonexistent-beacon-test-dir',
  ...(process.env.TEST_MQTT_URL ? { MQTT_URL: process.env.TEST_MQTT_URL, MQTT_SHARE_GROUP: shareGroup } : {}),
  ...env,
});

/** Wraps a built app with the call and sign-in helpers. */
const wrap = (app: FastifyInstance, config: Config, onClose: () => Promise<void>): TestApp => {
  const call: TestApp['call'] = (method, url, options = {}) =>
    app.inject({
      method,
      url,
      headers: options.token ? { accesstoken: options.token } : {},
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });
  return {
    app,
    config,
    call,
    async login(account = 'admin', password = TEST_ADMIN_PASSWORD) {
      const response = await call('POST', '/api/v1/auth/login', { body: { account, password } });
      if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
      return (response.json() as { data: { access_token: string } }).data.access_token;
    },
    async close() {
      await app.close();
      await onClose();
    },
  };
};

/** Builds the real app over a database that outlives it (a SQLite file or a PostgreSQL URL), for restart tests. */
export const createTestAppOver = async (
  target: { sqliteFile: string } | { databaseUrl: string },
  env: Record<string, string> = {},
): Promise<TestApp> => {
  const base = loadConfig(
    testEnv(`test-${randomUUID().slice(0, 8)}`, {
      ...('databaseUrl' in target ? { DATABASE_URL: target.databaseUrl } : {}),
      ...env,
    }),
  );
  const config: Config = 'sqliteFile' in target ? { ...base, sqliteFile: target.sqliteFile } : base;
  return wrap(await buildApp(config), config, async () => undefined);
};

/** Builds the real app over a fresh database of the dialect (its own schema on PostgreSQL). */
export const createTestApp = async (
  dialect: 'sqlite' | 'postgres',
  env: Record<string, string> = {},
): Promise<TestApp> => {
  const pgTarget = dialect === 'postgres' ? await freshPostgresSchema(String(process.env.TEST_DATABASE_URL)) : null;
  // Each test app is its own shared-subscription group, so parallel apps on one broker all see every message.
  const config: Config = {
    ...loadConfig(
      testEnv(`test-${randomUUID().slice(0, 8)}`, { ...(pgTarget ? { DATABASE_URL: pgTarget.url } : {}), ...env }),
    ),
    sqliteFile: ':memory:',
  };
  const app = await buildApp(config);
  return wrap(app, config, async () => {
    await pgTarget?.drop();
  });
};

/**
 * Several instances of the platform over one fresh database (a temporary SQLite file or a PostgreSQL
 * schema) and one shared-subscription group, as a production cluster runs; the first is built first, so it
 * migrates and seeds alone.
 */
export const createTestCluster = async (
  dialect: 'sqlite' | 'postgres',
  size: number,
  env: Record<string, string> = {},
): Promise<TestApp[]> => {
  const pgTarget = dialect === 'postgres' ? await freshPostgresSchema(String(process.env.TEST_DATABASE_URL)) : null;
  const dir = pgTarget ? null : await mkdtemp(path.join(tmpdir(), 'beacon-cluster-'));
  const shareGroup = `test-${randomUUID().slice(0, 8)}`;
  const config: Config = {
    ...loadConfig(testEnv(shareGroup, { ...(pgTarget ? { DATABASE_URL: pgTarget.url } : {}), ...env })),
    ...(dir ? { sqliteFile: path.join(dir, 'beacon.db') } : {}),
  };
  const apps: TestApp[] = [];
  let open = size;
  const lastOneCleansUp = async () => {
    open -= 1;
    if (open > 0) return;
    await pgTarget?.drop();
    if (dir) await rm(dir, { recursive: true, force: true });
  };
  for (let n = 0; n < size; n += 1) {
    // Instances of one cluster are told apart by their MQTT client ids.
    const app = await buildApp({ ...config, mqttClientId: `${shareGroup}-${n}` });
    // Ready before use: a websocket injected into an app that never answered a request would wait forever.
    await app.ready();
    apps.push(wrap(app, config, lastOneCleansUp));
  }
  return apps;
};

/** A fresh app per test of the enclosing block, signed in as admin; closed after each test. */
export const withSignedInApp = (
  dialect: 'sqlite' | 'postgres',
  onReady: (app: TestApp, adminToken: string) => void,
  env: Record<string, string> = {},
): void => {
  let app: TestApp | undefined;
  beforeEach(async () => {
    app = await createTestApp(dialect, env);
    onReady(app, await app.login());
  });
  afterEach(async () => {
    await app?.close();
  });
};

/** Runs a describe block once per test database. */
export const describeEachDatabase = (name: string, body: (dialect: 'sqlite' | 'postgres') => void): void => {
  for (const dialect of TEST_DIALECTS) describe(`${name} [${dialect}]`, () => body(dialect));
};

/**
 * Runs a describe block once, on SQLite, for a subject that no database changes (worker threads, limits of
 * CPU-heavy work); a PostgreSQL-only pass (TEST_SKIP_SQLITE=1) skips it.
 */
export const describeOnce = (name: string, body: (dialect: 'sqlite') => void): void => {
  describe.skipIf(process.env.TEST_SKIP_SQLITE === '1')(`${name} [sqlite]`, () => body('sqlite'));
};

/** A msgId for a test call. */
export const newMsgId = (): string => randomBytes(8).toString('hex');
