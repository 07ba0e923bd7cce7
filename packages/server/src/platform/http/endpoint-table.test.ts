import { ENDPOINTS, SOCKET_PATHS } from '@beacon/contracts/endpoints';
import { isApiPath } from '@beacon/contracts/protocol';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';

describeEachDatabase('endpoint table', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it('registers exactly the API routes the table declares', () => {
    const registered = t.app.platform.routes.filter((route) => isApiPath(route.split(' ')[1] ?? ''));
    const declared = [
      ...ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.path}`),
      ...SOCKET_PATHS.map((path) => `GET ${path}`),
    ];
    expect([...registered].sort()).toEqual([...declared].sort());
  });

  it('serves the OpenAPI 3.1 document of the table to signed-in callers only', async () => {
    expect((await t.call('GET', '/api/v1/openapi.json')).statusCode).toBe(401);
    const token = await t.login();
    const response = await t.call('GET', '/api/v1/openapi.json', { token });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toBe('3.1.0');
    const operations = Object.values(doc.paths as Record<string, Record<string, unknown>>).flatMap((item) =>
      Object.keys(item),
    );
    expect(operations).toHaveLength(ENDPOINTS.length);
    expect(doc.paths['/api/v1/system/account/{id}/unlock'].post['x-beacon-access']).toEqual({
      kind: 'button',
      module: 'system-management',
      page: 'PlatformManage.account',
      button: 'PlatformManage.account:unlock',
    });
  });

  it('checks replies against the reply schema: nothing outside the contract reaches the wire', async () => {
    const token = await t.login();
    const page = await t.call('POST', '/api/v1/system/account/page', { token, body: {} });
    const admin = page.json().result.items[0];
    expect(Object.keys(admin).sort()).toEqual(
      [
        'account',
        'createDate',
        'email',
        'id',
        'lastLoginAt',
        'lockedUntil',
        'mobile',
        'projectCodes',
        'roleIds',
        'roleNames',
        'status',
        'userName',
      ].sort(),
    );
  });
});
