import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import {
  builtinApi,
  createApi,
  createArea,
  createGroup,
  OP,
  objectOf,
  refusalOf,
} from './open-platform-fixtures.test-helper';

describeEachDatabase('open platform: areas and groups in form B', (dialect) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    token = await t.login();
  });
  afterAll(async () => {
    await t.close();
  });

  it('saves (creates, then edits by id), pages, lists and deletes areas, each answer in form B', async () => {
    const created = objectOf(
      await t.call('POST', `${OP.area}/save`, {
        token,
        body: { name: 'Energy', code: 'energy', description: 'Meters', sort: 3 },
      }),
    ) as { id: number; createDate: number };
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'Energy',
      code: 'energy',
      description: 'Meters',
      sort: 3,
      createDate: expect.any(Number),
      updateDate: expect.any(Number),
    });
    const edited = objectOf(
      await t.call('POST', `${OP.area}/save`, { token, body: { id: created.id, name: 'Energy use', code: 'energy' } }),
    );
    expect(edited).toMatchObject({ id: created.id, name: 'Energy use', description: '', sort: 0 });
    const second = await createArea(t, token, 'Water', 'water');

    const page = objectOf(
      await t.call('POST', `${OP.area}/page`, {
        token,
        body: { data: { name: 'energy' }, offset: 0, limit: 10, orders: [{ column: 'create_date', asc: false }] },
      }),
    );
    expect(page).toEqual({ records: [expect.objectContaining({ id: created.id })], total: 1 });
    const both = objectOf(
      await t.call('POST', `${OP.area}/page`, {
        token,
        body: { offset: 1, limit: 1, orders: [{ column: 'name', asc: true }] },
      }),
    );
    expect(both).toEqual({ records: [expect.objectContaining({ name: 'Water' })], total: 2 });
    const list = objectOf(await t.call('POST', `${OP.area}/list`, { token, body: { code: 'water' } })) as object[];
    expect(list).toEqual([expect.objectContaining({ id: second })]);

    expect(objectOf(await t.call('DELETE', `${OP.area}/${second}`, { token }))).toBe(true);
    const gone = refusalOf(await t.call('DELETE', `${OP.area}/${second}`, { token }), 404);
    expect(gone.refusals).toEqual([{ path: 'id', reason: 'notFound', params: { entity: 'apiArea', id: second } }]);
    const missingEdit = refusalOf(
      await t.call('POST', `${OP.area}/save`, { token, body: { id: second, name: 'X', code: 'x' } }),
      404,
    );
    expect(missingEdit.code).toBe(404);
  });

  it('refuses repeated names and codes (409 4001001), bad input (400) and bad orders, in form B', async () => {
    await createArea(t, token, 'Security', 'security');
    const name = refusalOf(
      await t.call('POST', `${OP.area}/save`, { token, body: { name: 'Security', code: 'security-2' } }),
      409,
    );
    expect(name).toEqual({
      code: 4001001,
      msg: 'name: already exists',
      object: null,
      refusals: [{ path: 'name', reason: 'alreadyExists' }],
    });
    const code = refusalOf(
      await t.call('POST', `${OP.area}/save`, { token, body: { name: 'Other', code: 'security' } }),
      409,
    );
    expect(code.refusals).toEqual([{ path: 'code', reason: 'alreadyExists' }]);
    const bad = refusalOf(
      await t.call('POST', `${OP.area}/save`, { token, body: { name: '', code: 'a b', sort: -1, extra: 1 } }),
      400,
    );
    expect(bad.code).toBe(400);
    expect(bad.refusals).toEqual(
      expect.arrayContaining([
        { path: 'name', reason: 'required' },
        { path: 'code', reason: 'codeChars' },
        { path: 'sort', reason: 'tooSmall', params: { min: 0 } },
        { path: 'extra', reason: 'unknownField', params: { field: 'extra' } },
      ]),
    );
    const orders = refusalOf(
      await t.call('POST', `${OP.area}/page`, {
        token,
        body: { orders: [{ column: 'secret', asc: true }], offset: 20_000 },
      }),
      400,
    );
    expect(orders.refusals).toEqual(
      expect.arrayContaining([
        { path: 'orders[0].column', reason: 'notOneOf', params: { options: 'create_date, sort, name, code' } },
        { path: 'offset', reason: 'tooBig', params: { max: 10_000 } },
      ]),
    );
  });

  it('keeps groups in existing areas, moves their APIs with them, and refuses deleting what is in use (409)', async () => {
    const north = await createArea(t, token, 'North', 'north');
    const south = await createArea(t, token, 'South', 'south');
    const unknown = refusalOf(
      await t.call('POST', `${OP.group}/save`, { token, body: { name: 'G', domainId: 999 } }),
      400,
    );
    expect(unknown.refusals).toEqual([
      { path: 'domainId', reason: 'notFound', params: { entity: 'apiArea', id: 999 } },
    ]);
    const group = objectOf(
      await t.call('POST', `${OP.group}/save`, { token, body: { name: 'Meters', domainId: north, description: 'm' } }),
    ) as { id: number };
    expect(group).toEqual({
      id: expect.any(Number),
      name: 'Meters',
      domainId: north,
      domainName: 'North',
      description: 'm',
      createDate: expect.any(Number),
      updateDate: expect.any(Number),
    });
    const dup = refusalOf(
      await t.call('POST', `${OP.group}/save`, { token, body: { name: 'Meters', domainId: south } }),
      409,
    );
    expect(dup.code).toBe(4001001);
    const api = await createApi(t, token, builtinApi(north, group.id, 'Meter list', '/meter/list'));

    const areaInUse = refusalOf(await t.call('DELETE', `${OP.area}/${north}`, { token }), 409);
    expect(areaInUse).toMatchObject({
      code: 409,
      refusals: [{ path: 'id', reason: 'inUse', params: { holder: 'apiGroups', count: 1 } }],
    });
    const groupInUse = refusalOf(await t.call('DELETE', `${OP.group}/${group.id}`, { token }), 409);
    expect(groupInUse.refusals).toEqual([{ path: 'id', reason: 'inUse', params: { holder: 'apis', count: 1 } }]);

    const moved = objectOf(
      await t.call('POST', `${OP.group}/save`, { token, body: { id: group.id, name: 'Meters', domainId: south } }),
    );
    expect(moved).toMatchObject({ domainId: south, domainName: 'South' });
    expect(objectOf(await t.call('GET', `${OP.api}/detail?id=${api}`, { token }))).toMatchObject({
      domainId: south,
      domainName: 'South',
      groupName: 'Meters',
    });
    const page = objectOf(
      await t.call('POST', `${OP.group}/page`, { token, body: { data: { domainId: south }, offset: 0, limit: 10 } }),
    );
    expect(page).toEqual({ records: [expect.objectContaining({ id: group.id })], total: 1 });
    const list = objectOf(await t.call('POST', `${OP.group}/list`, { token, body: { domainId: north } }));
    expect(list).toEqual([]);

    expect(objectOf(await t.call('DELETE', `${OP.api}/remove?id=${api}`, { token }))).toBe(true);
    expect(objectOf(await t.call('DELETE', `${OP.group}/${group.id}`, { token }))).toBe(true);
    expect(objectOf(await t.call('DELETE', `${OP.area}/${south}`, { token }))).toBe(true);
    const other = await createGroup(t, token, north, 'Spare');
    expect(refusalOf(await t.call('DELETE', `${OP.group}/${other + 100}`, { token }), 404).refusals).toEqual([
      { path: 'id', reason: 'notFound', params: { entity: 'apiGroup', id: other + 100 } },
    ]);
  });
});
