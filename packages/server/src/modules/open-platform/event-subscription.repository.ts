import type { GatewayAppDb } from './tables';

/** Queries of the event types applications subscribe to. */
export const eventSubscriptionRepository = {
  /** An application's event types, by name. */
  types: async (db: GatewayAppDb, appId: number) =>
    (
      await db
        .selectFrom('gateway_app_event')
        .select('event_type')
        .where('gateway_app_id', '=', appId)
        .orderBy('event_type')
        .execute()
    ).map((row) => row.event_type),

  /** Replaces an application's event types. */
  setTypes: async (db: GatewayAppDb, appId: number, types: readonly string[], at: number) => {
    await db.deleteFrom('gateway_app_event').where('gateway_app_id', '=', appId).execute();
    if (types.length > 0)
      await db
        .insertInto('gateway_app_event')
        .values(types.map((type) => ({ gateway_app_id: appId, event_type: type, create_date: at })))
        .execute();
  },

  /** The open applications with a callback URL, bound to the project and subscribed to the type. */
  subscribers: async (db: GatewayAppDb, projectCode: string, type: string) =>
    (
      await db
        .selectFrom('gateway_app as a')
        .innerJoin('gateway_app_project as p', 'p.gateway_app_id', 'a.id')
        .innerJoin('gateway_app_event as e', 'e.gateway_app_id', 'a.id')
        .select('a.id')
        .where('p.project_code', '=', projectCode)
        .where('e.event_type', '=', type)
        .where('a.is_closed', '=', 0)
        .where('a.callback_url', '<>', '')
        .orderBy('a.id')
        .execute()
    ).map((row) => Number(row.id)),
};
