import type { Insertable, Updateable } from 'kysely';
import type { GatewayEventPushTable } from './event-push-tables';
import type { GatewayAppDb } from './tables';

/** Queries of the event push queue: rows added, claimed under a lease, finished, purged. */
export const eventQueueRepository = {
  /** How many events wait for an application (counting stops at `cap`). */
  pendingCount: async (db: GatewayAppDb, appId: number, cap: number) => {
    const row = await db
      .selectFrom((inner) =>
        inner
          .selectFrom('gateway_event_push')
          .select('id')
          .where('gateway_app_id', '=', appId)
          .where('status', '=', 'pending')
          .limit(cap)
          .as('waiting'),
      )
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** Adds an event for an application. */
  insert: (db: GatewayAppDb, row: Insertable<GatewayEventPushTable>) =>
    db.insertInto('gateway_event_push').values(row).execute(),

  /** Ids of pending rows due at `at` and held by no worker, soonest first, at most `limit`. */
  due: async (db: GatewayAppDb, at: number, limit: number) =>
    (
      await db
        .selectFrom('gateway_event_push')
        .select('id')
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', at)
        .where('lease_until', '<=', at)
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(limit)
        .execute()
    ).map((row) => Number(row.id)),

  /**
   * Leases one row to `owner` until `until` if it is still due and free: one conditional update, so of two
   * instances claiming it at once exactly one changes it. Whether this one did.
   */
  claim: async (db: GatewayAppDb, id: number, owner: string, at: number, until: number) => {
    const result = await db
      .updateTable('gateway_event_push')
      .set({ lease_owner: owner, lease_until: until })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', at)
      .where('lease_until', '<=', at)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** A row this owner holds, with its application's name, appId, callback URL and state. */
  held: (db: GatewayAppDb, id: number, owner: string) =>
    db
      .selectFrom('gateway_event_push as q')
      .innerJoin('gateway_app as a', 'a.id', 'q.gateway_app_id')
      .select([
        'q.id',
        'q.event_id',
        'q.event_type',
        'q.payload',
        'q.attempts',
        'q.first_attempt_at',
        'q.gateway_app_id',
        'a.name as app_name',
        'a.app_id',
        'a.callback_url',
        'a.is_closed',
      ])
      .where('q.id', '=', id)
      .where('q.lease_owner', '=', owner)
      .executeTakeFirst(),

  /** Records an attempt on a row this owner still holds, releasing it. */
  finish: (db: GatewayAppDb, id: number, owner: string, changes: Updateable<GatewayEventPushTable>) =>
    db
      .updateTable('gateway_event_push')
      .set({ ...changes, lease_owner: '', lease_until: 0 })
      .where('id', '=', id)
      .where('lease_owner', '=', owner)
      .execute(),

  /** Deletes delivered and failed rows last changed before `before`; how many. */
  purge: async (db: GatewayAppDb, before: number) =>
    Number(
      (
        await db
          .deleteFrom('gateway_event_push')
          .where('status', 'in', ['delivered', 'failed'])
          .where('update_date', '<', before)
          .executeTakeFirst()
      ).numDeletedRows,
    ),
};

/** A row as a worker delivers it. */
export type HeldEvent = NonNullable<Awaited<ReturnType<typeof eventQueueRepository.held>>>;
