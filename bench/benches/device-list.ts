import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Endpoint } from '@beacon/contracts/endpoint';
import { deviceEndpoints } from '@beacon/contracts/iot-device.endpoints';
import { operaLogEndpoints } from '@beacon/contracts/log-manage.endpoints';
import type { ListAReply, PageParams } from '@beacon/contracts/protocol';
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import type { z } from 'zod';
import { buildApp } from '../../packages/server/src/app';
import { loadConfig } from '../../packages/server/src/config';
import type { Dialect } from '../../packages/server/src/platform/db/migrations/helpers';
import { serveEndpoint } from '../../packages/server/src/platform/http/endpoint-route';

// Sizes: BENCH_DEVICES / BENCH_LOG_ROWS shrink them while developing; BENCH_DATABASE_URL runs on PostgreSQL.
const DEVICES = Number(process.env.BENCH_DEVICES ?? 100_000);
const LOG_ROWS = Number(process.env.BENCH_LOG_ROWS ?? 1_000_000);
const CALLS = Number(process.env.BENCH_CALLS ?? 1_000);
const BLOCKS = 5;
const PAGE_SIZE = 10;
const DEEP_PAGE = 1_000;
const PASSWORD = 'bench-admin-password';
const PROJECT = 'BENCH-A';
const STATUS = 'online';

/** The integers 1..count as rows of `n(i)`: generate_series on PostgreSQL, a recursive CTE on SQLite. */
const numbers = (dialect: Dialect, count: number) =>
  dialect === 'postgres'
    ? sql`generate_series(1, ${sql.lit(count)}) as n(i)`
    : sql`(with recursive s(i) as (select 1 union all select i + 1 from s where i < ${sql.lit(count)}) select i from s) as n`;

/** 60 % of devices in BENCH-A, 70 % online: the filter matches 42 % of the table. */
const seedDevices = async (db: Kysely<unknown>, dialect: Dialect, stdModelId: number, now: number): Promise<void> => {
  await sql`
    insert into device (iot_id, dev_key, name, std_model_id, project_code, status, device_secret, create_date, update_date)
    select 'bench' || i, 'bench-key-' || i, 'Bench device ' || i, ${sql.lit(stdModelId)},
      case when i % 10 < 6 then 'BENCH-A' when i % 10 < 9 then 'BENCH-B' else 'BENCH-C' end,
      case when (i / 10) % 10 < 7 then 'online' when (i / 10) % 10 < 9 then 'offline' else 'inactive' end,
      'bench-secret', ${sql.lit(now)} - cast(i as bigint) * 60000, ${sql.lit(now)} - cast(i as bigint) * 60000
    from ${numbers(dialect, DEVICES)}`.execute(db);
};

/** One log row every 5 s going back (about 58 days for a million), over 8 modules and 20 accounts. */
const seedOperaLog = async (db: Kysely<unknown>, dialect: Dialect, now: number): Promise<void> => {
  await sql`
    insert into opera_log (account, module, action, method, path, target_id, msg_id, ip, result_code, http_status, duration_ms, create_date)
    select 'user' || (i % 20), 'module-' || (i % 8), 'bench.action', 'POST', '/api/v1/bench', '' || i, 'msg' || i,
      '127.0.0.1', '000000', 200, 3, ${sql.lit(now)} - cast(i as bigint) * 5000
    from ${numbers(dialect, LOG_ROWS)}`.execute(db);
};

