import type { ApiCatalog } from '@beacon/contracts/docs-center';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signInWith } from '../../test/accounts';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { expectWellFormedOpenApi } from './openapi-shape.test-helper';

const CATALOG = '/api/v1/doc/api-catalog';
const OPENAPI = '/api/v1/doc/api-catalog/openapi';

const pageQuery = {
  type: 'object',
  required: ['offset', 'limit'],
  properties: {
    offset: { type: 'integer', minimum: 0 },
    limit: { type: 'integer', minimum: 1, maximum: 100 },
    projectCode: { $ref: '#/$defs/code' },
  },
  $defs: { code: { type: 'string', maxLength: 64 } },
};
const devices = {
  type: 'object',
  properties: { records: { type: 'array', items: { type: 'object' } }, total: { type: 'integer' } },
};
const syncBody = { type: 'object', required: ['status'], properties: { status: { type: 'string' } } };

describeEachDatabase('docs center: API documentation of the online APIs', (dialect) => {
  let t: TestApp;
  let admin: string;
  /** The `object` of a form B success. */
  const object = async (method: 'GET' | 'POST', url: string, body?: object) => {
    const response = await t.call(method, url, { token: admin, body });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().object;
  };
  const api = async (fields: object) => (await object('POST', '/open-platform/api/save', fields)).id as number;
  const act = (action: 'deploy' | 'offline', id: number) => object('GET', `/open-platform/api/${action}?id=${id}`);

  beforeAll(async () => {
    t = await createTestApp(dialect, { SIGN_IN_RATE_LIMIT: '1000' });
    admin = await t.login();
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists only online APIs by area → group with their published definition, and exports them as OpenAPI 3.1', async () => {
    const second = (await object('POST', '/open-platform/domain/save', { name: 'Tickets', code: 'tickets', sort: 2 }))
      .id;
    const first = (await object('POST', '/open-platform/domain/save', { name: 'Platform', code: 'platform', sort: 1 }))
      .id;
    const deviceGroup = (await object('POST', '/open-platform/group/save', { name: 'Devices', domainId: first })).id;
    const orderGroup = (await object('POST', '/open-platform/group/save', { name: 'Orders', domainId: second })).id;
    const cluster = (
      await object('POST', '/api/v1/gateway/service-cluster/save', {
        name: 'Backend',
        nodes: [{ host: '10.0.0.1', port: 8080, weight: 1 }],
      })
    ).id;
    const list = await api({
      name: 'Device list',
      method: 'GET',
      path: '/devices',
      domainId: first,
      groupId: deviceGroup,
      builtin: 'device-list',
      requestSchema: pageQuery,
      responseSchema: devices,
      description: 'Devices of the bound projects',
    });
    const sync = await api({
      name: 'Order sync',
      method: 'POST',
      path: '/orders/{orderId}/sync',
      domainId: second,
      groupId: orderGroup,
      clusterId: cluster,
      backendPath: '/internal/sync',
      requestSchema: syncBody,
    });
    const draft = await api({
      name: 'Draft',
      method: 'GET',
      path: '/draft',
      domainId: first,
      groupId: deviceGroup,
      builtin: 'device-latest',
    });
    const gone = await api({
      name: 'Gone',
      method: 'GET',
      path: '/gone',
      domainId: first,
      groupId: deviceGroup,
      builtin: 'device-latest',
    });
    for (const id of [list, sync, gone]) await act('deploy', id);
    await act('offline', gone);
    expect(draft).toBeGreaterThan(0);
    // A later change of the row (as a draft edit would) never reaches the documentation: only `published` does.
    await sql`update open_api set name = 'Edited', request_schema = '{"type":"string"}' where id = ${list}`.execute(
      t.app.platform.database.db,
    );
    expect(await object('GET', `/open-platform/api/detail?id=${list}`)).toMatchObject({ name: 'Edited' });

    const response = await t.call('GET', CATALOG, { token: admin });
    expect(response.statusCode, response.body).toBe(200);
    const catalog = response.json().data as ApiCatalog;
    expect(catalog.total).toBe(2);
    expect(catalog.areas.map((area) => [area.name, area.groups.map((group) => group.name)])).toEqual([
      ['Platform', ['Devices']],
      ['Tickets', ['Orders']],
    ]);
    expect(catalog.areas[0]?.groups[0]?.apis).toEqual([
      {
        id: list,
        name: 'Device list',
        method: 'GET',
        path: '/devices',
        gatewayPath: '/gateway/devices',
        description: 'Devices of the bound projects',
        builtin: 'device-list',
        requestSchema: pageQuery,
        responseSchema: devices,
        publishedAt: expect.any(Number),
      },
    ]);
    expect(catalog.areas[1]?.groups[0]?.apis[0]).toMatchObject({ id: sync, builtin: null, responseSchema: null });

    const file = await t.call('GET', OPENAPI, { token: admin });
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toMatch(/^application\/json/);
    expect(file.headers['content-disposition']).toBe("attachment; filename*=UTF-8''beacon-open-api.json");
    const doc = JSON.parse(file.body);
    expectWellFormedOpenApi(doc);
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/gateway' })]);
    expect(doc.info.description).toContain('RFC 9421');
    expect(Object.keys(doc.paths).sort()).toEqual(['/devices', '/orders/{orderId}/sync']);
    const get = doc.paths['/devices'].get;
    expect(get.summary).toBe('Device list');
    expect(get.tags).toEqual(['Platform / Devices']);
    expect(get.parameters).toEqual([
      { name: 'offset', in: 'query', required: true, schema: { type: 'integer', minimum: 0 } },
      { name: 'limit', in: 'query', required: true, schema: { type: 'integer', minimum: 1, maximum: 100 } },
      {
        name: 'projectCode',
        in: 'query',
        required: false,
        schema: { $ref: `#/components/schemas/Api${list}Request.code` },
      },
    ]);
    expect(doc.components.schemas[`Api${list}Request.code`]).toEqual({ type: 'string', maxLength: 64 });
    expect(get.responses['200'].content['application/json'].schema.properties.object).toEqual({
      $ref: `#/components/schemas/Api${list}Response`,
    });
    const post = doc.paths['/orders/{orderId}/sync'].post;
    expect(post.parameters).toEqual([{ name: 'orderId', in: 'path', required: true, schema: { type: 'string' } }]);
    expect(post.requestBody.content['application/json'].schema).toEqual({
      $ref: `#/components/schemas/Api${sync}Request`,
    });
    expect(post.responses['200'].content).toBeUndefined();
    expect(doc['x-tagGroups']).toEqual([
      { name: 'Platform', tags: ['Platform / Devices'] },
      { name: 'Tickets', tags: ['Tickets / Orders'] },
    ]);

    await act('offline', sync);
    const after = (await t.call('GET', CATALOG, { token: admin })).json().data as ApiCatalog;
    expect(after.areas.map((area) => area.name)).toEqual(['Platform']);
  });

  it('refuses a caller without the API documentation page', async () => {
    for (const url of [CATALOG, OPENAPI]) {
      expect((await t.call('GET', url)).statusCode).toBe(401);
    }
    const outsider = await signInWith(t, admin, ['docs-center', 'DocCenter.mainDataDoc']);
    const reader = await signInWith(t, admin, ['docs-center', 'DocCenter.apiDoc']);
    for (const url of [CATALOG, OPENAPI]) {
      const refused = await t.call('GET', url, { token: outsider });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().refusals).toEqual([
        { path: '', reason: 'noPermission', params: { resources: 'DocCenter.apiDoc' } },
      ]);
      expect((await t.call('GET', url, { token: reader })).statusCode).toBe(200);
    }
  });
});
