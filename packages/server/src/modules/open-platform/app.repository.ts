import type { GatewayAppFilter, GatewayAppPageRequest } from '@beacon/contracts/gateway-app';
import type { Insertable, Kysely } from 'kysely';
import { contains } from '../../platform/db/contains';
import { fetchOffsetPage, orderByFormB } from '../../platform/db/paging';
import type { GatewayAppDatabase, GatewayAppDb, GatewayAppTable } from './tables';

/** The columns a reply is made of: never the sealed secret. */
const SHOWN = [
  'gateway_app.id',
  'gateway_app.name',
  'gateway_app.app_id',
  'gateway_app.is_closed',
  'gateway_app.owner',
  'gateway_app.callback_url',
  'gateway_app.create_date',
] as const;

const filtered = (db: GatewayAppDb, filter: GatewayAppFilter = {}) => {
  let query = db.selectFrom('gateway_app');
  if (filter.name) query = query.where(contains('gateway_app.name', filter.name));
  if (filter.appId) query = query.where('gateway_app.app_id', '=', filter.appId);
  if (filter.isClosed !== undefined) query = query.where('gateway_app.is_closed', '=', filter.isClosed ? 1 : 0);
  return query;
};

/** Queries of the gateway's applications. */
export const appRepository = {
  /** A page of applications in the request's orders. */
  page: (db: Kysely<GatewayAppDatabase>, request: GatewayAppPageRequest) =>
    fetchOffsetPage(
      filtered(db, request.data),
      (query) => orderByFormB(query.select(SHOWN), request.orders, 'gateway_app'),
      request,
    ),

  /** Applications by name, at most `limit`. */
  list: (db: Kysely<GatewayAppDatabase>, filter: GatewayAppFilter, limit: number) =>
    filtered(db, filter).select(SHOWN).orderBy('gateway_app.name').limit(limit).execute(),

  /** One application (without its secret). */
  find: (db: GatewayAppDb, id: number) => filtered(db).select(SHOWN).where('id', '=', id).executeTakeFirst(),

  /** The appId and sealed secret of an application by its appId. */
  sealedOf: (db: GatewayAppDb, appId: string) =>
    db.selectFrom('gateway_app').select(['app_id', 'secret_sealed']).where('app_id', '=', appId).executeTakeFirst(),

  /** Adds an application; its id. */
  insert: async (db: GatewayAppDb, row: Insertable<GatewayAppTable>) =>
    Number((await db.insertInto('gateway_app').values(row).returning('id').executeTakeFirstOrThrow()).id),

  /** Changes an application; the rows changed. */
  update: async (db: GatewayAppDb, id: number, row: Partial<Insertable<GatewayAppTable>>) =>
    Number((await db.updateTable('gateway_app').set(row).where('id', '=', id).executeTakeFirst()).numUpdatedRows),

  /** Deletes an application (its bindings go with it); the rows deleted. */
  remove: async (db: GatewayAppDb, id: number) =>
    Number((await db.deleteFrom('gateway_app').where('id', '=', id).executeTakeFirst()).numDeletedRows),
};

/** An application row as replies are made of it. */
export type AppRow = NonNullable<Awaited<ReturnType<typeof appRepository.find>>>;
