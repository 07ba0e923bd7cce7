import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { createRateLimit, GW } from './gateway-fixtures.test-helper';
import { builtinApi, createApi, createPlace, objectOf, refusalOf } from './open-platform-fixtures.test-helper';

describeEachDatabase('gateway: plugins in form B', (dialect) => {
  let t: TestApp;
  let token: string;
  let place: { domainId: number; groupId: number };
  const save = (body: object) => t.call('POST', `${GW.plugin}/save`, { token, body });
  beforeAll(async () => {
    t = await createTestApp(dialect);
    token = await t.login();
    place = await createPlace(t, token);
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates, reads, pages, edits and removes a plugin of each type', async () => {
    const configs = {
      'rate-limit': { count: 100, windowSeconds: 60, key: 'ip' },
      'ip-restriction': { allow: ['10.0.0.0/8', '192.168.1.7', '2001:db8::/32'], deny: ['10.1.0.0/16'] },
      'request-size': { maxBytes: 65_536 },
      cors: { origins: ['https://app.example.com', '*'], methods: ['GET', 'POST'], headers: [], maxAgeSeconds: 300 },
      'header-rewrite': {
        request: { set: { 'X-Gateway': 'beacon' }, remove: ['Cookie'] },
        response: { set: {}, remove: ['Server'] },
      },
    } as const;
    const ids: number[] = [];
    for (const [type, config] of Object.entries(configs)) {
      const saved = objectOf(await save({ name: `P ${type}`, type, config })) as { id: number };
      expect(saved).toEqual({
        id: expect.any(Number),
        name: `P ${type}`,
        type,
        config,
        apiCount: 0,
        createDate: expect.any(Number),
        updateDate: expect.any(Number),
      });
      expect(objectOf(await t.call('GET', `${GW.plugin}/detail?id=${saved.id}`, { token }))).toEqual(saved);
      ids.push(saved.id);
    }
    const defaults = objectOf(await save({ name: 'Defaults', type: 'header-rewrite', config: {} }));
    expect(defaults).toMatchObject({ config: { request: { set: {}, remove: [] }, response: { set: {}, remove: [] } } });

    const page = objectOf(
      await t.call('POST', `${GW.plugin}/page`, {
        token,
        body: { data: { type: 'cors' }, offset: 0, limit: 10, orders: [{ column: 'name', asc: true }] },
      }),
    ) as { records: { name: string }[]; total: number };
    expect(page.total).toBe(1);
    expect(page.records.map((record) => record.name)).toEqual(['P cors']);
    const all = objectOf(await t.call('POST', `${GW.plugin}/page`, { token, body: {} })) as { total: number };
    expect(all.total).toBe(6);

    const [first] = ids;
    const edited = objectOf(
      await t.call('PUT', `${GW.plugin}/update`, {
        token,
        body: { id: first, name: 'Size', type: 'request-size', config: { maxBytes: 1024 } },
      }),
    );
    expect(edited).toMatchObject({ id: first, name: 'Size', type: 'request-size', config: { maxBytes: 1024 } });
    const taken = refusalOf(await save({ name: 'Size', type: 'request-size', config: { maxBytes: 1 } }), 409);
    expect(taken.code).toBe(4001001);

    expect(objectOf(await t.call('DELETE', `${GW.plugin}/remove?id=${first}`, { token }))).toBe(true);
    const gone = refusalOf(await t.call('GET', `${GW.plugin}/detail?id=${first}`, { token }), 404);
    expect(gone.refusals).toEqual([{ path: 'id', reason: 'notFound', params: { entity: 'plugin', id: first } }]);
    const again = refusalOf(await t.call('DELETE', `${GW.plugin}/remove?id=${first}`, { token }), 404);
    expect(again.refusals).toEqual([{ path: 'id', reason: 'notFound', params: { entity: 'plugin', id: first } }]);
    const missing = refusalOf(
      await t.call('PUT', `${GW.plugin}/update`, {
        token,
        body: { id: 999_999, name: 'Nobody', type: 'request-size', config: { maxBytes: 1 } },
      }),
      404,
    );
    expect(missing.refusals).toEqual([{ path: 'id', reason: 'notFound', params: { entity: 'plugin', id: 999_999 } }]);
  });

  it("validates each type's config, naming config.<field>", async () => {
    const refusals = async (type: string, config: unknown) =>
      refusalOf(await save({ name: `Bad ${type}`, type, config }), 400).refusals;
    expect(await refusals('rate-limit', { count: -1, windowSeconds: 0, key: 'user' })).toEqual([
      { path: 'config.count', reason: 'tooSmall', params: { min: 1 } },
      { path: 'config.windowSeconds', reason: 'tooSmall', params: { min: 1 } },
      { path: 'config.key', reason: 'notOneOf', params: { options: 'app, ip' } },
    ]);
    expect(await refusals('rate-limit', { count: 1.5, windowSeconds: 60 })).toEqual([
      { path: 'config.count', reason: 'notInteger' },
    ]);
    expect(
      await refusals('ip-restriction', { allow: ['10.0.0.0/33', '::1/129', '300.1.1.1', '010.0.0.1', 'fe80::1%eth0'] }),
    ).toEqual([0, 1, 2, 3, 4].map((index) => ({ path: `config.allow[${index}]`, reason: 'cidrFormat' })));
    expect(await refusals('ip-restriction', { allow: [], deny: [] })).toEqual([
      { path: 'config.allow', reason: 'required' },
    ]);
    expect(await refusals('request-size', { maxBytes: 0 })).toEqual([
      { path: 'config.maxBytes', reason: 'tooSmall', params: { min: 1 } },
    ]);
    expect(await refusals('cors', { origins: ['ftp://x'], methods: [] })).toEqual([
      { path: 'config.origins[0]', reason: 'invalidFormat' },
      { path: 'config.methods', reason: 'tooFewItems', params: { min: 1 } },
    ]);
    expect(await refusals('header-rewrite', { request: { set: { 'Bad Name': 'x' }, drop: [] } })).toEqual([
      { path: 'config.request.set["Bad Name"]', reason: 'invalidKey' },
      { path: 'config.request.drop', reason: 'unknownField', params: { field: 'drop' } },
    ]);
    expect(await refusals('rate-limit', { count: 1, windowSeconds: 1, extra: true })).toEqual([
      { path: 'config.extra', reason: 'unknownField', params: { field: 'extra' } },
    ]);
    const unknown = refusalOf(await save({ name: 'Odd', type: 'teleport', config: {} }), 400);
    expect(unknown.refusals.map((refusal) => (refusal as { path: string }).path)).toEqual(['type']);
  });

  it('binds to APIs idempotently, lists them, unbinds, and refuses unknown ones', async () => {
    const pluginId = await createRateLimit(t, token, 'Bound');
    const a = await createApi(t, token, builtinApi(place.domainId, place.groupId, 'Bind A', '/bind/a'));
    const b = await createApi(t, token, builtinApi(place.domainId, place.groupId, 'Bind B', '/bind/b'));
    const bind = (apiIds: number[]) => t.call('POST', `${GW.plugin}/bing-api`, { token, body: { pluginId, apiIds } });
    const unbind = (apiIds: number[]) =>
      t.call('POST', `${GW.plugin}/remove-bing`, { token, body: { pluginId, apiIds } });
    const bound = async () =>
      objectOf(await t.call('GET', `${GW.plugin}/api-list?pluginId=${pluginId}`, { token })) as { id: number }[];

    expect(objectOf(await bind([a, b]))).toBe(true);
    expect(objectOf(await bind([a, a]))).toBe(true);
    expect(await bound()).toEqual([
      { id: a, name: 'Bind A', method: 'POST', path: '/bind/a', status: 'draft' },
      { id: b, name: 'Bind B', method: 'POST', path: '/bind/b', status: 'draft' },
    ]);
    expect(objectOf(await t.call('GET', `${GW.plugin}/detail?id=${pluginId}`, { token }))).toMatchObject({
      apiCount: 2,
    });
    const unknown = refusalOf(await bind([a, 999_999]), 404);
    expect(unknown.refusals).toEqual([
      { path: 'apiIds[1]', reason: 'notFound', params: { entity: 'api', id: 999_999 } },
    ]);
    const noPlugin = refusalOf(
      await t.call('POST', `${GW.plugin}/bing-api`, { token, body: { pluginId: 999_999, apiIds: [a] } }),
      404,
    );
    expect(noPlugin.refusals).toEqual([
      { path: 'pluginId', reason: 'notFound', params: { entity: 'plugin', id: 999_999 } },
    ]);
    expect(refusalOf(await bind([]), 400).refusals).toEqual([
      { path: 'apiIds', reason: 'tooFewItems', params: { min: 1 } },
    ]);

    expect(objectOf(await unbind([a]))).toBe(true);
    expect(objectOf(await unbind([a]))).toBe(true);
    expect((await bound()).map((api) => api.id)).toEqual([b]);
    expect(objectOf(await t.call('DELETE', `/open-platform/api/remove?id=${b}`, { token }))).toBe(true);
    expect(await bound()).toEqual([]);
    const noQuery = refusalOf(await t.call('GET', `${GW.plugin}/api-list`, { token }), 400);
    expect(noQuery.refusals).toEqual([{ path: 'query.pluginId', reason: 'required' }]);
  });
});
