import { SecretBox } from '../../platform/auth/secret-box';
import { loadSigningKey } from '../../platform/auth/signing-key';
import type { TestApp } from '../../test/test-app';
import { objectOf } from './open-platform-fixtures.test-helper';
import type { OpenPlatformTables } from './tables';

/** Base path of the gateway's applications. */
export const APP = '/api/v1/gateway/app';

/** Creates an application; its record with the secret. */
export const createApp = async (t: TestApp, token: string, name = 'Mini program', callbackUrl = '') =>
  objectOf(await t.call('POST', `${APP}/save`, { token, body: { name, callbackUrl } })) as {
    id: number;
    appId: string;
    secret: string;
  };

/** Creates a project (as admin); its code. */
export const createProject = async (t: TestApp, token: string, projectCode: string) => {
  const saved = await t.call('POST', '/api/v1/master-data/project/save', {
    token,
    body: { projectCode, projectName: `Project ${projectCode}`, type: 'park', areaCode: '440305', address: 'x' },
  });
  if (saved.statusCode !== 200) throw new Error(`project ${projectCode}: ${saved.body}`);
  return projectCode;
};

/** The stored row of an application by appId (its sealed secret included). */
export const storedApp = (t: TestApp, appId: string) =>
  t.app.platform.database.db
    .withTables<OpenPlatformTables>()
    .selectFrom('gateway_app')
    .selectAll()
    .where('app_id', '=', appId)
    .executeTakeFirstOrThrow();

/** The secret box of the test app's install (the same key the server derives). */
export const installSecretBox = async (t: TestApp) => new SecretBox(await loadSigningKey(t.app.platform.database.db));
