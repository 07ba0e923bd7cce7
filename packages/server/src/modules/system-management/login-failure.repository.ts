import { LOGIN_LOCK_WINDOW_MS, LOGIN_MAX_FAILURES } from '@beacon/contracts/constants';
import type { SystemDb } from './tables';

type Db = SystemDb;

/** Queries of failed sign-ins, counted per submitted account name (whether or not it exists). */
export const loginFailureRepository = {
  add: (db: Db, accountKey: string, at: number) =>
    db.insertInto('login_failure').values({ account_key: accountKey, created_at: at }).execute(),
  clear: (db: Db, accountKey: string) => db.deleteFrom('login_failure').where('account_key', '=', accountKey).execute(),
  purgeBefore: (db: Db, before: number) => db.deleteFrom('login_failure').where('created_at', '<', before).execute(),
  /**
   * When each locked name's lock ends (names with fewer than the allowed failures inside the window
   * are not locked): the oldest failure inside the window plus the window.
   */
  lockedUntilOf: async (db: Db, accountKeys: readonly string[], now: number): Promise<Map<string, number>> => {
    if (accountKeys.length === 0) return new Map();
    const rows = await db
      .selectFrom('login_failure')
      .select((eb) => ['account_key', eb.fn.countAll<number>().as('n'), eb.fn.min<number>('created_at').as('oldest')])
      .where('account_key', 'in', accountKeys)
      .where('created_at', '>=', now - LOGIN_LOCK_WINDOW_MS)
      .groupBy('account_key')
      .execute();
    return new Map(
      rows
        .filter((row) => Number(row.n) >= LOGIN_MAX_FAILURES)
        .map((row) => [row.account_key, Number(row.oldest) + LOGIN_LOCK_WINDOW_MS]),
    );
  },
};
