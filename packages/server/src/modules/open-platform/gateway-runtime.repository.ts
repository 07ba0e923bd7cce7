import type { Kysely } from 'kysely';
import type { IotDeviceTables } from '#module-tables/iot-device';
import type { TelemetryTables } from '#module-tables/telemetry';
import type { OpenPlatformDatabase } from './tables';

/** What the gateway runtime reads of other modules (their owners' table types; it never writes them). */
export type GatewayReadTables = Pick<IotDeviceTables, 'device'> &
  Pick<TelemetryTables, 'telemetry_latest' | 'telemetry_history'>;
/** The database as the gateway runtime sees it. */
export type GatewayRuntimeDatabase = OpenPlatformDatabase & GatewayReadTables;

/** Queries of the gateway runtime: what it routes to (online APIs, plugins, clusters), who calls, built-in data. */
export const gatewayRuntimeRepository = {
  /** Every online API (the routes of the runtime). */
  onlineApis: (db: Kysely<GatewayRuntimeDatabase>) =>
    db
      .selectFrom('open_api')
      .select(['id', 'name', 'method', 'path', 'builtin', 'cluster_id', 'backend_path'])
      .where('status', '=', 'online')
      .execute(),

  /** The plugins bound to online APIs. */
  pluginsOfOnlineApis: (db: Kysely<GatewayRuntimeDatabase>) =>
    db
      .selectFrom('gateway_plugin_api as b')
      .innerJoin('gateway_plugin as p', 'p.id', 'b.plugin_id')
      .innerJoin('open_api as a', 'a.id', 'b.api_id')
      .select(['b.api_id', 'p.id', 'p.type', 'p.config'])
      .where('a.status', '=', 'online')
      .execute(),

  /** The clusters online APIs forward to. */
  clustersOfOnlineApis: (db: Kysely<GatewayRuntimeDatabase>) =>
    db
      .selectFrom('service_cluster')
      .select(['id', 'nodes', 'balance', 'timeout_ms', 'retries', 'health_path', 'health_interval_s'])
      .where('id', 'in', db.selectFrom('open_api').select('cluster_id').where('status', '=', 'online'))
      .execute(),

  /** An application by the appId it signs with. */
  appByAppId: (db: Kysely<GatewayRuntimeDatabase>, appId: string) =>
    db
      .selectFrom('gateway_app')
      .select(['id', 'name', 'app_id', 'secret_sealed', 'is_closed'])
      .where('app_id', '=', appId)
      .executeTakeFirst(),

  /** The ids of the APIs an application is bound to. */
  appApiIds: (db: Kysely<GatewayRuntimeDatabase>, gatewayAppId: number) =>
    db.selectFrom('gateway_app_api').select('api_id').where('gateway_app_id', '=', gatewayAppId).execute(),

  /** The codes of the projects an application is bound to. */
  appProjectCodes: (db: Kysely<GatewayRuntimeDatabase>, gatewayAppId: number) =>
    db.selectFrom('gateway_app_project').select('project_code').where('gateway_app_id', '=', gatewayAppId).execute(),

  /** A page of the devices of some projects (by createDate, newest first), and how many there are. */
  devicePage: async (
    db: Kysely<GatewayRuntimeDatabase>,
    projectCodes: readonly string[],
    offset: number,
    limit: number,
  ) => {
    const scoped = db.selectFrom('device').where('project_code', 'in', projectCodes);
    const [rows, count] = await Promise.all([
      scoped
        .select(['iot_id', 'dev_key', 'name', 'project_code', 'status', 'last_online_time'])
        .orderBy('create_date', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      scoped.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.total) };
  },

  /** A device's project, or undefined for a device that does not exist. */
  deviceProject: (db: Kysely<GatewayRuntimeDatabase>, iotId: string) =>
    db.selectFrom('device').select('project_code').where('iot_id', '=', iotId).executeTakeFirst(),

  /** A device's latest value of each property. */
  latest: (db: Kysely<GatewayRuntimeDatabase>, iotId: string) =>
    db
      .selectFrom('telemetry_latest')
      .select(['attr_key', 'value', 'value_time'])
      .where('iot_id', '=', iotId)
      .orderBy('attr_key')
      .execute(),

  /** One property's values between two times, oldest first, at most `limit`. */
  history: (
    db: Kysely<GatewayRuntimeDatabase>,
    iotId: string,
    attrKey: string,
    from: number,
    to: number,
    limit: number,
  ) =>
    db
      .selectFrom('telemetry_history')
      .select(['value', 'value_time'])
      .where('iot_id', '=', iotId)
      .where('attr_key', '=', attrKey)
      .where('value_time', '>=', from)
      .where('value_time', '<=', to)
      .orderBy('value_time')
      .orderBy('id')
      .limit(limit)
      .execute(),
};
