import type { Kysely } from 'kysely';
import type { PlatformTables } from '../db/tables';
import type { PresenceEvent } from './bus';

/** How often heard devices are written down, and the longest pause between expiry scans. */
const FLUSH_MS = 5_000;
const MAX_SCAN_MS = 30_000;
// Keys per statement: well under both databases' bound-parameter limits.
const CHUNK = 500;

const chunks = <T>(items: readonly T[]): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
};

/**
 * Presence of devices behind an external broker, where the platform does not see connections: a device is
 * online once heard from (any uplink or `status` `online`), offline on its `offline` last will or when not heard
 * from for the timeout. State lives in the database and changes by conditional updates, so with several
 * instances each change is announced by exactly one of them.
 */
export class DeviceHeartbeats {
  private heardSince = new Set<string>();
  private timers: NodeJS.Timeout[] = [];
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Kysely<PlatformTables>,
    private readonly timeoutMs: number,
    private readonly announce: (event: PresenceEvent) => void,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Flushes heard devices every few seconds and expires silent ones; stop with `stop()`. */
  start(): void {
    const flush = setInterval(() => this.run(() => this.flush(Date.now())), FLUSH_MS);
    const scan = setInterval(
      () => this.run(() => this.expire(Date.now())),
      Math.min(MAX_SCAN_MS, Math.max(1_000, this.timeoutMs / 4)),
    );
    for (const timer of [flush, scan]) timer.unref();
    this.timers = [flush, scan];
  }

  /** Stops the timers and writes what was heard. */
  async stop(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
    await this.flush(Date.now());
  }

  /** A device's message passed through (written down at the next flush). */
  heard(devKey: string): void {
    this.heardSince.add(devKey);
  }

  /** A device's `status` message: `online` when it connects, `offline` as its last will. */
  async status(devKey: string, online: boolean, at: number): Promise<void> {
    if (online) {
      const changed = await this.markOnline([devKey], at);
      if (changed.length) this.announce({ devKey, online: true, at });
      return;
    }
    const result = await this.db
      .updateTable('device_heartbeat')
      .set({ online: 0, last_seen: at })
      .where('dev_key', '=', devKey)
      .where('online', '=', 1)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) > 0) this.announce({ devKey, online: false, at });
  }

  /** Writes down the devices heard since the last flush; those not counted online come online. */
  flush(now: number): Promise<void> {
    // Sorted, so instances flushing overlapping keys lock rows in the same order.
    const devKeys = [...this.heardSince].sort();
    this.heardSince = new Set();
    if (devKeys.length === 0) return this.flushing.catch(() => undefined);
    // Flushes run one after another, so a device is never announced twice by one instance; a failed one (the
    // database was down) is reported by its caller and does not stop the next.
    this.flushing = this.flushing
      .catch(() => undefined)
      .then(async () => {
        for (const chunk of chunks(devKeys)) {
          for (const devKey of await this.markOnline(chunk, now)) this.announce({ devKey, online: true, at: now });
        }
      })
      .catch((error: unknown) => {
        // Heard again at the next flush.
        for (const devKey of devKeys) this.heardSince.add(devKey);
        throw error;
      });
    return this.flushing;
  }

  /** Devices counted online but not heard from for the timeout go offline. */
  async expire(now: number): Promise<void> {
    const expired = await this.db
      .updateTable('device_heartbeat')
      .set({ online: 0 })
      .where('online', '=', 1)
      .where('last_seen', '<', now - this.timeoutMs)
      .returning('dev_key')
      .execute();
    for (const { dev_key } of expired) this.announce({ devKey: dev_key, online: false, at: now });
  }

  /** Records devices as heard at `at`; answers those that were not counted online before. */
  private async markOnline(devKeys: string[], at: number): Promise<string[]> {
    return this.db.transaction().execute(async (trx) => {
      const added = await trx
        .insertInto('device_heartbeat')
        .values(devKeys.map((devKey) => ({ dev_key: devKey, online: 1, last_seen: at })))
        .onConflict((conflict) => conflict.column('dev_key').doNothing())
        .returning('dev_key')
        .execute();
      const revived = await trx
        .updateTable('device_heartbeat')
        .set({ online: 1, last_seen: at })
        .where('dev_key', 'in', devKeys)
        .where('online', '=', 0)
        .returning('dev_key')
        .execute();
      await trx
        .updateTable('device_heartbeat')
        .set({ last_seen: at })
        .where('dev_key', 'in', devKeys)
        .where('last_seen', '<', at)
        .execute();
      return [...added, ...revived].map((row) => row.dev_key);
    });
  }

  private run(task: () => Promise<void>): void {
    task().catch(this.onError);
  }
}
