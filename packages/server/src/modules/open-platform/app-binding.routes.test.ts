import { afterAll, beforeAll, expect, it } from 'vitest';
import { TEST_ACCOUNT_PASSWORD } from '../../test/accounts';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { APP, createApp, createProject } from './app-fixtures.test-helper';
import { builtinApi, createApi, createPlace, objectOf, refusalOf } from './open-platform-fixtures.test-helper';

describeEachDatabase('gateway applications: bound APIs and projects in form B', (dialect) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    token = await t.login();
  });
  afterAll(async () => {
    await t.close();
  });

  it('binds APIs (twice is no error), lists and unbinds them (idempotent); an unknown API is 404', async () => {
    const { id } = await createApp(t, token, 'Binder');
    const place = await createPlace(t, token);
    const first = await createApi(t, token, builtinApi(place.domainId, place.groupId, 'B list', '/b/list'));
    const second = await createApi(t, token, builtinApi(place.domainId, place.groupId, 'A list', '/a/list'));
    const bind = (apiIds: number[]) => t.call('POST', `${APP}/bing-api`, { token, body: { id, apiIds } });
    expect(objectOf(await bind([first]))).toBe(true);
    expect(objectOf(await bind([first, second, second]))).toBe(true);
    const listed = objectOf(await t.call('GET', `${APP}/api-list?id=${id}`, { token }));
    expect(listed).toEqual([
      {
        id: second,
        name: 'A list',
        method: 'POST',
        path: '/a/list',
        status: 'draft',
        domainName: 'Platform',
        groupName: 'Devices',
        bindDate: expect.any(Number),
      },
      expect.objectContaining({ id: first, name: 'B list' }),
    ]);
    const unknown = refusalOf(await bind([first, 999_999]), 404);
    expect(unknown.refusals).toEqual([{ path: 'apiIds', reason: 'notFound', params: { entity: 'api', id: 999_999 } }]);
    refusalOf(await t.call('POST', `${APP}/bing-api`, { token, body: { id: 999_999, apiIds: [first] } }), 404);
    refusalOf(await t.call('POST', `${APP}/bing-api`, { token, body: { id, apiIds: [] } }), 400);

    const unbind = () => t.call('DELETE', `${APP}/remove-bing?id=${id}&apiId=${first}`, { token });
    expect(objectOf(await unbind())).toBe(true);
    expect(objectOf(await unbind())).toBe(true);
    const left = objectOf(await t.call('GET', `${APP}/api-list?id=${id}`, { token })) as { id: number }[];
    expect(left.map((api) => api.id)).toEqual([second]);
    // Deleting an API drops its bindings with it.
    expect(objectOf(await t.call('DELETE', `/open-platform/api/remove?id=${second}`, { token }))).toBe(true);
    expect(objectOf(await t.call('GET', `${APP}/api-list?id=${id}`, { token }))).toEqual([]);
    refusalOf(await t.call('GET', `${APP}/api-list?id=999999`, { token }), 404);
  });

  it('sets the bound projects, lists them and pages projects with a bound flag; an unknown code is 404', async () => {
    const { id } = await createApp(t, token, 'Projects app');
    for (const code of ['P-GA-1', 'P-GA-2', 'P-GA-3']) await createProject(t, token, code);
    const bindProjects = (projectCodes: string[]) =>
      t.call('POST', `${APP}/bing-project`, { token, body: { id, projectCodes } });
    expect(objectOf(await bindProjects(['P-GA-1', 'P-GA-2', 'P-GA-2']))).toBe(true);
    expect(objectOf(await t.call('GET', `${APP}/project-list?id=${id}`, { token }))).toEqual([
      { projectCode: 'P-GA-1', projectName: 'Project P-GA-1' },
      { projectCode: 'P-GA-2', projectName: 'Project P-GA-2' },
    ]);
    const page = objectOf(
      await t.call('POST', `${APP}/project-page`, {
        token,
        body: {
          data: { id, projectCode: 'P-GA' },
          offset: 0,
          limit: 10,
          orders: [{ column: 'project_code', asc: true }],
        },
      }),
    );
    expect(page).toEqual({
      records: [
        { projectCode: 'P-GA-1', projectName: 'Project P-GA-1', type: 'park', areaCode: '440305', bound: true },
        expect.objectContaining({ projectCode: 'P-GA-2', bound: true }),
        expect.objectContaining({ projectCode: 'P-GA-3', bound: false }),
      ],
      total: 3,
    });
    const unbound = objectOf(
      await t.call('POST', `${APP}/project-page`, { token, body: { data: { id, bound: false, projectCode: 'P-GA' } } }),
    );
    expect(unbound).toEqual({ records: [expect.objectContaining({ projectCode: 'P-GA-3' })], total: 1 });

    const unknown = refusalOf(await bindProjects(['P-GA-3', 'P-NOPE']), 404);
    expect(unknown.refusals).toEqual([
      { path: 'projectCodes', reason: 'notFound', params: { entity: 'project', id: 'P-NOPE' } },
    ]);
    expect(objectOf(await t.call('GET', `${APP}/project-list?id=${id}`, { token }))).toHaveLength(2);
    expect(objectOf(await bindProjects(['P-GA-3']))).toBe(true);
    const now = objectOf(await t.call('GET', `${APP}/project-list?id=${id}`, { token })) as { projectCode: string }[];
    expect(now.map((project) => project.projectCode)).toEqual(['P-GA-3']);
    expect(objectOf(await bindProjects([]))).toBe(true);
    expect(objectOf(await t.call('GET', `${APP}/project-list?id=${id}`, { token }))).toEqual([]);
    refusalOf(await t.call('GET', `${APP}/project-list?id=999999`, { token }), 404);
  });

  it('keeps an account limited to some projects within them: others are unknown, and stay bound', async () => {
    const { id } = await createApp(t, token, 'Scoped app');
    await createProject(t, token, 'P-SC-A');
    await createProject(t, token, 'P-SC-B');
    expect(
      objectOf(
        await t.call('POST', `${APP}/bing-project`, { token, body: { id, projectCodes: ['P-SC-A', 'P-SC-B'] } }),
      ),
    ).toBe(true);
    const role = await t.call('POST', '/api/v1/system/role/save', {
      token,
      body: {
        code: 'r-scoped-app',
        name: 'Scoped app role',
        resources: ['openapi', 'OpenAPI.app', 'OpenAPI.app:bindProject'],
      },
    });
    const saved = await t.call('POST', '/api/v1/system/account/save', {
      token,
      body: {
        account: 'scopedapp',
        password: TEST_ACCOUNT_PASSWORD,
        userName: 'Scoped',
        mobile: '13800138000',
        roleIds: [Number(role.json().data.id)],
        projectCodes: ['P-SC-A'],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const scoped = await t.login('scopedapp', TEST_ACCOUNT_PASSWORD);
    const page = objectOf(
      await t.call('POST', `${APP}/project-page`, { token: scoped, body: { data: { id, projectCode: 'P-SC' } } }),
    );
    expect(page).toEqual({ records: [expect.objectContaining({ projectCode: 'P-SC-A', bound: true })], total: 1 });
    expect(objectOf(await t.call('GET', `${APP}/project-list?id=${id}`, { token: scoped }))).toEqual([
      { projectCode: 'P-SC-A', projectName: 'Project P-SC-A' },
    ]);
    const outside = refusalOf(
      await t.call('POST', `${APP}/bing-project`, { token: scoped, body: { id, projectCodes: ['P-SC-B'] } }),
      404,
    );
    expect(outside.refusals).toEqual([
      { path: 'projectCodes', reason: 'notFound', params: { entity: 'project', id: 'P-SC-B' } },
    ]);
    expect(
      objectOf(await t.call('POST', `${APP}/bing-project`, { token: scoped, body: { id, projectCodes: [] } })),
    ).toBe(true);
    const kept = objectOf(await t.call('GET', `${APP}/project-list?id=${id}`, { token })) as { projectCode: string }[];
    expect(kept.map((project) => project.projectCode)).toEqual(['P-SC-B']);
  });
});
