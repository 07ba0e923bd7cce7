import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { type MonitorApiCount, monitorApiCountSchema } from '@beacon/contracts/gateway-monitor';
import { monitorEndpoints } from '@beacon/contracts/gateway-monitor.endpoints';
import { formBReply } from '@beacon/contracts/protocol';
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../../packages/server/src/app';
import { loadConfig } from '../../packages/server/src/config';
import type { Dialect } from '../../packages/server/src/platform/db/migrations/helpers';
import type { PlatformTables } from '../../packages/server/src/platform/db/tables';
import { serveEndpoint } from '../../packages/server/src/platform/http/endpoint-route';

// Sizes: BENCH_MONITOR_APIS × BENCH_MONITOR_APPS pairs, each busy every minute; BENCH_DATABASE_URL runs on PostgreSQL.
const APIS = Number(process.env.BENCH_MONITOR_APIS ?? 20);
const APPS = Number(process.env.BENCH_MONITOR_APPS ?? 10);
const CALLS = Number(process.env.BENCH_CALLS ?? 50);
const BLOCKS = 5;
const PASSWORD = 'bench-admin-password';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MEMORY_PATH = '/api/v1/gateway/logtail/api-count-from-memory';

/** The integers 0..count-1 as rows of `<alias>(i)`: generate_series on PostgreSQL, a recursive CTE on SQLite. */
const numbers = (dialect: Dialect, count: number, alias: string) =>
  dialect === 'postgres'
    ? sql`generate_series(0, ${sql.lit(count - 1)}) as ${sql.raw(alias)}(i)`
    : sql`(with recursive s(i) as (select 0 union all select i + 1 from s where i < ${sql.lit(count - 1)}) select i from s) as ${sql.raw(alias)}`;

