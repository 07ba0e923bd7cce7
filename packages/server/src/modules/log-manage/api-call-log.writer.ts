import type { Insertable, Kysely } from 'kysely';
import type { ApiCallLogEntry } from '../../platform/audit/activity-logs';
import { apiCallLogRepository } from './api-call-log.repository';
import { periodCounts, toApiCallRow } from './api-call-rows';
import { apiCallStatsRepository } from './api-call-stats.repository';
import type { ApiCallLogTable, LogManageDatabase } from './tables';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** How the writer batches: entries per transaction, the most waiting, how often it writes, where it warns. */
export interface ApiCallWriterOptions {
  batchSize: number;
  maxPending: number;
  intervalMs: number;
  warn: (message: string) => void;
}

/** 500 calls a transaction, written every 500 ms, at most 20,000 waiting. */
export const API_CALL_WRITER_DEFAULTS: Omit<ApiCallWriterOptions, 'warn'> = {
  batchSize: 500,
  maxPending: 20_000,
  intervalMs: 500,
};

/**
 * Writes the API call log off the request path: calls queue in memory and are written in batches (every
 * `intervalMs`, or at once when a batch is full), each batch with its per-minute and hourly counts in one
 * transaction. A batch the database refuses stays queued for the next try; past `maxPending` waiting, new calls are
 * dropped and counted (one warning a minute). While the app closes, every append is written before it resolves.
 */
export class ApiCallLogWriter {
  private pending: Insertable<ApiCallLogTable>[] = [];
  private chain: Promise<void> = Promise.resolve();
  private kicked = false;
  private closing = false;
  private dropped = 0;
  private lastDropWarning = Number.NEGATIVE_INFINITY;
  private lastFailureWarning = Number.NEGATIVE_INFINITY;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly db: Kysely<LogManageDatabase>,
    private readonly options: ApiCallWriterOptions,
  ) {
    this.timer = setInterval(() => this.tick(), options.intervalMs);
    this.timer.unref();
  }

  /** Queues calls; resolves once queued (once written while the app closes). */
  append(entries: readonly ApiCallLogEntry[]): Promise<void> {
    for (const entry of entries) {
      if (this.pending.length >= this.options.maxPending) this.dropped += 1;
      else this.pending.push(toApiCallRow(entry));
    }
    if (this.closing) return this.flush();
    if (this.pending.length >= this.options.batchSize) this.kick();
    return Promise.resolve();
  }

  /** Calls queued and not yet written. */
  get backlog(): number {
    return this.pending.length;
  }

  /** Resolves once every call queued so far is written; rejects when the database refused (they stay queued). */
  flush(): Promise<void> {
    const run = this.chain.then(() => this.drain());
    this.chain = run.catch(() => undefined);
    return run;
  }

  /** Stops the timer and writes what is queued; later appends are written one by one as they come. */
  async close(): Promise<void> {
    this.closing = true;
    clearInterval(this.timer);
    try {
      await this.flush();
    } finally {
      this.warnDropped(true);
    }
  }

  private tick(): void {
    if (this.pending.length > 0) this.kick();
    this.warnDropped(false);
  }

  /** Starts a flush unless one started this way still runs. */
  private kick(): void {
    if (this.kicked) return;
    this.kicked = true;
    this.flush().then(
      () => {
        this.kicked = false;
      },
      (error: unknown) => {
        this.kicked = false;
        if (Date.now() - this.lastFailureWarning < MINUTE_MS) return;
        this.lastFailureWarning = Date.now();
        const reason = error instanceof Error ? error.message : String(error);
        this.options.warn(
          `API call log: writing failed, ${this.pending.length} calls kept for the next try (${reason})`,
        );
      },
    );
  }

  private async drain(): Promise<void> {
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0, this.options.batchSize);
      try {
        await this.db.transaction().execute(async (trx) => {
          await apiCallLogRepository.append(trx, batch);
          await apiCallStatsRepository.add(trx, 'api_call_minute', periodCounts(batch, MINUTE_MS));
          await apiCallStatsRepository.add(trx, 'api_call_hour', periodCounts(batch, HOUR_MS));
        });
      } catch (error) {
        // Kept, oldest first, within the bound: what no longer fits is the newest, dropped and counted.
        this.pending.unshift(...batch);
        const excess = this.pending.length - this.options.maxPending;
        if (excess > 0) {
          this.pending.length = this.options.maxPending;
          this.dropped += excess;
        }
        throw error;
      }
      // SQLite runs synchronously: a long backlog must not hold the event loop for all of its batches at once.
      if (this.pending.length > 0) await new Promise<void>((resolve) => setImmediate(resolve));
    }
  }

  /** Warns of the calls dropped since the last warning, at most once a minute (or now, when closing). */
  private warnDropped(now: boolean): void {
    if (this.dropped === 0 || (!now && Date.now() - this.lastDropWarning < MINUTE_MS)) return;
    this.options.warn(
      `API call log: ${this.dropped} calls dropped, more than ${this.options.maxPending} were waiting to be written`,
    );
    this.dropped = 0;
    this.lastDropWarning = Date.now();
  }
}
