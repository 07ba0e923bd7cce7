import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { createCluster, GW, node } from './gateway-fixtures.test-helper';
import { builtinApi, createApi, createPlace, OP, objectOf, refusalOf } from './open-platform-fixtures.test-helper';

describeEachDatabase('gateway: service clusters in form B', (dialect) => {
  let t: TestApp;
  let token: string;
  let place: { domainId: number; groupId: number };
  const forwarded = (name: string, path: string, clusterId: number | null = null) => {
    const { builtin: _none, ...api } = builtinApi(place.domainId, place.groupId, name, path);
    return { ...api, clusterId, backendPath: '/internal' };
  };
  beforeAll(async () => {
    t = await createTestApp(dialect);
    token = await t.login();
    place = await createPlace(t, token);
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates, reads, pages, edits and removes a cluster, each node with its health', async () => {
    const body = {
      name: 'Orders',
      nodes: [node('orders-1.internal', 8080, 3), node('2001:db8::10', 9000)],
      balance: 'weighted',
      timeoutMs: 2_000,
      retries: 2,
      healthCheck: { path: '/healthz', intervalSeconds: 60 },
      description: 'order service',
    };
    const saved = objectOf(await t.call('POST', `${GW.cluster}/save`, { token, body })) as { id: number };
    const unknown = { health: 'unknown', lastCheck: null, lastError: null };
    expect(saved).toEqual({
      id: expect.any(Number),
      ...body,
      nodes: [
        { host: 'orders-1.internal', port: 8080, weight: 3, ...unknown },
        { host: '2001:db8::10', port: 9000, weight: 1, ...unknown },
      ],
      apiCount: 0,
      createDate: expect.any(Number),
      updateDate: expect.any(Number),
    });
    const detail = objectOf(await t.call('GET', `${GW.cluster}/detail?id=${saved.id}`, { token }));
    expect(detail).toMatchObject({ id: saved.id, name: 'Orders', nodes: [{ host: 'orders-1.internal' }, {}] });

    const minimal = objectOf(await t.call('POST', `${GW.cluster}/save`, { token, body: { name: 'Bare' } }));
    expect(objectOf(await t.call('POST', `${GW.cluster}/list`, { token, body: { name: 'ar' } }))).toEqual([
      { id: expect.any(Number), name: 'Bare', nodeCount: 0 },
    ]);
    expect(minimal).toMatchObject({
      nodes: [],
      balance: 'round_robin',
      timeoutMs: 3_000,
      retries: 0,
      healthCheck: null,
    });
    const page = objectOf(
      await t.call('POST', `${GW.cluster}/page`, { token, body: { data: { name: 'ord' }, offset: 0, limit: 10 } }),
    ) as { records: { id: number }[]; total: number };
    expect(page).toEqual({ records: [detail], total: 1 });

    const edited = objectOf(
      await t.call('PUT', `${GW.cluster}/update`, {
        token,
        body: { id: saved.id, name: 'Orders v2', nodes: [node('10.0.0.2', 80)], healthCheck: null },
      }),
    );
    expect(edited).toMatchObject({
      name: 'Orders v2',
      nodes: [{ host: '10.0.0.2', port: 80, weight: 1, health: 'unknown' }],
      balance: 'round_robin',
      healthCheck: null,
    });
    const taken = refusalOf(await t.call('POST', `${GW.cluster}/save`, { token, body: { name: 'Orders v2' } }), 409);
    expect(taken.code).toBe(4001001);
    expect(objectOf(await t.call('DELETE', `${GW.cluster}/remove?id=${saved.id}`, { token }))).toBe(true);
    const gone = refusalOf(await t.call('GET', `${GW.cluster}/detail?id=${saved.id}`, { token }), 404);
    expect(gone.refusals).toEqual([
      { path: 'id', reason: 'notFound', params: { entity: 'serviceCluster', id: saved.id } },
    ]);
  });

  it('validates nodes, balance, limits and the health check', async () => {
    const refused = refusalOf(
      await t.call('POST', `${GW.cluster}/save`, {
        token,
        body: {
          name: 'Bad',
          nodes: [node('bad host', 80), node('10.0.0.1', 0), node('a.b', 80, 0), node('A.b', 80)],
          balance: 'random',
          timeoutMs: 5,
          retries: -1,
          healthCheck: { path: 'healthz', intervalSeconds: 1 },
        },
      }),
      400,
    );
    expect(refused.refusals).toEqual([
      { path: 'nodes[0].host', reason: 'hostFormat' },
      { path: 'nodes[1].port', reason: 'tooSmall', params: { min: 1 } },
      { path: 'nodes[2].weight', reason: 'tooSmall', params: { min: 1 } },
      { path: 'nodes[3].host', reason: 'repeatsRow', params: { row: 3 } },
      { path: 'balance', reason: 'notOneOf', params: { options: 'round_robin, weighted' } },
      { path: 'timeoutMs', reason: 'tooSmall', params: { min: 100 } },
      { path: 'retries', reason: 'tooSmall', params: { min: 0 } },
      { path: 'healthCheck.path', reason: 'apiPathFormat' },
      { path: 'healthCheck.intervalSeconds', reason: 'tooSmall', params: { min: 5 } },
    ]);
    const repeated = refusalOf(
      await t.call('POST', `${GW.cluster}/save`, {
        token,
        body: { name: 'Twice', nodes: [node('a.example', 80), node('A.example', 80)] },
      }),
      400,
    );
    expect(repeated.refusals).toEqual([{ path: 'nodes[1].host', reason: 'repeatsRow', params: { row: 1 } }]);
  });

  it('binds APIs (their clusterId), lists them, refuses built-in, online and unknown ones, and removal while used', async () => {
    const clusterId = await createCluster(t, token, 'Bound', [node('10.0.0.9', 8080)]);
    const a = await createApi(t, token, forwarded('Fwd A', '/fwd/a'));
    const b = await createApi(t, token, forwarded('Fwd B', '/fwd/b'));
    const builtin = await createApi(t, token, builtinApi(place.domainId, place.groupId, 'Builtin', '/builtin'));
    const bind = (apiIds: number[]) =>
      t.call('POST', `${GW.cluster}/bing-api`, { token, body: { id: clusterId, apiIds } });
    const bound = async () =>
      objectOf(await t.call('GET', `${GW.cluster}/api-list?id=${clusterId}`, { token })) as { id: number }[];

    expect(objectOf(await bind([a, b]))).toBe(true);
    expect(objectOf(await bind([a]))).toBe(true);
    expect(await bound()).toEqual([
      { id: a, name: 'Fwd A', method: 'POST', path: '/fwd/a', status: 'draft' },
      { id: b, name: 'Fwd B', method: 'POST', path: '/fwd/b', status: 'draft' },
    ]);
    expect(objectOf(await t.call('GET', `${OP.api}/detail?id=${a}`, { token }))).toMatchObject({ clusterId });
    expect(refusalOf(await bind([a, builtin]), 400).refusals).toEqual([
      { path: 'apiIds[1]', reason: 'notBoth', params: { other: 'builtin' } },
    ]);
    expect(refusalOf(await bind([999_999]), 404).refusals).toEqual([
      { path: 'apiIds[0]', reason: 'notFound', params: { entity: 'api', id: 999_999 } },
    ]);
    expect(objectOf(await t.call('GET', `${OP.api}/deploy?id=${a}`, { token }))).toBe(true);
    expect(refusalOf(await bind([a]), 409).refusals).toEqual([{ path: 'apiIds[0]', reason: 'apiOnlineLocked' }]);

    const inUse = refusalOf(await t.call('DELETE', `${GW.cluster}/remove?id=${clusterId}`, { token }), 409);
    expect(inUse.refusals).toEqual([{ path: 'id', reason: 'inUse', params: { holder: 'apis', count: 2 } }]);
    expect(objectOf(await t.call('GET', `${GW.cluster}/detail?id=${clusterId}`, { token }))).toMatchObject({
      apiCount: 2,
    });
    const noCluster = refusalOf(
      await t.call('POST', `${GW.cluster}/bing-api`, { token, body: { id: 999_999, apiIds: [a] } }),
      404,
    );
    expect(noCluster.refusals).toEqual([
      { path: 'id', reason: 'notFound', params: { entity: 'serviceCluster', id: 999_999 } },
    ]);
  });

  it('lets an API deploy only when its cluster has a node, and refuses an unknown clusterId', async () => {
    const empty = await createCluster(t, token, 'Empty', []);
    const api = await createApi(t, token, forwarded('Deployable', '/deployable', empty));
    const deploy = () => t.call('GET', `${OP.api}/deploy?id=${api}`, { token });
    expect(refusalOf(await deploy(), 409).refusals).toEqual([{ path: 'id', reason: 'apiClusterHasNoNode' }]);
    objectOf(
      await t.call('PUT', `${GW.cluster}/update`, { token, body: { id: empty, name: 'Empty', nodes: [node('h', 1)] } }),
    );
    expect(objectOf(await deploy())).toBe(true);

    const unknown = refusalOf(
      await t.call('POST', `${OP.api}/save`, { token, body: forwarded('Nowhere', '/nowhere', 999_999) }),
      400,
    );
    expect(unknown.refusals).toEqual([
      { path: 'clusterId', reason: 'notFound', params: { entity: 'serviceCluster', id: 999_999 } },
    ]);
    const draft = await createApi(t, token, forwarded('Draft', '/draft'));
    const update = refusalOf(
      await t.call('PUT', `${OP.api}/update`, { token, body: { ...forwarded('Draft', '/draft', 999_999), id: draft } }),
      400,
    );
    expect(update.refusals).toEqual(unknown.refusals);
  });
});