/** Every API × app pair busy in every period of [start, start + periods × periodMs): 2 calls a minute, 1 an error. */
const seedPeriods = async (
  db: Kysely<PlatformTables>,
  dialect: Dialect,
  table: string,
  start: number,
  periods: number,
  periodMs: number,
): Promise<void> => {
  const perMinute = periodMs / MINUTE;
  await sql`
    insert into ${sql.table(table)} (period_start, api_id, app_id, api_name, app_name, calls, errors, lat_3, lat_5, lat_9)
    select ${sql.lit(start)} + cast(t.i as bigint) * ${sql.lit(periodMs)}, 1 + p.i % ${sql.lit(APIS)},
      'bench-app-' || (p.i / ${sql.lit(APIS)}), 'API ' || (1 + p.i % ${sql.lit(APIS)}), 'App ' || (p.i / ${sql.lit(APIS)}),
      ${sql.lit(2 * perMinute)}, ${sql.lit(perMinute)}, ${sql.lit(perMinute)}, ${sql.lit(perMinute)}, 0
    from ${numbers(dialect, periods, 't')} cross join ${numbers(dialect, APIS * APPS, 'p')}`.execute(db);
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

/** Median ms per call of each call, timed in interleaved blocks so load on the shared machine hits all alike. */
const medians = async (calls: Record<string, () => Promise<unknown>>): Promise<Record<string, number>> => {
  const names = Object.keys(calls);
  const perBlock = Math.max(1, Math.round(CALLS / BLOCKS));
  const times: Record<string, number[]> = Object.fromEntries(names.map((name) => [name, []]));
  for (const name of names) for (let i = 0; i < 5; i++) await calls[name]?.();
  for (let block = 0; block < BLOCKS; block++)
    for (const name of names) {
      const start = performance.now();
      for (let i = 0; i < perBlock; i++) await calls[name]?.();
      times[name]?.push((performance.now() - start) / perBlock);
    }
  return Object.fromEntries(
    names.map((name) => [name, [...(times[name] ?? [])].sort((a, b) => a - b)[Math.floor(BLOCKS / 2)] ?? Number.NaN]),
  );
};

/**
 * The monitor's `logtail/api-count` over a month (hour rows for whole hours, minute rows at the edges) and over the
 * last 24 hours (a 5-minute series from minute rows), against the same endpoint answering the same reply from
 * memory (guard, validation, reply schema alike): what the pre-aggregated query costs.
 */
export const run = async (): Promise<string> => {
  const pgTarget = process.env.BENCH_DATABASE_URL ? await freshPostgresSchema(process.env.BENCH_DATABASE_URL) : null;
  const dir = pgTarget ? null : mkdtempSync(path.join(tmpdir(), 'beacon-bench-monitor-'));
  const config = {
    ...loadConfig({
      DEMO_DATA: 'false',
      BEACON_ADMIN_PASSWORD: PASSWORD,
      MQTT_PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      ...(pgTarget ? { DATABASE_URL: pgTarget.url } : {}),
    }),
    ...(dir ? { sqliteFile: path.join(dir, 'beacon.db') } : {}),
  };
  let app: FastifyInstance | undefined;
  try {
    const built = await buildApp(config);
    app = built;
    const memory: { reply?: MonitorApiCount } = {};
    serveEndpoint(
      built,
      { ...monitorEndpoints.apiCount, path: MEMORY_PATH, reply: formBReply(monitorApiCountSchema) },
      async () => ({
        code: 200 as const,
        msg: 'success',
        object: memory.reply ?? {
          total: { calls: 0, errors: 0, p50: null, p95: null, p99: null },
          series: [],
          items: [],
        },
      }),
    );
    const { database } = built.platform;
    const now = Math.floor(Date.now() / MINUTE) * MINUTE;
    const monthStart = Math.floor((now - 31 * DAY) / HOUR) * HOUR;
    const seedStart = performance.now();
    await seedPeriods(
      database.db,
      database.dialect,
      'api_call_hour',
      monthStart,
      Math.ceil((now - monthStart) / HOUR) + 1,
      HOUR,
    );
    // Minutes of the last 25 hours and of the month's first 2 hours (the edges a 30-day range reads).
    await seedPeriods(database.db, database.dialect, 'api_call_minute', now - 25 * HOUR, 25 * 60 + 1, MINUTE);
    await seedPeriods(database.db, database.dialect, 'api_call_minute', now - 30 * DAY - HOUR, 120, MINUTE);
    const seeded = (performance.now() - seedStart) / 1000;
    const login = await built.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { account: 'admin', password: PASSWORD },
    });
    const token = (login.json() as { data: { access_token: string } }).data.access_token;
    const ask = (url: string, body: object) => async () => {
      const reply = await built.inject({ method: 'POST', url, headers: { accesstoken: token }, payload: body });
      if (reply.statusCode !== 200) throw new Error(`${url} answered ${reply.statusCode}: ${reply.body}`);
      return reply.json() as { object: MonitorApiCount };
    };
    const month = { from: now - 30 * DAY + 30 * MINUTE, to: now + 59_999 };
    const day = { from: now - DAY, to: now + 59_999 };
    const sample = await ask(monitorEndpoints.apiCount.path, month)();
    memory.reply = sample.object;
    const times = await medians({
      month: ask(monitorEndpoints.apiCount.path, month),
      day: ask(monitorEndpoints.apiCount.path, day),
      memory: ask(MEMORY_PATH, month),
    });
    const ms = (value: number | undefined) => `${(value ?? Number.NaN).toFixed(1)} ms`;
    const ratio = (value: number | undefined) =>
      `${((value ?? Number.NaN) / (times.memory ?? Number.NaN)).toFixed(1)}×`;
    return [
      `${database.dialect}, ${APIS * APPS} API × app pairs busy every minute (${sample.object.total.calls.toLocaleString('en')} calls in the month; seeding ${seeded.toFixed(1)} s):`,
      `30-day api-count ${ms(times.month)}/call = ${ratio(times.month)} the same reply from memory (${ms(times.memory)}), ${sample.object.series.length} hourly points;`,
      `24-hour api-count ${ms(times.day)}/call = ${ratio(times.day)}; ${CALLS} calls each in ${BLOCKS} interleaved blocks, median block`,
    ].join(' ');
  } finally {
    await app?.close();
    await pgTarget?.drop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
};
