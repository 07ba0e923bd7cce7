import type { Kysely } from 'kysely';
import type { MediaStorage } from '../../platform/media-storage';
import { aiEventRepository as repo } from './ai-event.repository';
import type { EventCenterDatabase } from './tables';

/** Events one transaction removes: short transactions, and an `in` list every database takes. */
const PURGE_BATCH = 500;
const DAY_MS = 24 * 60 * 60 * 1000;

/** What a purge removed: events (with their media rows), their files gone (already missing included), files left. */
export interface AiEventPurge {
  events: number;
  files: number;
  failedFiles: number;
}

/**
 * Deletes AI events that happened more than AI_EVENT_RETENTION_DAYS ago, batch by batch: the events and their media
 * rows in one transaction, then, once it committed, their files (a missing file is no error; one that cannot be
 * removed is counted and left, never keeping the rows alive).
 */
export const purgeAiEvents = async (
  db: Kysely<EventCenterDatabase>,
  storage: MediaStorage,
  retentionDays: number,
  now = Date.now(),
  batch = PURGE_BATCH,
): Promise<AiEventPurge> => {
  const before = now - retentionDays * DAY_MS;
  const purge: AiEventPurge = { events: 0, files: 0, failedFiles: 0 };
  for (;;) {
    const { deleted, keys, full } = await db.transaction().execute(async (trx) => {
      const ids = await repo.idsBefore(trx, before, batch);
      const media = await repo.mediaOf(trx, ids);
      return {
        deleted: await repo.remove(trx, ids),
        keys: media.map((m) => m.media_key),
        full: ids.length === batch,
      };
    });
    purge.events += deleted;
    const removed = await Promise.allSettled(keys.map((key) => storage.delete(key)));
    for (const result of removed) purge[result.status === 'fulfilled' ? 'files' : 'failedFiles'] += 1;
    if (!full) return purge;
    // Lets uploads and operators through between batches (SQLite has one writer).
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
};
