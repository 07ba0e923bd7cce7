import type { Insertable, Kysely } from 'kysely';
import type { DeviceLogTable, TelemetryDatabase, TelemetryHistoryTable, TelemetryLatestTable } from './tables';

/** Rows one message adds: its values, their latest state and its device log entries. */
export interface TelemetryRows {
  history: Insertable<TelemetryHistoryTable>[];
  latest: Insertable<TelemetryLatestTable>[];
  logs: Insertable<DeviceLogTable>[];
}

/** When a batch is written: after this many rows, or this long after its first message. */
export interface WriterLimits {
  maxRows: number;
  maxDelayMs: number;
}

interface Pending {
  rows: TelemetryRows;
  resolve: () => void;
  reject: (error: unknown) => void;
}

// Rows per INSERT statement: well under SQLite's and PostgreSQL's bound-parameter limits.
const CHUNK = 500;

const chunks = <T>(rows: readonly T[]): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
};

/** The newest row per (iotId, attrKey): one statement may not update a row twice. */
const newestPerKey = (rows: readonly Insertable<TelemetryLatestTable>[]) => {
  const newest = new Map<string, Insertable<TelemetryLatestTable>>();
  for (const row of rows) {
    const key = `${row.iot_id}\u0000${row.attr_key}`;
    const seen = newest.get(key);
    if (!seen || seen.value_time <= row.value_time) newest.set(key, row);
  }
  return [...newest.values()];
};

/**
 * Writes telemetry in batches (by count and time) in one transaction each, so the database sees a few
 * large writes instead of one per value; each message's promise settles once its rows are committed.
 */
export class TelemetryWriter {
  private pending: Pending[] = [];
  private pendingRows = 0;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();
  private readonly listeners: ((latest: Insertable<TelemetryLatestTable>[]) => void)[] = [];

  constructor(
    private readonly db: Kysely<TelemetryDatabase>,
    private readonly limits: WriterLimits,
  ) {}

  /** Tells a listener the latest values of each committed batch (the live push). */
  onCommitted(listener: (latest: Insertable<TelemetryLatestTable>[]) => void): void {
    this.listeners.push(listener);
  }

  /** Queues a message's rows; resolves once they are committed. */
  write(rows: TelemetryRows): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.pending.push({ rows, resolve, reject });
      this.pendingRows += rows.history.length + rows.latest.length + rows.logs.length;
      if (this.pendingRows >= this.limits.maxRows) void this.flush();
      else this.timer ??= setTimeout(() => void this.flush(), this.limits.maxDelayMs);
    });
  }

  /** Writes what is queued now; resolves when every earlier batch is written. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.pending;
    this.pending = [];
    this.pendingRows = 0;
    this.running = this.running.then(() => (batch.length ? this.commit(batch) : undefined));
    return this.running;
  }

  private async commit(batch: Pending[]): Promise<void> {
    const history = batch.flatMap((entry) => entry.rows.history);
    const latest = newestPerKey(batch.flatMap((entry) => entry.rows.latest));
    const logs = batch.flatMap((entry) => entry.rows.logs);
    try {
      await this.db.transaction().execute(async (trx) => {
        for (const rows of chunks(history)) await trx.insertInto('telemetry_history').values(rows).execute();
        for (const rows of chunks(latest)) {
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
        for (const rows of chunks(logs)) await trx.insertInto('device_log').values(rows).execute();
      });
    } catch (error) {
      for (const entry of batch) entry.reject(error);
      return;
    }
    for (const entry of batch) entry.resolve();
    if (latest.length) for (const listener of this.listeners) listener(latest);
  }
}
