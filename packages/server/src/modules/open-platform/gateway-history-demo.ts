import type { Kysely } from 'kysely';
import type { ActivityLogWriters } from '../../platform/audit/activity-logs';
import { seedGatewayCallHistory } from './gateway-call-demo';
import type { OpenPlatformDatabase } from './tables';

/** A week of demo calls of the demo's applications to its online APIs (after both are seeded). */
export const seedDemoCallHistory = async (
  db: Kysely<OpenPlatformDatabase>,
  logs: ActivityLogWriters,
  now = Date.now(),
): Promise<void> => {
  const [apps, apis] = await Promise.all([
    db.selectFrom('gateway_app').select(['app_id', 'name']).orderBy('id').execute(),
    db
      .selectFrom('open_api')
      .select(['id', 'name', 'method', 'path'])
      .where('status', '=', 'online')
      .orderBy('id')
      .execute(),
  ]);
  await seedGatewayCallHistory(
    logs,
    apps.map((app) => ({ appId: app.app_id, appName: app.name })),
    apis.map((api) => ({ id: Number(api.id), name: api.name, method: api.method, path: api.path })),
    now,
  );
};
