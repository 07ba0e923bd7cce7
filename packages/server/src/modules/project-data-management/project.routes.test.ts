import { expect, it } from 'vitest';
import { signInWith } from '../../test/accounts';
import { describeEachDatabase, type TestApp, withSignedInApp } from '../../test/test-app';
import { projectBody } from './project-test-data';

const BASE = '/api/v1/master-data/project';

describeEachDatabase('projects', (dialect) => {
  let t: TestApp;
  let token: string;
  withSignedInApp(dialect, (app, adminToken) => {
    t = app;
    token = adminToken;
  });

  const save = (overrides: Parameters<typeof projectBody>[0] = {}) =>
    t.call('POST', `${BASE}/save`, { token, body: projectBody(overrides) });
  const page = async (filters: Record<string, unknown> = {}) => {
    const response = await t.call('POST', `${BASE}/page`, { token, body: { page_size: 50, ...filters } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().result as { items: Record<string, unknown>[]; total_count: number };
  };
  const codes = async (filters: Record<string, unknown>) =>
    (await page(filters)).items.map((item) => item.projectCode).sort();

  it('creates, reads, edits and deletes a project, with the wire names integrators use', async () => {
    const created = await save({ status: undefined });
    expect(created.statusCode, created.body).toBe(200);
    const project = created.json().data;
    expect(Object.keys(project).sort()).toEqual(
      [
        'address',
        'areaCode',
        'createDate',
        'deviceCount',
        'id',
        'latitude',
        'longitude',
        'projectCode',
        'projectName',
        'status',
        'type',
      ].sort(),
    );
    expect(project).toMatchObject({
      projectCode: 'P-T-001',
      projectName: '测试项目',
      type: 'community',
      areaCode: '440305',
      longitude: 113.95,
      latitude: 22.53,
      status: 'active',
      deviceCount: 0,
    });
    expect(project.createDate).toBeGreaterThan(Date.now() - 60_000);

    const edited = await t.call('PUT', `${BASE}/update`, {
      token,
      body: {
        id: project.id,
        projectName: '改名项目',
        type: 'park',
        areaCode: '310115',
        address: '上海市浦东新区',
        longitude: null,
        latitude: null,
        status: 'inactive',
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      id: project.id,
      projectCode: 'P-T-001',
      projectName: '改名项目',
      type: 'park',
      areaCode: '310115',
      longitude: null,
      latitude: null,
      status: 'inactive',
      createDate: project.createDate,
    });
    const read = await t.call('GET', `${BASE}/${project.id}`, { token });
    expect(read.json().data).toEqual(edited.json().data);

    expect((await t.call('DELETE', `${BASE}/${project.id}`, { token, body: {} })).statusCode).toBe(200);
    const gone = await t.call('GET', `${BASE}/${project.id}`, { token });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({
      code: 404,
      msg: `project ${project.id} not found`,
      refusals: [{ path: 'id', reason: 'notFound', params: { entity: 'project', id: project.id } }],
    });
    expect((await t.call('DELETE', `${BASE}/${project.id}`, { token, body: {} })).statusCode).toBe(404);
  });

  it('keeps the projectCode: an update naming it is refused, an unknown id is 404', async () => {
    const id = (await save()).json().data.id;
    const body: Record<string, unknown> = { ...projectBody(), id, status: 'active' };
    const renamed = await t.call('PUT', `${BASE}/update`, { token, body: { ...body, projectCode: 'P-OTHER' } });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().msg).toBe('body.projectCode: unknown field');
    const { projectCode: _code, ...withoutCode } = body;
    const missing = await t.call('PUT', `${BASE}/update`, { token, body: { ...withoutCode, id: 999 } });
    expect(missing.statusCode).toBe(404);
    expect((await t.call('GET', `${BASE}/${id}`, { token })).json().data.projectCode).toBe('P-T-001');
  });

  it('pages newest first and filters by code, name, type, area (district, city or province) and status', async () => {
    await save({ projectCode: 'P-SZ-001', projectName: '南山园区', type: 'park', areaCode: '440305' });
    await save({ projectCode: 'P-SZ-002', projectName: '福田花园', type: 'community', areaCode: '440304' });
    await save({ projectCode: 'P-GZ-001', projectName: '天河公寓', type: 'house', areaCode: '440106' });
    await save({ projectCode: 'P-SH-001', projectName: '浦东花园', type: 'community', areaCode: '310115' });
    await save({
      projectCode: 'P-HZ-001',
      projectName: '西湖公寓',
      type: 'house',
      areaCode: '330106',
      status: 'inactive',
    });

    const first = await page({ page_index: 1, page_size: 2 });
    expect(first.total_count).toBe(5);
    expect(first.items.map((item) => item.projectCode)).toEqual(['P-HZ-001', 'P-SH-001']);
    const third = await page({ page_index: 3, page_size: 2 });
    expect(third.items.map((item) => item.projectCode)).toEqual(['P-SZ-001']);

    expect(await codes({ projectCode: 'sz-' })).toEqual(['P-SZ-001', 'P-SZ-002']);
    expect(await codes({ projectName: '花园' })).toEqual(['P-SH-001', 'P-SZ-002']);
    expect(await codes({ type: 'house' })).toEqual(['P-GZ-001', 'P-HZ-001']);
    expect(await codes({ areaCode: '440305' })).toEqual(['P-SZ-001']);
    expect(await codes({ areaCode: '440300' })).toEqual(['P-SZ-001', 'P-SZ-002']);
    expect(await codes({ areaCode: '440000' })).toEqual(['P-GZ-001', 'P-SZ-001', 'P-SZ-002']);
    expect(await codes({ status: 'inactive' })).toEqual(['P-HZ-001']);
    expect(await codes({ status: 'active', type: 'community', areaCode: '440000' })).toEqual(['P-SZ-002']);
    expect(await codes({ projectCode: '%' })).toEqual([]);
  });

  it('offers every project to any signed-in account for selects, while the page needs the page', async () => {
    await save({ projectCode: 'P-B', projectName: '乙' });
    await save({ projectCode: 'P-A', projectName: '甲' });
    const plain = await signInWith(t, token, []);
    const list = await t.call('POST', `${BASE}/list`, { token: plain, body: {} });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data).toEqual([
      { projectCode: 'P-A', projectName: '甲' },
      { projectCode: 'P-B', projectName: '乙' },
    ]);
    expect((await t.call('POST', `${BASE}/page`, { token: plain, body: {} })).statusCode).toBe(403);
    expect((await t.call('POST', `${BASE}/list`, { body: {} })).statusCode).toBe(401);
  });

  it('answers 409 naming projectCode to a duplicate and to all but one of concurrent creates', async () => {
    expect((await save()).statusCode).toBe(200);
    const duplicate = await save({ projectName: '另一个' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({
      code: 4001001,
      msg: 'projectCode: already exists',
      refusals: [{ path: 'projectCode', reason: 'alreadyExists' }],
    });
    const results = await Promise.all(
      Array.from({ length: 5 }, (_unused, i) => save({ projectCode: 'P-RACE', projectName: `并发 ${i}` })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const response of results.filter((r) => r.statusCode === 409)) {
      expect(response.json()).toEqual({
        code: 4001001,
        msg: 'projectCode: already exists',
        refusals: [{ path: 'projectCode', reason: 'alreadyExists' }],
      });
    }
    expect((await page({ projectCode: 'P-RACE' })).total_count).toBe(1);
  });
});
