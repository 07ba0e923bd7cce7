import { refusal } from '@beacon/contracts/reasons';
import type { Insertable, Kysely } from 'kysely';
import { isDatabaseUnavailable } from '../../platform/db/db-errors';
import { encodeLogReason } from './log-reason';
import { storableText } from './storable-text';
import type {
  DeviceEventTable,
  DeviceLogTable,
  TelemetryDatabase,
  TelemetryHistoryTable,
  TelemetryLatestTable,
} from './tables';
import { type LogCount, telemetryWriteRepository as repo, type WriteSet } from './telemetry-write.repository';

/** Rows one message adds: its values, their latest state, its device log entries and its device events. */
export interface TelemetryRows {
  history: Insertable<TelemetryHistoryTable>[];
  latest: Insertable<TelemetryLatestTable>[];
  logs: Insertable<DeviceLogTable>[];
  /** Accepted events (none when left out). */
  events?: Insertable<DeviceEventTable>[];
  /** Refusals to add to rejected rows written earlier (none when left out). */
  logCounts?: LogCount[];
  /** The device's project when the rows were made: the live push goes to this project only (none when left out). */
  projectCode?: string;
}

/** A committed latest value with the project its device belonged to, as the live push receives it. */
export type CommittedValue = Insertable<TelemetryLatestTable> & { project_code: string };

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

/** Why (as stored) a message's rows were replaced by a rejected log row: the database refused them. */
export const NOT_STORABLE = encodeLogReason({ text: 'not storable', refusals: [refusal('', 'notStorable')] });

/** The newest row per (iotId, attrKey): one statement may not update a row twice. */
const newestPerKey = (rows: readonly CommittedValue[]): CommittedValue[] => {
  const newest = new Map<string, CommittedValue>();
  for (const row of rows) {
    const key = `${row.iot_id}\u0000${row.attr_key}`;
    const seen = newest.get(key);
    if (!seen || seen.value_time <= row.value_time) newest.set(key, row);
  }
  return [...newest.values()];
};

const committedValues = (batch: readonly Pending[]): CommittedValue[] =>
  batch.flatMap(({ rows }) => rows.latest.map((row) => ({ ...row, project_code: rows.projectCode ?? '' })));

const withoutProject = ({ project_code: _project, ...row }: CommittedValue): Insertable<TelemetryLatestTable> => row;

/** The statement-set of a batch of messages. */
const writeSetOf = (batch: readonly Pending[], latest: readonly CommittedValue[]): WriteSet => ({
  history: batch.flatMap((entry) => entry.rows.history),
  latest: latest.map(withoutProject),
  logs: batch.flatMap((entry) => entry.rows.logs),
  events: batch.flatMap((entry) => entry.rows.events ?? []),
  logCounts: batch.flatMap((entry) => entry.rows.logCounts ?? []),
});

/**
 * Writes telemetry by group commit: while one transaction runs, what arrives queues, and the next
 * transaction takes all of it (up to maxRows). An idle writer commits at once, a busy one in large
 * batches; each message's promise settles once its rows are committed. A batch the database refuses is
 * written again message by message, so one message it cannot store never fails the others'.
 */
export class TelemetryWriter {
  private pending: Pending[] = [];
  private pendingSize = 0;
  private busy = false;
  private scheduled = false;
  private idleWaiters: (() => void)[] = [];
  private readonly listeners: ((latest: CommittedValue[]) => void)[] = [];

  constructor(
    private readonly db: Kysely<TelemetryDatabase>,
    private readonly limits: WriterLimits,
  ) {}

  /** Tells a listener the latest values of each committed batch (the live push). */
  onCommitted(listener: (latest: CommittedValue[]) => void): void {
    this.listeners.push(listener);
  }

  /**
   * Queues a message's rows; resolves once they are committed, or once a message the database refuses is
   * logged as rejected `not storable` instead; rejects only when not even that could be written.
   */
  write(rows: TelemetryRows): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const size =
        rows.history.length +
        rows.latest.length +
        rows.logs.length +
        (rows.events?.length ?? 0) +
        (rows.logCounts?.length ?? 0);
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
    const latest = newestPerKey(committedValues(batch));
    try {
      await this.db.transaction().execute((trx) => repo.write(trx, writeSetOf(batch, latest)));
    } catch (error) {
      // The database is down, not a row wrong: every message fails (unacknowledged, so sent again later).
      if (isDatabaseUnavailable(error)) for (const entry of batch) entry.reject(error);
      else await this.commitEach(batch);
      return;
    }
    for (const entry of batch) entry.resolve();
    this.announce(latest);
  }

  /** A refused batch, message by message in a transaction each: only a message the database refuses is lost. */
  private async commitEach(batch: Pending[]): Promise<void> {
    const committed: CommittedValue[] = [];
    for (const entry of batch) {
      const latest = committedValues([entry]);
      try {
        await this.db.transaction().execute((trx) => repo.write(trx, writeSetOf([entry], latest)));
        committed.push(...latest);
        entry.resolve();
      } catch (error) {
        await this.refuse(entry, error);
      }
    }
    this.announce(newestPerKey(committed));
  }

  /**
   * A message the database refused: stored as a rejected log row of its device, `not storable`, with what it
   * logged made storable; if that fails too (the database is down, not the message), the message fails.
   */
  private async refuse(entry: Pending, error: unknown): Promise<void> {
    const owner = entry.rows.logs[0] ?? entry.rows.events?.[0];
    // A lost connection is no verdict on the message: it must fail, never be logged away as not storable.
    if (!owner || isDatabaseUnavailable(error)) return entry.reject(error);
    const row: Insertable<DeviceLogTable> = {
      iot_id: owner.iot_id,
      dev_key: owner.dev_key,
      type: 'rejected',
      content: storableText(entry.rows.logs[0]?.content ?? ''),
      reason: NOT_STORABLE,
      create_date: entry.rows.logs[0]?.create_date ?? Date.now(),
    };
    try {
      await this.db.insertInto('device_log').values(row).execute();
      entry.resolve();
    } catch {
      entry.reject(error);
    }
  }

  private announce(latest: CommittedValue[]): void {
    if (latest.length) for (const listener of this.listeners) listener(latest);
  }
}
