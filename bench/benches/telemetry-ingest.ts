import type { TelemetryReadTables, TelemetryTables } from '../../packages/server/src/modules/telemetry/tables';
import { kyselyInsert, rawSqliteInsert, startBareBroker, storedReports } from '../telemetry/baselines';
import { startFleet } from '../telemetry/fleet';
import { LoadProcess } from '../telemetry/load';
import { POINTS_PER_MESSAGE } from '../telemetry/protocol';
import { envNumber, fmt, pct, perSecond } from '../telemetry/stats';

const DEVICES = envNumber('BENCH_INGEST_DEVICES', 200);
const MESSAGES_PER_DEVICE = envNumber('BENCH_INGEST_MESSAGES', 100);
/** QoS 1 reports a device keeps unacknowledged at once. */
const WINDOW = envNumber('BENCH_INGEST_WINDOW', 8);
const WARM_UP = 5;

const note = (line: string) => process.stderr.write(`  telemetry-ingest: ${line}\n`);

/**
 * Telemetry ingest end to end (MQTT QoS 1 reports of 10 values → model check → batched history, latest and device
 * log, each PUBACK after its batch commits) as a ratio of (a) the same devices publishing the same reports to a
 * bare embedded broker whose subscriber does nothing and (b) the same rows written straight into the same SQLite
 * file with better-sqlite3, all in the same run.
 */
export const run = async (): Promise<string> => {
  const fleet = await startFleet(DEVICES);
  const load = new LoadProcess();
  const bare = await startBareBroker();
  const total = DEVICES * MESSAGES_PER_DEVICE;
  try {
    const burst = async (url: string) => {
      note(`connecting ${DEVICES} devices to ${url}`);
      await load.request({ type: 'connect', url, devices: fleet.devices, window: WINDOW, qos: 1 }, 'connected');
      await load.request({ type: 'run', plan: { kind: 'burst', messagesPerDevice: WARM_UP } }, 'done');
      note(`publishing ${fmt(total)} reports`);
      const done = await load.request(
        { type: 'run', plan: { kind: 'burst', messagesPerDevice: MESSAGES_PER_DEVICE } },
        'done',
      );
      await load.request({ type: 'disconnect' }, 'disconnected');
      return done.ms;
    };
    const brokerMs = await burst(bare.deviceUrl);
    await bare.close();
    const ingestMs = await burst(fleet.app.platform.bus.deviceUrl);
    const db = fleet.app.platform.database.db.withTables<TelemetryTables & TelemetryReadTables>();
    const stored = await storedReports(db);
    if (stored !== DEVICES * (MESSAGES_PER_DEVICE + WARM_UP))
      throw new Error(`expected ${DEVICES * (MESSAGES_PER_DEVICE + WARM_UP)} property logs, found ${stored}`);
    note('raw SQLite and Kysely baselines');
    const sqliteMs = rawSqliteInsert(fleet.sqliteFile, total, DEVICES);
    const kyselyMs = await kyselyInsert(db, total, DEVICES);

    const points = total * POINTS_PER_MESSAGE;
    const ingest = perSecond(points, ingestMs);
    const broker = perSecond(points, brokerMs);
    const sqlite = perSecond(points, sqliteMs);
    const kysely = perSecond(points, kyselyMs);
    return [
      `${fmt(total)} QoS 1 reports × ${POINTS_PER_MESSAGE} values from ${DEVICES} MQTT devices (window ${WINDOW}, load in a child process), SQLite file (WAL, synchronous FULL)`,
      `  ingest:        ${fmt(ingest)} data points/s (${fmt(perSecond(total, ingestMs))} msg/s); every acknowledged report stored`,
      `  (a) raw broker: ${fmt(broker)} data points/s (${fmt(perSecond(total, brokerMs))} msg/s) → ingest = ${pct(ingest, broker)} of it`,
      `  (b) raw SQLite: ${fmt(sqlite)} data points/s (better-sqlite3, ${Math.floor(2_000 / (2 * POINTS_PER_MESSAGE + 1))} reports/transaction) → ingest = ${pct(ingest, sqlite)} of it`,
      `      same rows through Kysely: ${fmt(kysely)} data points/s = ${pct(kysely, sqlite)} of raw SQLite`,
    ].join('\n');
  } finally {
    await load.stop();
    await fleet.close();
  }
};
