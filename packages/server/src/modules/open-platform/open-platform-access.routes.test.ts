import { expect, it } from 'vitest';
import { signInWith } from '../../test/accounts';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { builtinApi, createApi, createPlace, OP, objectOf, refusalOf } from './open-platform-fixtures.test-helper';

const withApp = async (
  dialect: 'sqlite' | 'postgres',
  env: Record<string, string>,
  body: (t: TestApp) => Promise<void>,
) => {
  const t = await createTestApp(dialect, env);
  try {
    await body(t);
  } finally {
    await t.close();
  }
};

describeEachDatabase('open platform: sessions, permissions and variants (refusals in form B)', (dialect) => {
  it('answers 401 without a session and 403 naming the missing page or button, in form B', async () => {
    await withApp(dialect, { SIGN_IN_RATE_LIMIT: '1000' }, async (t) => {
      const admin = await t.login();
      const place = await createPlace(t, admin);
      const api = await createApi(t, admin, builtinApi(place.domainId, place.groupId));
      expect((await t.call('POST', `${OP.area}/page`, { body: {} })).json()).toEqual({
        code: 1003,
        msg: 'missing or invalid access token',
        object: null,
        refusals: [{ path: '', reason: 'tokenInvalid' }],
      });

      const reader = await signInWith(t, admin, ['openapi', 'OpenAPI.api']);
      objectOf(await t.call('POST', `${OP.api}/page`, { token: reader, body: {} }));
      objectOf(await t.call('GET', OP.count, { token: reader }));
      expect(objectOf(await t.call('GET', `${OP.api}/detail?id=${api}`, { token: reader }))).toMatchObject({ id: api });
      // The areas and groups are choices every page of the module reads: the module is enough.
      expect(objectOf(await t.call('POST', `${OP.area}/list`, { token: reader, body: {} }))).toHaveLength(1);
      expect(objectOf(await t.call('POST', `${OP.group}/list`, { token: reader, body: {} }))).toHaveLength(1);
      const noPage = refusalOf(await t.call('POST', `${OP.area}/page`, { token: reader, body: {} }), 403);
      expect(noPage).toEqual({
        code: 403,
        msg: 'no permission: OpenAPI.area not granted',
        object: null,
        refusals: [{ path: '', reason: 'noPermission', params: { resources: 'OpenAPI.area' } }],
      });
      for (const [action, button] of [
        ['deploy', 'OpenAPI.api:deploy'],
        ['offline', 'OpenAPI.api:offline'],
      ]) {
        const refused = refusalOf(await t.call('GET', `${OP.api}/${action}?id=${api}`, { token: reader }), 403);
        expect(refused.refusals).toEqual([{ path: '', reason: 'noPermission', params: { resources: button } }]);
      }
      const remove = refusalOf(await t.call('DELETE', `${OP.api}/remove?id=${api}`, { token: reader }), 403);
      expect(remove.msg).toBe('no permission: OpenAPI.api:delete not granted');

      const deployer = await signInWith(t, admin, ['openapi', 'OpenAPI.api', 'OpenAPI.api:deploy']);
      expect(objectOf(await t.call('GET', `${OP.api}/deploy?id=${api}`, { token: deployer }))).toBe(true);
      const outsider = await signInWith(t, admin, ['log-manage']);
      const noModule = refusalOf(await t.call('POST', `${OP.group}/list`, { token: outsider, body: {} }), 403);
      expect(noModule.refusals).toEqual([{ path: '', reason: 'noPermission', params: { resources: 'openapi' } }]);
      const log = await t.call('POST', '/api/v1/system/opera-log/page', {
        token: admin,
        body: { module: 'openapi', page_size: 50 },
      });
      const rows = log.json().result.items as { action: string; targetId: string }[];
      expect(rows.map((row) => row.action)).toEqual(
        expect.arrayContaining(['openApi.deploy', 'openApi.save', 'apiArea.save', 'apiGroup.save']),
      );
      expect(rows.find((row) => row.action === 'openApi.deploy')?.targetId).toBe(String(api));
    });
  });

  it('answers 404 in huawei (no openapi module), in form B; argrace has it', async () => {
    await withApp(dialect, { VARIANT: 'huawei' }, async (t) => {
      const token = await t.login();
      for (const [method, url] of [
        ['POST', `${OP.area}/page`],
        ['POST', `${OP.group}/list`],
        ['GET', `${OP.api}/deploy?id=1`],
        ['GET', OP.count],
      ] as const) {
        const refused = refusalOf(await t.call(method, url, { token, body: method === 'GET' ? undefined : {} }), 404);
        expect(refused.refusals).toEqual([{ path: '', reason: 'moduleUnavailable', params: { module: 'openapi' } }]);
      }
    });
    await withApp(dialect, { VARIANT: 'argrace' }, async (t) => {
      const token = await t.login();
      const place = await createPlace(t, token);
      const api = await createApi(t, token, builtinApi(place.domainId, place.groupId));
      expect(objectOf(await t.call('GET', `${OP.api}/deploy?id=${api}`, { token }))).toBe(true);
    });
  });

  it('answers an unknown /open-platform route as a real one without a session (401), 404 with one, in form B', async () => {
    await withApp(dialect, {}, async (t) => {
      const token = await t.login();
      const anonymous = refusalOf(await t.call('POST', '/open-platform/nothing/page', { body: {} }), 401);
      expect(anonymous.code).toBe(1003);
      const signedIn = refusalOf(await t.call('POST', '/open-platform/nothing/page', { token, body: {} }), 404);
      expect(signedIn.refusals).toEqual([{ path: '', reason: 'routeNotFound' }]);
    });
  });
});