const freshPostgresSchema = async (baseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> => {
  const schema = `beacon_bench_${randomBytes(4).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await run(`create schema ${schema}`);
  const url = new URL(baseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return { url: url.toString(), drop: () => run(`drop schema if exists ${schema} cascade`) };
};

type Call = () => Promise<unknown>;

/** Calls per second of each call, timed in interleaved blocks (the median block counts) so load on the shared machine hits all alike. */
const rates = async (calls: Record<string, Call>): Promise<Record<string, number>> => {
  const names = Object.keys(calls);
  const perBlock = Math.max(1, Math.round(CALLS / BLOCKS));
  const times: Record<string, number[]> = Object.fromEntries(names.map((name) => [name, []]));
  for (const name of names) for (let i = 0; i < 50; i++) await calls[name]?.();
  for (let block = 0; block < BLOCKS; block++) {
    for (const name of names) {
      const call = calls[name];
      if (!call) continue;
      const start = performance.now();
      for (let i = 0; i < perBlock; i++) await call();
      times[name]?.push((performance.now() - start) / perBlock);
    }
  }
  return Object.fromEntries(
    names.map((name) => {
      const sorted = [...(times[name] ?? [])].sort((a, b) => a - b);
      return [name, 1000 / (sorted[Math.floor(sorted.length / 2)] ?? Number.NaN)];
    }),
  );
};

/** Posts a page request; throws unless it answers 200 with a full page. */
const pageCall = (app: FastifyInstance, url: string, token: string, body: object): Call => {
  return async () => {
    const reply = await app.inject({ method: 'POST', url, headers: { accesstoken: token }, payload: body });
    if (reply.statusCode !== 200) throw new Error(`${url} answered ${reply.statusCode}: ${reply.body}`);
    return reply;
  };
};

/** Replies by page index, answered from memory. */
type MemoryPages<R extends z.ZodType> = Map<number, z.input<R>>;

/** A route answering the endpoint's pages from memory, through the same guard, validation and reply serializer. */
const serveFromMemory = <P extends z.ZodType, Q extends z.ZodType, R extends z.ZodType>(
  app: FastifyInstance,
  endpoint: Endpoint<P, Q, z.ZodType<PageParams>, R>,
  path: string,
): MemoryPages<R> => {
  const pages: MemoryPages<R> = new Map();
  serveEndpoint(app, { ...endpoint, path }, async ({ body }) => {
    const reply = pages.get(body.page_index);
    if (!reply) throw new Error(`no page ${body.page_index} in memory`);
    return reply;
  });
  return pages;
};

/**
 * The device list filtered by project and status (newest first) at page 1 and page 1,000 over 100,000 devices,
 * with 1,000,000 operation-log rows, and the operation log at the same pages; each as requests/s against a
 * route answering the same page from memory through the same pipeline, measured in the same run.
 */
export const run = async (): Promise<string> => {
  const pgTarget = process.env.BENCH_DATABASE_URL ? await freshPostgresSchema(process.env.BENCH_DATABASE_URL) : null;
  const dir = mkdtempSync(path.join(tmpdir(), 'beacon-bench-'));
  const config = {
    ...loadConfig({
      DEMO_DATA: 'true',
      BEACON_ADMIN_PASSWORD: PASSWORD,
      MQTT_PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      DATA_DIR: dir,
      ...(pgTarget ? { DATABASE_URL: pgTarget.url } : {}),
    }),
  };
  const app = await buildApp(config);
  try {
    const { database } = app.platform;
    const db = database.db as unknown as Kysely<unknown>;
    const now = Date.now();
    const model = await sql<{ id: number }>`select id from iot_std_model order by id limit 1`.execute(db);
    const seedStart = performance.now();
    await seedDevices(db, database.dialect, Number(model.rows[0]?.id), now);
    await seedOperaLog(db, database.dialect, now);
    await sql.raw(database.dialect === 'postgres' ? 'vacuum analyze' : 'analyze').execute(db);
    const seedSeconds = (performance.now() - seedStart) / 1000;

    const deviceMemory = serveFromMemory(app, deviceEndpoints.page, '/bench/device-page-from-memory');
    const logMemory = serveFromMemory(app, operaLogEndpoints.page, '/bench/opera-log-page-from-memory');
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { account: 'admin', password: PASSWORD },
    });
    const token = (login.json() as { data: { access_token: string } }).data.access_token;
    const deviceBody = (page: number) => ({
      page_index: page,
      page_size: PAGE_SIZE,
      projectCode: PROJECT,
      status: STATUS,
    });
    const logBody = (page: number) => ({ page_index: page, page_size: PAGE_SIZE });
    /** The real route's reply to a page, checked by its reply schema and required to be a full page. */
    const realPage = async <R extends z.ZodType<ListAReply<unknown>>>(
      endpoint: { path: string; reply: R },
      body: object,
    ): Promise<z.output<R>> => {
      const reply = await app.inject({
        method: 'POST',
        url: endpoint.path,
        headers: { accesstoken: token },
        payload: body,
      });
      const parsed = endpoint.reply.parse(reply.json());
      if (parsed.result.items.length !== PAGE_SIZE)
        throw new Error(`${endpoint.path} gave a short page: ${reply.body}`);
      return parsed;
    };
    for (const page of [1, DEEP_PAGE]) {
      deviceMemory.set(page, await realPage(deviceEndpoints.page, deviceBody(page)));
      logMemory.set(page, await realPage(operaLogEndpoints.page, logBody(page)));
    }
    const totals = `device total_count ${deviceMemory.get(1)?.result.total_count}, opera-log total_count ${logMemory.get(1)?.result.total_count}`;

    const r = await rates({
      devicePage1: pageCall(app, deviceEndpoints.page.path, token, deviceBody(1)),
      devicePageDeep: pageCall(app, deviceEndpoints.page.path, token, deviceBody(DEEP_PAGE)),
      deviceMemory1: pageCall(app, '/bench/device-page-from-memory', token, deviceBody(1)),
      deviceMemoryDeep: pageCall(app, '/bench/device-page-from-memory', token, deviceBody(DEEP_PAGE)),
      logPage1: pageCall(app, operaLogEndpoints.page.path, token, logBody(1)),
      logPageDeep: pageCall(app, operaLogEndpoints.page.path, token, logBody(DEEP_PAGE)),
      logMemory1: pageCall(app, '/bench/opera-log-page-from-memory', token, logBody(1)),
      logMemoryDeep: pageCall(app, '/bench/opera-log-page-from-memory', token, logBody(DEEP_PAGE)),
    });
    const rate = (name: string) => r[name] ?? Number.NaN;
    const pct = (a: string, b: string) => `${((rate(a) / rate(b)) * 100).toFixed(0)} %`;
    const per = (name: string) => `${rate(name).toFixed(0)}/s`;
    const slower = (deep: string, first: string) => `${(rate(first) / rate(deep)).toFixed(2)}×`;
    return [
      `${database.dialect}, ${DEVICES} devices, ${LOG_ROWS} opera_log rows (seeded in ${seedSeconds.toFixed(1)} s), page size ${PAGE_SIZE}, ${totals};`,
      `device page 1 ${per('devicePage1')} = ${pct('devicePage1', 'deviceMemory1')} of memory (${per('deviceMemory1')}),`,
      `page ${DEEP_PAGE} ${per('devicePageDeep')} = ${pct('devicePageDeep', 'deviceMemoryDeep')} of memory (${per('deviceMemoryDeep')}), deep/page-1 time ${slower('devicePageDeep', 'devicePage1')};`,
      `opera-log page 1 ${per('logPage1')} = ${pct('logPage1', 'logMemory1')} of memory (${per('logMemory1')}),`,
      `page ${DEEP_PAGE} ${per('logPageDeep')} = ${pct('logPageDeep', 'logMemoryDeep')} of memory (${per('logMemoryDeep')}), deep/page-1 time ${slower('logPageDeep', 'logPage1')};`,
      `${CALLS} calls each in ${BLOCKS} interleaved blocks (median block)`,
    ].join(' ');
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
    await pgTarget?.drop();
  }
};
