import type { Insertable, Kysely, Transaction } from 'kysely';
import type {
  DeviceEventTable,
  DeviceLogTable,
  TelemetryDatabase,
  TelemetryHistoryTable,
  TelemetryLatestTable,
} from './tables';

type Trx = Transaction<TelemetryDatabase> | Kysely<TelemetryDatabase>;

/** Refusals counted after a rejected device-log row was written: added to that row's `count`. */
export interface LogCount {
  iotId: string;
  reason: string;
  /** The row's create_date (the first refusal it stands for). */
  createDate: number;
  add: number;
}

/** Rows one statement-set writes, in this order: history, latest (upsert), device logs, events, log counts. */
export interface WriteSet {
  history: Insertable<TelemetryHistoryTable>[];
  latest: Insertable<TelemetryLatestTable>[];
  logs: Insertable<DeviceLogTable>[];
  events: Insertable<DeviceEventTable>[];
  logCounts: LogCount[];
}

// Rows per INSERT statement: well under SQLite's and PostgreSQL's bound-parameter limits.
const CHUNK = 500;

const chunks = <T>(rows: readonly T[]): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
};

/** The writer's statements; the caller owns the transaction. */
export const telemetryWriteRepository = {
  /** Inserts the rows; a latest row replaces the stored one only if it is not older (value_time). */
  async write(trx: Trx, set: WriteSet): Promise<void> {
    for (const rows of chunks(set.history)) await trx.insertInto('telemetry_history').values(rows).execute();
    for (const rows of chunks(set.latest)) {
      await trx
        .insertInto('telemetry_latest')
        .values(rows)
        .onConflict((conflict) =>
          conflict
            .columns(['iot_id', 'attr_key'])
            .doUpdateSet((eb) => ({
              value: eb.ref('excluded.value'),
              value_time: eb.ref('excluded.value_time'),
              update_time: eb.ref('excluded.update_time'),
            }))
            // A late, older value joins the history but does not replace a newer latest value.
            .where((eb) => eb('telemetry_latest.value_time', '<=', eb.ref('excluded.value_time'))),
        )
        .execute();
    }
    for (const rows of chunks(set.logs)) await trx.insertInto('device_log').values(rows).execute();
    for (const rows of chunks(set.events)) await trx.insertInto('device_event').values(rows).execute();
    for (const count of set.logCounts) {
      // The one row the counts belong to (two instances may each have written one in the same millisecond).
      const row = trx
        .selectFrom('device_log as f')
        .select((eb) => eb.fn.min('f.id').as('id'))
        .where('f.iot_id', '=', count.iotId)
        .where('f.create_date', '=', count.createDate)
        .where('f.type', '=', 'rejected')
        .where('f.reason', '=', count.reason);
      await trx
        .updateTable('device_log')
        .set((eb) => ({ count: eb('count', '+', count.add) }))
        .where('id', '=', row)
        .execute();
    }
  },
};
