import type { Insertable, Kysely } from 'kysely';
import type {
  DeviceEventTable,
  DeviceLogTable,
  TelemetryDatabase,
  TelemetryHistoryTable,
  TelemetryLatestTable,
} from './tables';

/** Rows one message adds: its values, their latest state, its device log entries and its device events. */
export interface TelemetryRows {
  history: Insertable<TelemetryHistoryTable>[];
  latest: Insertable<TelemetryLatestTable>[];
  logs: Insertable<DeviceLogTable>[];
  /** Accepted events (none when left out). */
  events?: Insertable<DeviceEventTable>[];
}

/** The most rows one transaction writes; more wait for the next. */
export interface WriterLimits {
  maxRows: number;
}

interface Pending {
  rows: TelemetryRows;
  size: number;
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
 * Writes telemetry by group commit: while one transaction runs, what arrives queues, and the next
 * transaction takes all of it (up to maxRows). An idle writer commits at once, a busy one in large
 * batches; each message's promise settles once its rows are committed.
 */
export class TelemetryWriter {
  private pending: Pending[] = [];
  private pendingSize = 0;
  private busy = false;
  private scheduled = false;
  private idleWaiters: (() => void)[] = [];
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
      const size = rows.history.length + rows.latest.length + rows.logs.length + (rows.events?.length ?? 0);
      this.pending.push({ rows, size, resolve, reject });
      this.pendingSize += size;
      this.schedule();
    });
  }

  /** Rows queued and not yet taken by a transaction (how far the writer is behind). */
  get backlog(): number {
    return this.pendingSize;
  }

  /** Resolves once everything queued so far is written. */
  flush(): Promise<void> {
    if (!this.busy && !this.scheduled && this.pending.length === 0) return Promise.resolve();
    return new Promise<void>((resolve) => this.idleWaiters.push(resolve));
  }

  // Messages of the same tick join one transaction.
  private schedule(): void {
    if (this.busy || this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.busy = true;
    while (this.pending.length > 0) {
      let rows = 0;
      let take = 0;
      while (
        take < this.pending.length &&
        (take === 0 || rows + (this.pending[take]?.size ?? 0) <= this.limits.maxRows)
      ) {
        rows += this.pending[take]?.size ?? 0;
        take += 1;
      }
      this.pendingSize -= rows;
      await this.commit(this.pending.splice(0, take));
      // SQLite runs synchronously and the transaction's awaits are microtasks: without this, a backlog of
      // batches commits in one go and the broker's sockets, acknowledgements and websockets wait for all of it.
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    this.busy = false;
    for (const resolve of this.idleWaiters.splice(0)) resolve();
  }

  private async commit(batch: Pending[]): Promise<void> {
    const history = batch.flatMap((entry) => entry.rows.history);
    const latest = newestPerKey(batch.flatMap((entry) => entry.rows.latest));
    const logs = batch.flatMap((entry) => entry.rows.logs);
    const events = batch.flatMap((entry) => entry.rows.events ?? []);
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
        for (const rows of chunks(events)) await trx.insertInto('device_event').values(rows).execute();
      });
    } catch (error) {
      for (const entry of batch) entry.reject(error);
      return;
    }
    for (const entry of batch) entry.resolve();
    if (latest.length) for (const listener of this.listeners) listener(latest);
  }
}
