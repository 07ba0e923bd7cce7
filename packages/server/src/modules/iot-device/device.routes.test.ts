import { expect, it } from 'vitest';
import { describeEachDatabase, type TestApp, withSignedInApp } from '../../test/test-app';
import { createDeviceRefs, type DeviceRefs, deviceBody, DEVICE_URL as URL } from './device-fixtures.test-helper';
import { caller } from './model-fixtures.test-helper';

const WIRE_KEYS = [
  'address',
  'areaCode',
  'categoryId',
  'createDate',
  'devKey',
  'firmware',
  'iotId',
  'lastOnlineTime',
  'name',
  'projectCode',
  'status',
  'stdModelId',
  'thirdModelId',
];

describeEachDatabase('devices', (dialect) => {
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
  const refs = (): Promise<DeviceRefs> => createDeviceRefs(t, token);
  const page = async (filters: Record<string, unknown> = {}) => {
    const response = await api.post(`${URL}/page`, { page_size: 50, ...filters });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().result as { items: Record<string, unknown>[]; total_count: number };
  };
  const keys = async (filters: Record<string, unknown>) =>
    (await page(filters)).items.map((item) => item.devKey).sort();

  it('registers a device with a generated iotId and secret, reads, edits and deletes it', async () => {
    const r = await refs();
    const created = await api.post(`${URL}/save`, deviceBody(r, 'dev-001'));
    expect(created.statusCode, created.body).toBe(200);
    const device = created.json().data;
    expect(Object.keys(device).sort()).toEqual([...WIRE_KEYS, 'deviceSecret'].sort());
    expect(device).toMatchObject({
      devKey: 'dev-001',
      name: 'Device dev-001',
      stdModelId: r.stdModelId,
      thirdModelId: null,
      projectCode: 'P-D-001',
      categoryId: null,
      areaCode: null,
      address: '',
      status: 'inactive',
      lastOnlineTime: null,
      firmware: '',
    });
    expect(device.iotId).toMatch(/^d[0-9a-f]{20}$/);
    expect(Buffer.from(device.deviceSecret, 'base64url')).toHaveLength(32);
    expect(device.createDate).toBeGreaterThan(Date.now() - 60_000);
    const detail = (await api.get(`${URL}/${device.iotId}`)).json().data;
    expect(detail).toEqual(device);

    const other = (await api.post(`${URL}/save`, deviceBody(r, 'dev-002'))).json().data;
    expect(other.iotId).not.toBe(device.iotId);
    expect(other.deviceSecret).not.toBe(device.deviceSecret);

    const edit = {
      iotId: device.iotId,
      name: 'Lobby sensor',
      stdModelId: r.otherStdModelId,
      thirdModelId: r.thirdModelId,
      projectCode: 'P-D-002',
      categoryId: r.categoryId,
      areaCode: '310115',
      address: 'Lobby, floor 1',
      firmware: '1.2.3',
    };
    const edited = await api.put(`${URL}/update`, edit);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(Object.keys(edited.json().data).sort()).toEqual(WIRE_KEYS);
    expect(edited.json().data).toEqual({ ...device, ...edit, deviceSecret: undefined });
    expect((await api.get(`${URL}/${device.iotId}`)).json().data.deviceSecret).toBe(device.deviceSecret);
    const renamed = await api.put(`${URL}/update`, { ...edit, devKey: 'other' });
    expect(renamed.json()).toEqual({
      code: 400,
      msg: 'body.devKey: unknown field',
      refusals: [{ path: 'devKey', reason: 'unknownField', params: { field: 'devKey' } }],
    });
    const missing = await api.put(`${URL}/update`, { ...edit, iotId: 'dnothere' });
    expect(missing.json()).toEqual({
      code: 404,
      msg: 'device dnothere not found',
      refusals: [{ path: 'id', reason: 'notFound', params: { entity: 'device', id: 'dnothere' } }],
    });

    expect((await api.del(`${URL}/${device.iotId}`)).statusCode).toBe(200);
    expect((await api.get(`${URL}/${device.iotId}`)).statusCode).toBe(404);
    expect((await api.del(`${URL}/${device.iotId}`)).statusCode).toBe(404);
    expect(await keys({})).toEqual(['dev-002']);
  });

  it('pages newest first and filters by name, devKey, model, project, category, area and status', async () => {
    const r = await refs();
    const save = async (devKey: string, extra: Record<string, unknown> = {}) => {
      const response = await api.post(`${URL}/save`, deviceBody(r, devKey, extra));
      expect(response.statusCode, response.body).toBe(200);
      return String(response.json().data.iotId);
    };
    await save('sz-th-1', { name: 'Lobby thermo', areaCode: '440305' });
    await save('sz-th-2', { name: 'Roof thermo', areaCode: '440304', categoryId: r.categoryId });
    const meter = await save('sh-meter-1', {
      name: 'Main meter',
      stdModelId: r.otherStdModelId,
      projectCode: 'P-D-002',
      areaCode: '310115',
    });
    await save('sh-meter-2', { name: 'Sub meter', stdModelId: r.otherStdModelId, projectCode: 'P-D-002' });
    await api.post(`${URL}/${meter}/disable`);

    const first = await page({ page_index: 1, page_size: 3 });
    expect(first.total_count).toBe(4);
    expect(first.items.map((item) => item.devKey)).toEqual(['sh-meter-2', 'sh-meter-1', 'sz-th-2']);
    for (const item of first.items) expect(Object.keys(item).sort()).toEqual(WIRE_KEYS);
    expect((await page({ page_index: 2, page_size: 3 })).items.map((item) => item.devKey)).toEqual(['sz-th-1']);

    expect(await keys({ name: 'THERMO' })).toEqual(['sz-th-1', 'sz-th-2']);
    expect(await keys({ devKey: 'meter-' })).toEqual(['sh-meter-1', 'sh-meter-2']);
    expect(await keys({ stdModelId: r.otherStdModelId })).toEqual(['sh-meter-1', 'sh-meter-2']);
    expect(await keys({ projectCode: 'P-D-001' })).toEqual(['sz-th-1', 'sz-th-2']);
    expect(await keys({ projectCode: 'P-D' })).toEqual([]);
    expect(await keys({ categoryId: r.categoryId })).toEqual(['sz-th-2']);
    expect(await keys({ areaCode: '440305' })).toEqual(['sz-th-1']);
    expect(await keys({ areaCode: '440300' })).toEqual(['sz-th-1', 'sz-th-2']);
    expect(await keys({ areaCode: '310000' })).toEqual(['sh-meter-1']);
    expect(await keys({ status: 'disabled' })).toEqual(['sh-meter-1']);
    expect(await keys({ status: 'inactive', projectCode: 'P-D-002' })).toEqual(['sh-meter-2']);
    expect(await keys({ name: '%' })).toEqual([]);
  });

  it('keeps devKeys unique: a duplicate and all but one of concurrent creates get 409 4001001', async () => {
    const r = await refs();
    expect((await api.post(`${URL}/save`, deviceBody(r, 'dup-1'))).statusCode).toBe(200);
    const duplicate = await api.post(`${URL}/save`, deviceBody(r, 'dup-1', { name: 'Another' }));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({
      code: 4001001,
      msg: 'devKey: already exists',
      refusals: [{ path: 'devKey', reason: 'alreadyExists' }],
    });
    const results = await Promise.all(
      Array.from({ length: 5 }, (_unused, i) => api.post(`${URL}/save`, deviceBody(r, 'race-1', { name: `R ${i}` }))),
    );
    expect(results.map((x) => x.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const x of results.filter((y) => y.statusCode === 409))
      expect(x.json()).toEqual({
        code: 4001001,
        msg: 'devKey: already exists',
        refusals: [{ path: 'devKey', reason: 'alreadyExists' }],
      });
    expect((await page({ devKey: 'race-1' })).total_count).toBe(1);
  });

  it('shows the secret on the detail and reset-secret only, and reset-secret replaces it', async () => {
    const r = await refs();
    const device = (await api.post(`${URL}/save`, deviceBody(r, 'sec-1'))).json().data;
    expect((await page()).items[0]).not.toHaveProperty('deviceSecret');
    expect(JSON.stringify((await page()).items)).not.toContain(device.deviceSecret);
    const reset = await api.post(`${URL}/${device.iotId}/reset-secret`);
    expect(reset.statusCode, reset.body).toBe(200);
    const secret = reset.json().data.deviceSecret;
    expect(secret).not.toBe(device.deviceSecret);
    expect(Buffer.from(secret, 'base64url')).toHaveLength(32);
    expect((await api.get(`${URL}/${device.iotId}`)).json().data.deviceSecret).toBe(secret);
    for (const action of ['enable', 'disable'])
      expect((await api.post(`${URL}/${device.iotId}/${action}`)).json().data).not.toHaveProperty('deviceSecret');
    expect((await api.post(`${URL}/dmissing/reset-secret`)).json()).toEqual({
      code: 404,
      msg: 'device dmissing not found',
      refusals: [{ path: 'id', reason: 'notFound', params: { entity: 'device', id: 'dmissing' } }],
    });
  });

  it('disables a device; enabling makes it inactive if never online, else offline; online stays online', async () => {
    const r = await refs();
    const fresh = (await api.post(`${URL}/save`, deviceBody(r, 'st-1'))).json().data.iotId;
    const seen = (await api.post(`${URL}/save`, deviceBody(r, 'st-2'))).json().data.iotId;
    const db = t.app.platform.database.db.withTables<{ device: { iot_id: string; last_online_time: number } }>();
    await db
      .updateTable('device')
      .set({ last_online_time: Date.now() - 1000 })
      .where('iot_id', '=', seen)
      .execute();
    const act = async (iotId: string, action: string) => {
      const response = await api.post(`${URL}/${iotId}/${action}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.status;
    };
    expect(await act(fresh, 'disable')).toBe('disabled');
    expect(await act(fresh, 'disable')).toBe('disabled');
    expect(await act(fresh, 'enable')).toBe('inactive');
    expect(await act(seen, 'disable')).toBe('disabled');
    expect(await act(seen, 'enable')).toBe('offline');
    await t.app.platform.database.db
      .withTables<{ device: { iot_id: string; status: string } }>()
      .updateTable('device')
      .set({ status: 'online' })
      .where('iot_id', '=', seen)
      .execute();
    expect(await act(seen, 'enable')).toBe('online');
    for (const action of ['enable', 'disable']) expect((await api.post(`${URL}/dnone/${action}`)).statusCode).toBe(404);
    const log = (await api.post('/api/v1/system/opera-log/page', { module: 'iot-device', page_size: 50 })).json().result
      .items;
    const actions = log.map((row: { action: string }) => row.action).filter((a: string) => a.startsWith('device.'));
    expect(new Set(actions)).toEqual(new Set(['device.save', 'device.disable', 'device.enable']));
  });
});
