import SQLite from 'better-sqlite3';
import { type Kysely, sql } from 'kysely';
import { connectionLimits, loadConfig } from '../../packages/server/src/config';
import type { TelemetryDatabase } from '../../packages/server/src/modules/telemetry/tables';
import { startEmbeddedBroker } from '../../packages/server/src/platform/bus/embedded-broker';
import { benchParams, POINTS_PER_MESSAGE } from './protocol';

/** The writer's limit: rows (history + latest + logs) per transaction. */
const ROWS_PER_TRANSACTION = 2_000;
/** The writer's rows per INSERT statement. */
const CHUNK = 500;
const ROWS_PER_MESSAGE = 2 * POINTS_PER_MESSAGE + 1;
const MESSAGES_PER_TRANSACTION = Math.floor(ROWS_PER_TRANSACTION / ROWS_PER_MESSAGE);

/**
 * Synthetic devices report far faster than real ones and all connect at once from one address: the benchmarks lift
 * the per-device message rate and the per-address cap on unfinished CONNECTs.
 */
export const BENCH_DEVICE_MAX_MSG_RATE = '1000000';
export const BENCH_MAX_PENDING_PER_ADDRESS = '100000';

const silent = { info: () => {}, warn: () => {}, error: () => {} };

/** The same embedded broker, every device let in, and one subscriber that does nothing (no database). */
export const startBareBroker = async () => {
  const limits = connectionLimits(
    loadConfig({
      DEVICE_MAX_MSG_RATE: BENCH_DEVICE_MAX_MSG_RATE,
      MQTT_MAX_PENDING_PER_ADDRESS: BENCH_MAX_PENDING_PER_ADDRESS,
    }),
  );
  const bus = await startEmbeddedBroker({ port: 0, explicit: false }, '127.0.0.1', silent, limits);
  bus.setDeviceAuthenticator(async () => 'ok');
  await bus.subscribe('beacon/+/properties', () => {});
  await bus.open();
  return bus;
};

interface Rows {
  history: unknown[][];
  latest: Map<string, unknown[]>;
  logs: unknown[][];
}

/** The rows `count` reports of `devices` devices produce, as the writer would batch them. */
const rowsOf = (first: number, count: number, devices: number): Rows => {
  const rows: Rows = { history: [], latest: new Map(), logs: [] };
  for (let n = first; n < first + count; n++) {
    const iotId = `base-${n % devices}`;
    const params = benchParams(n);
    for (const [attrKey, value] of Object.entries(params)) {
      const text = JSON.stringify(value);
      rows.history.push([iotId, attrKey, text, n]);
      rows.latest.set(`${iotId}\u0000${attrKey}`, [iotId, attrKey, text, n, n]);
    }
    rows.logs.push([iotId, iotId, 'property', JSON.stringify(params), '', n]);
  }
  return rows;
};

const placeholders = (columns: number, rows: number) =>
  Array.from({ length: rows }, () => `(${Array.from({ length: columns }, () => '?').join(',')})`).join(',');

/**
 * Baseline (b): the rows of `messages` reports written straight with better-sqlite3 (a second connection to the
 * server's SQLite file, same pragmas), prepared multi-row statements in the writer's batch and chunk sizes.
 * Returns the elapsed ms.
 */
export const rawSqliteInsert = (file: string, messages: number, devices: number): number => {
  const db = new SQLite(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  const statements = new Map<string, SQLite.Statement>();
  const statement = (kind: 'history' | 'latest' | 'logs', rows: number) => {
    const key = `${kind}/${rows}`;
    let prepared = statements.get(key);
    if (!prepared) {
      const text =
        kind === 'history'
          ? `insert into telemetry_history (iot_id, attr_key, value, value_time) values ${placeholders(4, rows)}`
          : kind === 'logs'
            ? `insert into device_log (iot_id, dev_key, type, content, reason, create_date) values ${placeholders(6, rows)}`
            : `insert into telemetry_latest (iot_id, attr_key, value, value_time, update_time) values ${placeholders(5, rows)}
               on conflict (iot_id, attr_key) do update set value = excluded.value, value_time = excluded.value_time,
               update_time = excluded.update_time where telemetry_latest.value_time <= excluded.value_time`;
      prepared = db.prepare(text);
      statements.set(key, prepared);
    }
    return prepared;
  };
  const write = (kind: 'history' | 'latest' | 'logs', rows: unknown[][]) => {
    for (let i = 0; i < rows.length; i += CHUNK) {
      const chunk = rows.slice(i, i + CHUNK);
      statement(kind, chunk.length).run(chunk.flat());
    }
  };
  const commit = db.transaction((rows: Rows) => {
    write('history', rows.history);
    write('latest', [...rows.latest.values()]);
    write('logs', rows.logs);
  });
  const start = performance.now();
  for (let first = 0; first < messages; first += MESSAGES_PER_TRANSACTION) {
    commit(rowsOf(first, Math.min(MESSAGES_PER_TRANSACTION, messages - first), devices));
  }
  const ms = performance.now() - start;
  db.close();
  return ms;
};

/** The same rows written through Kysely on the server's own connection, as the writer builds them (ms). */
export const kyselyInsert = async (
  db: Kysely<TelemetryDatabase>,
  messages: number,
  devices: number,
): Promise<number> => {
  const start = performance.now();
  for (let first = 0; first < messages; first += MESSAGES_PER_TRANSACTION) {
    const rows = rowsOf(first, Math.min(MESSAGES_PER_TRANSACTION, messages - first), devices);
    const history = rows.history.map(([iot_id, attr_key, value, value_time]) => ({
      iot_id: String(iot_id),
      attr_key: String(attr_key),
      value: String(value),
      value_time: Number(value_time),
    }));
    const latest = [...rows.latest.values()].map(([iot_id, attr_key, value, value_time, update_time]) => ({
      iot_id: String(iot_id),
      attr_key: String(attr_key),
      value: String(value),
      value_time: Number(value_time),
      update_time: Number(update_time),
    }));
    const logs = rows.logs.map(([iot_id, dev_key, type, content, reason, create_date]) => ({
      iot_id: String(iot_id),
      dev_key: String(dev_key),
      type: String(type),
      content: String(content),
      reason: String(reason),
      create_date: Number(create_date),
    }));
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < history.length; i += CHUNK)
        await trx
          .insertInto('telemetry_history')
          .values(history.slice(i, i + CHUNK))
          .execute();
      for (let i = 0; i < latest.length; i += CHUNK)
        await trx
          .insertInto('telemetry_latest')
          .values(latest.slice(i, i + CHUNK))
          .onConflict((c) =>
            c
              .columns(['iot_id', 'attr_key'])
              .doUpdateSet((eb) => ({
                value: eb.ref('excluded.value'),
                value_time: eb.ref('excluded.value_time'),
                update_time: eb.ref('excluded.update_time'),
              }))
              .where((eb) => eb('telemetry_latest.value_time', '<=', eb.ref('excluded.value_time'))),
          )
          .execute();
      for (let i = 0; i < logs.length; i += CHUNK)
        await trx
          .insertInto('device_log')
          .values(logs.slice(i, i + CHUNK))
          .execute();
    });
  }
  return performance.now() - start;
};

/** How many property logs devices named `bench-%` have (every acknowledged report must have one). */
export const storedReports = async (db: Kysely<TelemetryDatabase>): Promise<number> => {
  const row = await db
    .selectFrom('device_log')
    .select(sql<number>`count(*)`.as('n'))
    .where('type', '=', 'property')
    .where('dev_key', 'like', 'bench-%')
    .executeTakeFirstOrThrow();
  return Number(row.n);
};
