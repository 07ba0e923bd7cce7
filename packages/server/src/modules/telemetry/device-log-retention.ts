import type { Kysely } from 'kysely';
import type { TelemetryDatabase } from './tables';
import { telemetryRepository } from './telemetry.repository';

/** Rows one delete statement removes: short statements, so the telemetry writer is never held up for long. */
const PURGE_BATCH = 5_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes device logs older than the retention (DEVICE_LOG_RETENTION_DAYS), in short batches; answers how many. */
export const purgeDeviceLogs = async (
  db: Kysely<TelemetryDatabase>,
  retentionDays: number,
  now = Date.now(),
): Promise<number> => {
  const before = now - retentionDays * DAY_MS;
  let deleted = 0;
  for (;;) {
    const batch = await telemetryRepository.deleteDeviceLogsBefore(db, before, PURGE_BATCH);
    deleted += batch;
    if (batch < PURGE_BATCH) return deleted;
    // Lets reports and their acknowledgements through between batches (SQLite has one writer).
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
};
