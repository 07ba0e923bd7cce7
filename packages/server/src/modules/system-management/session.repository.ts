import type { Insertable } from 'kysely';
import type { RefreshTokenTable, SessionTable, SystemDb } from './tables';

type Db = SystemDb;

/** Queries of sessions and refresh tokens. */
export const sessionRepository = {
  insertSession: (db: Db, row: Insertable<SessionTable>) => db.insertInto('session').values(row).execute(),
  findSession: (db: Db, id: string) => db.selectFrom('session').selectAll().where('id', '=', id).executeTakeFirst(),
  /** A session with its account's name and status, in one query (every authenticated call reads it). */
  findSessionWithAccount: (db: Db, id: string) =>
    db
      .selectFrom('session')
      .innerJoin('account', 'account.id', 'session.account_id')
      .select([
        'session.id',
        'session.account_id',
        'session.created_at',
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
  /** Ends every live session of an account; returns how many ended. */
  revokeLiveSessionsOf: async (db: Db, accountId: number, reason: string, at: number): Promise<number> => {
    const result = await db
      .updateTable('session')
      .set({ revoked_at: at, revoked_reason: reason })
      .where('account_id', '=', accountId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  },
  revokeOtherSessionsOf: (db: Db, accountId: number, keepId: string, reason: string, at: number) =>
    db
      .updateTable('session')
      .set({ revoked_at: at, revoked_reason: reason })
      .where('account_id', '=', accountId)
      .where('id', '!=', keepId)
      .where('revoked_at', 'is', null)
      .execute(),
  extendSession: (db: Db, id: string, expiresAt: number) =>
    db.updateTable('session').set({ expires_at: expiresAt }).where('id', '=', id).execute(),

  insertRefreshToken: (db: Db, row: Insertable<RefreshTokenTable>) =>
    db.insertInto('refresh_token').values(row).execute(),
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
