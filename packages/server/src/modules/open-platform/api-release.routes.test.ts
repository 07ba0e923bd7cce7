import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { createCluster } from './gateway-fixtures.test-helper';
import { builtinApi, createApi, createPlace, OP, objectOf, refusalOf } from './open-platform-fixtures.test-helper';

describeEachDatabase('open platform: deploy, offline, view and counts', (dialect) => {
  let t: TestApp;
  let token: string;
  let place: { domainId: number; groupId: number };
  const get = (action: string, id: number) => t.call('GET', `${OP.api}/${action}?id=${id}`, { token });
  beforeAll(async () => {
    t = await createTestApp(dialect);
    token = await t.login();
    place = await createPlace(t, token);
  });
  afterAll(async () => {
    await t.close();
  });

  it('takes an API draft → online → offline → online, publishing its definition, and counts by status', async () => {
    expect(objectOf(await t.call('GET', OP.count, { token }))).toEqual({ total: 0, draft: 0, online: 0, offline: 0 });
    const id = await createApi(t, token, builtinApi(place.domainId, place.groupId, 'Devices', '/devices'));
    const unpublished = refusalOf(await get('view', id), 404);
    expect(unpublished.refusals).toEqual([{ path: 'id', reason: 'apiNotPublished' }]);
    expect(refusalOf(await get('offline', id), 409).refusals).toEqual([{ path: 'id', reason: 'apiNotOnline' }]);

    expect(objectOf(await get('deploy', id))).toBe(true);
    const online = objectOf(await get('detail', id)) as { status: string; publishedAt: number };
    expect(online).toMatchObject({ status: 'online', publishedAt: expect.any(Number) });
    expect(objectOf(await get('view', id))).toEqual({
      id,
      name: 'Devices',
      method: 'POST',
      path: '/devices',
      domainId: place.domainId,
      groupId: place.groupId,
      clusterId: null,
      backendPath: '',
      builtin: 'device-list',
      requestSchema: { type: 'object', properties: { projectCode: { type: 'string' } } },
      responseSchema: null,
      description: '',
      status: 'online',
      publishedAt: online.publishedAt,
    });
    expect(refusalOf(await get('deploy', id), 409).refusals).toEqual([{ path: 'id', reason: 'apiAlreadyOnline' }]);
    const body = { ...builtinApi(place.domainId, place.groupId, 'Devices v2', '/devices'), id };
    const locked = refusalOf(await t.call('PUT', `${OP.api}/update`, { token, body }), 409);
    expect(locked).toMatchObject({ code: 409, refusals: [{ path: 'id', reason: 'apiOnlineLocked' }] });
    expect(refusalOf(await t.call('DELETE', `${OP.api}/remove?id=${id}`, { token }), 409).refusals).toEqual([
      { path: 'id', reason: 'apiOnlineLocked' },
    ]);
    expect(objectOf(await t.call('GET', OP.count, { token }))).toEqual({ total: 1, draft: 0, online: 1, offline: 0 });

    expect(objectOf(await get('offline', id))).toBe(true);
    objectOf(await t.call('PUT', `${OP.api}/update`, { token, body }));
    const view = objectOf(await get('view', id));
    expect(view).toMatchObject({ name: 'Devices', status: 'offline' });
    expect(objectOf(await t.call('GET', OP.count, { token }))).toEqual({ total: 1, draft: 0, online: 0, offline: 1 });
    expect(objectOf(await get('deploy', id))).toBe(true);
    expect(objectOf(await get('view', id))).toMatchObject({ name: 'Devices v2', status: 'online' });
    expect(objectOf(await get('offline', id))).toBe(true);
  });

  it('refuses a second online API on the same method and path, concurrent deploys included', async () => {
    const first = await createApi(t, token, builtinApi(place.domainId, place.groupId, 'Latest A', '/latest'));
    const second = await createApi(t, token, builtinApi(place.domainId, place.groupId, 'Latest B', '/latest'));
    const [a, b] = await Promise.all([get('deploy', first), get('deploy', second)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(refusalOf(loser, 409)).toEqual({
      code: 409,
      msg: 'another online API already answers POST /latest',
      object: null,
      refusals: [{ path: 'id', reason: 'apiRouteTaken', params: { method: 'POST', path: '/latest' } }],
    });
    const winner = a.statusCode === 200 ? first : second;
    const other = winner === first ? second : first;
    const otherMethod = await createApi(t, token, {
      ...builtinApi(place.domainId, place.groupId, 'Latest GET', '/latest'),
      method: 'GET',
    });
    expect(objectOf(await get('deploy', otherMethod))).toBe(true);
    expect(objectOf(await get('offline', winner))).toBe(true);
    expect(objectOf(await get('deploy', other))).toBe(true);
  });

  it('refuses to deploy an API that is not built-in while its service cluster has no node', async () => {
    const { builtin: _none, ...cluster } = builtinApi(place.domainId, place.groupId, 'Forwarded', '/forwarded');
    const withoutCluster = await createApi(t, token, { ...cluster, backendPath: '/internal' });
    const withCluster = await createApi(t, token, {
      ...cluster,
      name: 'Forwarded 2',
      clusterId: await createCluster(t, token, 'No nodes', []),
      backendPath: '/internal',
    });
    for (const id of [withoutCluster, withCluster]) {
      const refused = refusalOf(await get('deploy', id), 409);
      expect(refused.refusals).toEqual([{ path: 'id', reason: 'apiClusterHasNoNode' }]);
      expect(objectOf(await get('detail', id))).toMatchObject({ status: 'draft', publishedAt: null });
    }
    expect(refusalOf(await get('deploy', 999_999), 404).refusals).toEqual([
      { path: 'id', reason: 'notFound', params: { entity: 'api', id: 999_999 } },
    ]);
  });
});
