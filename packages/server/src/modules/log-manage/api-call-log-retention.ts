import type { Kysely } from 'kysely';
import type { LogManageDatabase } from './tables';

/** Rows one delete statement removes: short statements, so the gateway's batch writes are never held up for long. */
const PURGE_BATCH = 5_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes up to `limit` of a table's rows older than `before` (by its time column); how many. */
const deleteOldest = async (
  db: Kysely<LogManageDatabase>,
  table: 'api_call_log' | 'api_call_minute' | 'api_call_hour',
  before: number,
  limit: number,
): Promise<number> => {
  if (table === 'api_call_log') {
    const oldest = db.selectFrom('api_call_log').select('id').where('create_date', '<', before).limit(limit);
    return Number((await db.deleteFrom('api_call_log').where('id', 'in', oldest).executeTakeFirst()).numDeletedRows);
  }
  // The period tables have no id: their oldest periods go whole (a period holds few rows).
  const periods = db
    .selectFrom(table)
    .select('period_start')
    .where('period_start', '<', before)
    .orderBy('period_start')
    .limit(limit);
  return Number((await db.deleteFrom(table).where('period_start', 'in', periods).executeTakeFirst()).numDeletedRows);
};

/**
 * Deletes gateway calls older than the retention (API_CALL_LOG_RETENTION_DAYS) from the call log and its
 * per-minute and hourly counts, in short batches; answers how many rows went.
 */
export const purgeApiCallLog = async (
  db: Kysely<LogManageDatabase>,
  retentionDays: number,
  now = Date.now(),
): Promise<number> => {
  const before = now - retentionDays * DAY_MS;
  let deleted = 0;
  for (const table of ['api_call_log', 'api_call_minute', 'api_call_hour'] as const) {
    for (;;) {
      const batch = await deleteOldest(db, table, before, PURGE_BATCH);
      deleted += batch;
      if (batch < PURGE_BATCH) break;
      // Lets the gateway's writes through between batches (SQLite has one writer).
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  }
  return deleted;
};
