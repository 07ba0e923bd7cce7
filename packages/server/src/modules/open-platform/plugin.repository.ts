import type { PluginFilter, PluginPageRequest } from '@beacon/contracts/gateway-plugin';
import type { Insertable, Kysely } from 'kysely';
import { contains } from '../../platform/db/contains';
import { fetchOffsetPage, orderByFormB } from '../../platform/db/paging';
import { BOUND_API_COLUMNS } from './gateway-apis';
import type { GatewayPluginTable } from './gateway-tables';
import type { OpenPlatformDatabase, OpenPlatformDb } from './tables';

const filtered = (db: OpenPlatformDb, filter: PluginFilter = {}) => {
  let query = db.selectFrom('gateway_plugin');
  if (filter.name) query = query.where(contains('gateway_plugin.name', filter.name));
  if (filter.type) query = query.where('gateway_plugin.type', '=', filter.type);
  return query;
};

/** A plugin row with the number of APIs it is bound to. */
const withApiCount = (query: ReturnType<typeof filtered>) =>
  query
    .selectAll('gateway_plugin')
    .select((eb) =>
      eb
        .selectFrom('gateway_plugin_api')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('gateway_plugin_api.plugin_id', '=', 'gateway_plugin.id')
        .as('api_count'),
    );

/** Queries of gateway plugins and their API bindings. */
export const pluginRepository = {
  /** A page of plugins in the request's orders. */
  page: (db: Kysely<OpenPlatformDatabase>, request: PluginPageRequest) =>
    fetchOffsetPage(
      filtered(db, request.data),
      (query) => orderByFormB(withApiCount(query), request.orders, 'gateway_plugin'),
      request,
    ),

  /** One plugin. */
  find: (db: OpenPlatformDb, id: number) =>
    withApiCount(filtered(db)).where('gateway_plugin.id', '=', id).executeTakeFirst(),

  /** Adds a plugin; its id. */
  insert: async (db: OpenPlatformDb, row: Insertable<GatewayPluginTable>) =>
    Number((await db.insertInto('gateway_plugin').values(row).returning('id').executeTakeFirstOrThrow()).id),

  /** Changes a plugin; the rows changed. */
  update: async (db: OpenPlatformDb, id: number, row: Partial<Insertable<GatewayPluginTable>>) =>
    Number((await db.updateTable('gateway_plugin').set(row).where('id', '=', id).executeTakeFirst()).numUpdatedRows),

  /** Deletes a plugin (its bindings go with it); the rows deleted. */
  remove: async (db: OpenPlatformDb, id: number) =>
    Number((await db.deleteFrom('gateway_plugin').where('id', '=', id).executeTakeFirst()).numDeletedRows),

  /** Binds a plugin to APIs; a binding already there stays as it is. */
  bind: (db: OpenPlatformDb, pluginId: number, apiIds: readonly number[], at: number) =>
    db
      .insertInto('gateway_plugin_api')
      .values(apiIds.map((apiId) => ({ plugin_id: pluginId, api_id: apiId, create_date: at })))
      .onConflict((conflict) => conflict.columns(['plugin_id', 'api_id']).doNothing())
      .execute(),

  /** Unbinds a plugin from APIs (those not bound are skipped). */
  unbind: (db: OpenPlatformDb, pluginId: number, apiIds: readonly number[]) =>
    db
      .deleteFrom('gateway_plugin_api')
      .where('plugin_id', '=', pluginId)
      .where('api_id', 'in', [...apiIds])
      .execute(),

  /** The APIs a plugin is bound to, by name, at most `limit`. */
  apis: (db: OpenPlatformDb, pluginId: number, limit: number) =>
    db
      .selectFrom('gateway_plugin_api')
      .innerJoin('open_api', 'open_api.id', 'gateway_plugin_api.api_id')
      .select(BOUND_API_COLUMNS)
      .where('gateway_plugin_api.plugin_id', '=', pluginId)
      .orderBy('open_api.name')
      .limit(limit)
      .execute(),
};
