import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { createCluster } from './gateway-fixtures.test-helper';
import {
  builtinApi,
  createApi,
  createArea,
  createGroup,
  createPlace,
  OP,
  objectOf,
  refusalOf,
} from './open-platform-fixtures.test-helper';

describeEachDatabase('open platform: APIs in form B', (dialect) => {
  let t: TestApp;
  let token: string;
  let place: { domainId: number; groupId: number };
  beforeAll(async () => {
    t = await createTestApp(dialect);
    token = await t.login();
    place = await createPlace(t, token);
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates a draft, reads it, pages, lists, edits and removes it', async () => {
    const clusterId = await createCluster(t, token, 'Orders');
    const requestSchema = {
      type: 'object',
      required: ['iotId'],
      properties: { iotId: { type: 'string', maxLength: 64 }, point: { $ref: '#/$defs/point' } },
      $defs: { point: { type: 'object' } },
    };
    const saved = objectOf(
      await t.call('POST', `${OP.api}/save`, {
        token,
        body: {
          name: 'Order sync',
          method: 'PUT',
          path: '/order/{id}/sync',
          domainId: place.domainId,
          groupId: place.groupId,
          clusterId,
          backendPath: '/internal/orders/{id}',
          requestSchema,
          description: 'sync',
        },
      }),
    ) as { id: number };
    expect(saved).toEqual({
      id: expect.any(Number),
      name: 'Order sync',
      method: 'PUT',
      path: '/order/{id}/sync',
      domainId: place.domainId,
      domainName: 'Platform',
      groupId: place.groupId,
      groupName: 'Devices',
      clusterId,
      clusterName: 'Orders',
      backendPath: '/internal/orders/{id}',
      builtin: null,
      requestSchema,
      responseSchema: null,
      description: 'sync',
      status: 'draft',
      publishedAt: null,
      createDate: expect.any(Number),
      updateDate: expect.any(Number),
    });
    expect(objectOf(await t.call('GET', `${OP.api}/detail?id=${saved.id}`, { token }))).toEqual(saved);

    const page = objectOf(
      await t.call('POST', `${OP.api}/page`, {
        token,
        body: { data: { path: 'order', method: 'PUT', status: 'draft' }, offset: 0, limit: 5 },
      }),
    );
    expect(page).toEqual({ records: [saved], total: 1 });
    const list = objectOf(await t.call('POST', `${OP.api}/list`, { token, body: { groupId: place.groupId } }));
    expect(list).toEqual([saved]);

    const edited = objectOf(
      await t.call('PUT', `${OP.api}/update`, {
        token,
        body: { ...builtinApi(place.domainId, place.groupId, 'Order sync', '/order/sync'), id: saved.id },
      }),
    );
    expect(edited).toMatchObject({
      id: saved.id,
      builtin: 'device-list',
      clusterId: null,
      backendPath: '',
      responseSchema: null,
      status: 'draft',
    });
    expect(objectOf(await t.call('DELETE', `${OP.api}/remove?id=${saved.id}`, { token }))).toBe(true);
    const gone = refusalOf(await t.call('GET', `${OP.api}/detail?id=${saved.id}`, { token }), 404);
    expect(gone.refusals).toEqual([{ path: 'id', reason: 'notFound', params: { entity: 'api', id: saved.id } }]);
    const noId = refusalOf(await t.call('GET', `${OP.api}/detail`, { token }), 400);
    expect(noId.refusals).toEqual([{ path: 'query.id', reason: 'required' }]);
  });

  it('refuses invalid JSON Schemas at their paths, and the rules of the target, with reason keys', async () => {
    const base = builtinApi(place.domainId, place.groupId, 'Bad', '/bad');
    const schemas = refusalOf(
      await t.call('POST', `${OP.api}/save`, {
        token,
        body: {
          ...base,
          requestSchema: { type: 'object', properties: { a: { type: 'str' } }, required: 'a' },
          responseSchema: { items: { $ref: '#/$defs/nothing' }, format: 3 },
        },
      }),
      400,
    );
    expect(schemas.refusals).toEqual([
      {
        path: 'requestSchema.properties.a.type',
        reason: 'notOneOf',
        params: { options: 'string, number, integer, boolean, object, array, null' },
      },
      { path: 'requestSchema.required', reason: 'notList' },
      { path: 'responseSchema.format', reason: 'notText' },
      { path: 'responseSchema.items.$ref', reason: 'unresolvedRef', params: { ref: '#/$defs/nothing' } },
    ]);
    const notObject = refusalOf(
      await t.call('POST', `${OP.api}/save`, { token, body: { ...base, requestSchema: '{"type":"object"}' } }),
      400,
    );
    expect(notObject.refusals).toEqual([{ path: 'requestSchema', reason: 'notObject' }]);

    const both = refusalOf(
      await t.call('POST', `${OP.api}/save`, { token, body: { ...base, clusterId: 3, backendPath: '/x' } }),
      400,
    );
    expect(both.refusals).toEqual([
      { path: 'clusterId', reason: 'notBoth', params: { other: 'builtin' } },
      { path: 'backendPath', reason: 'notBoth', params: { other: 'builtin' } },
    ]);
    const { builtin: _none, ...cluster } = base;
    const noBackend = refusalOf(await t.call('POST', `${OP.api}/save`, { token, body: cluster }), 400);
    expect(noBackend.refusals).toEqual([{ path: 'backendPath', reason: 'required' }]);
    const paths = refusalOf(
      await t.call('POST', `${OP.api}/save`, { token, body: { ...base, path: 'device//x', method: 'TRACE' } }),
      400,
    );
    expect(paths.refusals).toEqual(
      expect.arrayContaining([
        { path: 'path', reason: 'apiPathFormat' },
        { path: 'method', reason: 'notOneOf', params: { options: 'GET, POST, PUT, DELETE, PATCH' } },
      ]),
    );
  });

  it('keeps an API in an existing area and a group of that area, and its name unique', async () => {
    const other = await createArea(t, token, 'Other', 'other');
    const otherGroup = await createGroup(t, token, other, 'Other group');
    const mismatch = refusalOf(
      await t.call('POST', `${OP.api}/save`, { token, body: builtinApi(place.domainId, otherGroup, 'M', '/m') }),
      400,
    );
    expect(mismatch.refusals).toEqual([{ path: 'groupId', reason: 'groupNotInArea' }]);
    const noArea = refusalOf(
      await t.call('POST', `${OP.api}/save`, { token, body: builtinApi(999, place.groupId, 'M', '/m') }),
      400,
    );
    expect(noArea.refusals).toEqual([{ path: 'domainId', reason: 'notFound', params: { entity: 'apiArea', id: 999 } }]);
    const noGroup = refusalOf(
      await t.call('POST', `${OP.api}/save`, { token, body: builtinApi(place.domainId, 999, 'M', '/m') }),
      400,
    );
    expect(noGroup.refusals).toEqual([
      { path: 'groupId', reason: 'notFound', params: { entity: 'apiGroup', id: 999 } },
    ]);
    await createApi(t, token, builtinApi(place.domainId, place.groupId, 'Unique', '/u'));
    const dup = refusalOf(
      await t.call('POST', `${OP.api}/save`, {
        token,
        body: builtinApi(place.domainId, place.groupId, 'Unique', '/v'),
      }),
      409,
    );
    expect(dup).toEqual({
      code: 4001001,
      msg: 'name: already exists',
      object: null,
      refusals: [{ path: 'name', reason: 'alreadyExists' }],
    });
    const missing = refusalOf(
      await t.call('PUT', `${OP.api}/update`, {
        token,
        body: { ...builtinApi(place.domainId, place.groupId), id: 999 },
      }),
      404,
    );
    expect(missing.refusals).toEqual([{ path: 'id', reason: 'notFound', params: { entity: 'api', id: 999 } }]);
  });
});
