import type { ConsoleLanguage } from '@beacon/contracts/console-locale';
import type { Kysely } from 'kysely';
import type { SecretBox } from '../../platform/auth/secret-box';
import { demoText } from '../../platform/demo-text';
import { newAppId, newAppSecret } from './app-secrets';
import type { GatewayAppDatabase } from './tables';

const HOUR = 3_600_000;

/**
 * Seeds one application (its secret random and sealed: nobody knows it until an operator resets it), bound to the
 * online APIs (built-in and forwarded) and to the first demo project, when there is one.
 */
export const seedGatewayAppDemo = async (
  db: Kysely<GatewayAppDatabase>,
  box: SecretBox,
  language: ConsoleLanguage,
  now = Date.now(),
): Promise<void> => {
  const t = demoText(language);
  const at = now - 12 * HOUR;
  const appId = newAppId();
  const { id } = await db
    .insertInto('gateway_app')
    .values({
      name: t('智慧社区小程序', 'Smart community app'),
      app_id: appId,
      secret_sealed: box.seal(newAppSecret(), appId),
      is_closed: 0,
      owner: 'admin',
      callback_url: 'https://example.com/beacon/events',
      create_date: at,
      update_date: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const apis = await db.selectFrom('open_api').select('id').where('status', '=', 'online').execute();
  if (apis.length > 0)
    await db
      .insertInto('gateway_app_api')
      .values(apis.map((api) => ({ gateway_app_id: id, api_id: api.id, create_date: at })))
      .execute();
  const project = await db.selectFrom('project').select('project_code').orderBy('id').limit(1).executeTakeFirst();
  if (project)
    await db
      .insertInto('gateway_app_project')
      .values({ gateway_app_id: id, project_code: project.project_code, create_date: at })
      .execute();
};
