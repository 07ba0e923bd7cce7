import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDatabase, type TestApp, withSignedInApp } from '../../test/test-app';
import { caller, stdModelBody } from './model-fixtures.test-helper';

const GROUP = '/api/v1/iothub/stdProductGroup';
const CATEGORY = '/api/v1/iothub/device-category';

describeEachDatabase('product groups and device categories', (dialect) => {
  let t: TestApp;
  let token: string;
  withSignedInApp(dialect, (app, adminToken) => {
    t = app;
    token = adminToken;
  });
  const api = caller(
    () => t,
    () => token,
  );

  it('serves product groups through the spec calls: GET list, POST, PUT, DELETE /{id}', async () => {
    const created = await api.post(GROUP, { name: 'Sensors', description: 'all sensors' });
    expect(created.statusCode).toBe(200);
    const group = created.json().data;
    expect(group).toEqual({
      id: expect.any(Number),
      name: 'Sensors',
      description: 'all sensors',
      createDate: expect.any(Number),
    });
    await api.post(GROUP, { name: 'Meters' });
    const list = await api.get(`${GROUP}/list`);
    expect(list.json()).toMatchObject({ code: '000000', msg: 'success' });
    expect(list.json().data.map((g: { name: string }) => g.name)).toEqual(['Meters', 'Sensors']);
    const edited = await api.put(GROUP, { id: group.id, name: 'Environment sensors', description: '' });
    expect(edited.json().data).toMatchObject({ id: group.id, name: 'Environment sensors', description: '' });
    expect((await api.put(GROUP, { id: 9999, name: 'X' })).statusCode).toBe(404);
    expect((await api.del(`${GROUP}/${group.id}`)).statusCode).toBe(200);
    expect((await api.get(`${GROUP}/list`)).json().data).toHaveLength(1);
  });

  it('keeps group names unique (also under concurrent creates) and keeps a group its models use', async () => {
    const first = (await api.post(GROUP, { name: 'Meters' })).json().data;
    expect((await api.post(GROUP, { name: 'Meters' })).json()).toEqual({
      code: 4001001,
      msg: 'name: already exists',
      refusals: [{ path: 'name', reason: 'alreadyExists' }],
    });
    const results = await Promise.all(Array.from({ length: 4 }, () => api.post(GROUP, { name: 'Race' })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect((await api.post(GROUP, { name: 'x'.repeat(65) })).json().msg).toMatch(/^body\.name: /);
    await api.post('/api/v1/iothub/std-model/save', stdModelBody('m-1', { groupId: first.id }));
    const refused = await api.del(`${GROUP}/${first.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe('id: product group holds 1 standard model(s); move or delete them first');
  });

  it('answers the category tree by parentId and refuses cycles, orphans and deleting used categories', async () => {
    const save = (body: Record<string, unknown>) => api.post(`${CATEGORY}/save`, body);
    const estate = (await save({ name: 'Estate', type: 0 })).json().data;
    expect(estate).toMatchObject({ name: 'Estate', type: 0, parentId: null });
    const house = (await save({ name: 'House A', type: 1, parentId: estate.id })).json().data;
    const floor = (await save({ name: 'Floor 1', type: 1, parentId: house.id })).json().data;
    const park = (await save({ name: 'Park', type: 2 })).json().data;
    const tree = (await api.post(`${CATEGORY}/list`)).json().data;
    expect(tree).toEqual([
      {
        ...estate,
        children: [{ ...house, children: [{ ...floor, children: [] }] }],
      },
      { ...park, children: [] },
    ]);
    expect((await save({ name: 'Bad', type: 3 })).json().msg).toMatch(/^body\.type: /);
    expect((await save({ name: 'Orphan', type: 1, parentId: 999 })).json().msg).toBe(
      'body.parentId: device category 999 does not exist',
    );
    const update = (id: number, parentId: number | null) =>
      api.put(`${CATEGORY}/update`, { id, name: 'Estate', type: 0, parentId });
    expect((await update(estate.id, estate.id)).json().msg).toBe('body.parentId: a category cannot be its own parent');
    expect((await update(estate.id, floor.id)).json().msg).toBe(
      'body.parentId: a category cannot move under its own descendant',
    );
    expect((await update(estate.id, park.id)).statusCode).toBe(200);
    expect((await api.get(`${CATEGORY}/${estate.id}`)).json().data.parentId).toBe(park.id);

    const withChildren = await api.del(`${CATEGORY}/${house.id}`);
    expect(withChildren.statusCode).toBe(409);
    expect(withChildren.json().msg).toBe('id: device category has 1 sub-categor(ies); delete them first');
    await api.post('/api/v1/iothub/std-model/save', stdModelBody('m-2', { categoryId: floor.id }));
    expect((await api.del(`${CATEGORY}/${floor.id}`)).json().msg).toBe(
      'id: device category is used by 1 standard model(s); change them first',
    );
  });

  it('reads a stored type other than 0, 1, 2 as 1 (the older reading: only 0 is community)', async () => {
    const now = Date.now();
    await sql`insert into iot_device_category (name, type, parent_id, create_date, update_date)
      values ('Old house', 5, null, ${now}, ${now})`.execute(t.app.platform.database.db);
    const [old] = (await api.post(`${CATEGORY}/list`)).json().data;
    expect(old).toMatchObject({ name: 'Old house', type: 1, children: [] });
    expect((await api.get(`${CATEGORY}/${old.id}`)).json().data.type).toBe(1);
  });
});
