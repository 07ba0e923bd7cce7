import { LOGIN_LOCK_WINDOW_MS } from '@beacon/contracts/constants';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import { sessionRepository } from '../modules/auth/session.repository';
import { operaLogRepository } from '../modules/system/opera-log.repository';
import type { DB } from './db/schema';
import { purgeExpiredMsgIds } from './http/msg-id';

const HOUR_MS = 60 * 60 * 1000;

/** Hourly purge of expired msgIds, old sign-in failures and operation logs past retention; returns a stop function. */
export const startHousekeeping = (
  db: Kysely<DB>,
  config: Pick<Config, 'operaLogRetentionDays'>,
  log: { error(obj: unknown, msg: string): void },
): (() => void) => {
  const run = async () => {
    const now = Date.now();
    await purgeExpiredMsgIds(db);
    await sessionRepository.purgeFailuresBefore(db, now - LOGIN_LOCK_WINDOW_MS);
    await operaLogRepository.purgeBefore(db, now - config.operaLogRetentionDays * 24 * HOUR_MS);
  };
  const timer = setInterval(() => {
    run().catch((error: unknown) => log.error({ err: error }, 'housekeeping failed'));
  }, HOUR_MS);
  timer.unref();
  return () => clearInterval(timer);
};
