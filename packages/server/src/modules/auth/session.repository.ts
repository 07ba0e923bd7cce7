import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema';

type Db = Kysely<DB> | Transaction<DB>;

/** Queries of sessions, refresh tokens and sign-in failures. */
export const sessionRepository = {
  countFailuresSince: async (db: Db, accountKey: string, since: number): Promise<number> => {
    const row = await db
      .selectFrom('login_failure')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('account_key', '=', accountKey)
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },
  oldestFailureSince: async (db: Db, accountKey: string, since: number): Promise<number | null> => {
    const row = await db
      .selectFrom('login_failure')
      .select((eb) => eb.fn.min<number>('created_at').as('t'))
      .where('account_key', '=', accountKey)
      .where('created_at', '>=', since)
      .executeTakeFirst();
    return row?.t === null || row?.t === undefined ? null : Number(row.t);
  },
  addFailure: (db: Db, accountKey: string, at: number) =>
    db.insertInto('login_failure').values({ account_key: accountKey, created_at: at }).execute(),
  clearFailures: (db: Db, accountKey: string) =>
    db.deleteFrom('login_failure').where('account_key', '=', accountKey).execute(),
  purgeFailuresBefore: (db: Db, before: number) =>
    db.deleteFrom('login_failure').where('created_at', '<', before).execute(),

  insertSession: (db: Db, row: DB['session']) => db.insertInto('session').values(row).execute(),
  findSession: (db: Db, id: string) => db.selectFrom('session').selectAll().where('id', '=', id).executeTakeFirst(),
  /** A session with its account's name and status, in one query (every authenticated call reads it). */
  findSessionWithAccount: (db: Db, id: string) =>
    db
      .selectFrom('session')
      .innerJoin('account', 'account.id', 'session.account_id')
      .select([
        'session.id',
        'session.account_id',
        'session.revoked_at',
        'session.revoked_reason',
        'account.account',
        'account.status',
      ])
      .where('session.id', '=', id)
      .executeTakeFirst(),
  revokeSession: (db: Db, id: string, reason: string, at: number) =>
    db
      .updateTable('session')
      .set({ revoked_at: at, revoked_reason: reason })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .execute(),
  revokeLiveSessionsOf: (db: Db, accountId: number, reason: string, at: number) =>
    db
      .updateTable('session')
      .set({ revoked_at: at, revoked_reason: reason })
      .where('account_id', '=', accountId)
      .where('revoked_at', 'is', null)
      .execute(),
  extendSession: (db: Db, id: string, expiresAt: number) =>
    db.updateTable('session').set({ expires_at: expiresAt }).where('id', '=', id).execute(),

  insertRefreshToken: (db: Db, row: DB['refresh_token']) => db.insertInto('refresh_token').values(row).execute(),
  findRefreshToken: (db: Db, tokenHash: string) =>
    db.selectFrom('refresh_token').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst(),
  /** Marks a refresh token used; returns false when it already was (a reuse). */
  markRefreshTokenUsed: async (db: Db, tokenHash: string, at: number): Promise<boolean> => {
    const result = await db
      .updateTable('refresh_token')
      .set({ used_at: at })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },
};
