import { parseThingModelJson } from '@beacon/contracts/thing-model-json';
import { expect, it } from 'vitest';
import { signInWith } from '../../test/accounts';
import { describeEachDatabase, type TestApp, withSignedInApp } from '../../test/test-app';
import { caller, numeric, sensorModel } from './model-fixtures.test-helper';

const URL = '/api/v1/iothub/third-model';

describeEachDatabase('third-party thing models', (dialect) => {
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
  const body = (manufacturer: string, modelNumber: string, extra: Record<string, unknown> = {}) => ({
    name: `${manufacturer} ${modelNumber}`,
    manufacturer,
    modelNumber,
    protocol: 'Modbus',
    ...sensorModel(),
    ...extra,
  });

  it('imports through the import button alone (without the create button), under the create rules', async () => {
    const importer = await signInWith(t, token, ['iot-device', 'IOTDevice.thirdModel', 'IOTDevice.thirdModel:import']);
    const imported = await t.call('POST', `${URL}/import`, { token: importer, body: body('Acme', 'I-1') });
    expect(imported.statusCode).toBe(200);
    expect(imported.json().data).toMatchObject({ manufacturer: 'Acme', modelNumber: 'I-1' });
    const again = await t.call('POST', `${URL}/import`, { token: importer, body: body('Acme', 'I-1') });
    expect(again.statusCode).toBe(409);
    const created = await t.call('POST', `${URL}/save`, { token: importer, body: body('Acme', 'I-2') });
    expect(created.statusCode).toBe(403);
  });

  it('imports a model parsed from JSON, pages with filters, edits and deletes', async () => {
    const parsed = parseThingModelJson(JSON.stringify({ properties: [numeric('temp_f', 'float', -40, 185, '°F')] }));
    if (!parsed.ok) throw new Error('fixture');
    const created = await api.post(`${URL}/save`, { ...body('Acme', 'T-100'), ...parsed.model });
    expect(created.statusCode).toBe(200);
    const model = created.json().data;
    expect(model).toMatchObject({
      manufacturer: 'Acme',
      modelNumber: 'T-100',
      protocol: 'Modbus',
      events: [],
      services: [],
    });
    expect(model.properties).toEqual(parsed.model.properties);
    await api.post(`${URL}/save`, body('Other', 'X-1', { protocol: 'BACnet' }));
    expect(
      (await api.post(`${URL}/page`, { manufacturer: 'acm' })).json().result.items.map((m: { id: number }) => m.id),
    ).toEqual([model.id]);
    expect((await api.post(`${URL}/page`, { protocol: 'BACnet' })).json().result.total_count).toBe(1);
    expect((await api.post(`${URL}/list`)).json().data[0]).toEqual({
      id: model.id,
      name: 'Acme T-100',
      manufacturer: 'Acme',
      modelNumber: 'T-100',
    });
    const edited = await api.put(`${URL}/update`, { id: model.id, ...body('Acme', 'T-100', { name: 'Renamed' }) });
    expect(edited.json().data).toMatchObject({ name: 'Renamed' });
    expect((await api.del(`${URL}/${model.id}`)).statusCode).toBe(200);
  });

  it('refuses invalid models by path and duplicate (manufacturer, modelNumber) pairs', async () => {
    const bad = await api.post(
      `${URL}/save`,
      body('Acme', 'T-1', {
        properties: [
          { identifier: 'x', name: 'X', accessMode: 'w', dataType: { type: 'bool', specs: { '0': 'off', '1': 'on' } } },
        ],
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toMatch(/^body\.properties\[0\]\.accessMode: /);
    expect((await api.post(`${URL}/save`, body('Acme', 'T-1'))).statusCode).toBe(200);
    expect((await api.post(`${URL}/save`, body('Other', 'T-1'))).statusCode).toBe(200);
    expect((await api.post(`${URL}/save`, body('Acme', 'T-1'))).json()).toEqual({
      code: 4001001,
      msg: 'modelNumber: already exists',
      refusals: [{ path: 'modelNumber', reason: 'alreadyExists' }],
    });
    const results = await Promise.all(Array.from({ length: 4 }, () => api.post(`${URL}/save`, body('Race', 'R-1'))));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
  });
});
