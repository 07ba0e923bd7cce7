import { expect, it } from 'vitest';
import { describeEachDatabase, type TestApp, withSignedInApp } from '../../test/test-app';
import { caller, numeric, stdModelBody } from './model-fixtures.test-helper';

const URL = '/api/v1/iothub/model-relevance';

describeEachDatabase('model associations', (dialect) => {
  let t: TestApp;
  let token: string;
  let stdId: number;
  let thirdId: number;
  withSignedInApp(dialect, (app, adminToken) => {
    t = app;
    token = adminToken;
  });
  const api = caller(
    () => t,
    () => token,
  );
  const vendor = {
    name: 'Vendor sensor',
    manufacturer: 'Acme',
    modelNumber: 'V-1',
    protocol: 'MQTT',
    properties: [
      numeric('temp_f', 'float', -40, 185, '°F'),
      numeric('rh', 'float', 0, 100, '%'),
      {
        identifier: 'door_state',
        name: 'Door',
        accessMode: 'r',
        dataType: { type: 'enum', specs: { '10': 'shut', '11': 'ajar' } },
      },
      { identifier: 'label', name: 'Label', accessMode: 'r', dataType: { type: 'text', specs: { length: 20 } } },
    ],
  };
  const setUp = async () => {
    stdId = (await api.post('/api/v1/iothub/std-model/save', stdModelBody('std-1'))).json().data.id;
    thirdId = (await api.post('/api/v1/iothub/third-model/save', vendor)).json().data.id;
  };
  const mappings = () => [
    { stdProperty: 'temperature', thirdProperty: 'temp_f', conversion: { kind: 'unit', from: '°F', to: '°C' } },
    { stdProperty: 'humidity', thirdProperty: 'rh', conversion: { kind: 'none' } },
    { stdProperty: 'door', thirdProperty: 'door_state', conversion: { kind: 'enumMap', map: { '10': 0, '11': 1 } } },
  ];
  const save = (extra: Record<string, unknown> = {}) =>
    api.post(`${URL}/save`, { stdModelId: stdId, thirdModelId: thirdId, mappings: mappings(), ...extra });

  it('maps a third-party model onto a standard model; pages by either model; edits and deletes', async () => {
    await setUp();
    const created = await save();
    expect(created.statusCode).toBe(200);
    const relevance = created.json().data;
    expect(relevance).toMatchObject({
      stdModelId: stdId,
      thirdModelId: thirdId,
      stdModelName: 'Sensor std-1',
      thirdModelName: 'Vendor sensor',
      mappings: mappings(),
    });
    expect((await api.post(`${URL}/page`, { stdModelId: stdId })).json().result.total_count).toBe(1);
    expect((await api.post(`${URL}/page`, { thirdModelId: thirdId + 100 })).json().result.total_count).toBe(0);
    const edited = await api.put(`${URL}/update`, {
      id: relevance.id,
      stdModelId: stdId,
      thirdModelId: thirdId,
      mappings: [],
    });
    expect(edited.json().data.mappings).toEqual([]);
    expect((await api.get(`${URL}/${relevance.id}`)).json().data.mappings).toEqual([]);
    expect((await api.del(`${URL}/${relevance.id}`)).statusCode).toBe(200);
    expect((await api.del(`/api/v1/iothub/third-model/${thirdId}`)).statusCode).toBe(200);
  });

  it('checks every mapping against both models with checkConversion, naming the mapping', async () => {
    await setUp();
    const msg = async (list: unknown[]) => (await save({ mappings: list })).json().msg;
    const [temperature, humidity, door] = mappings();
    expect(await msg([temperature, { ...humidity, conversion: { kind: 'unit', from: '%', to: '°C' } }])).toBe(
      "body.mappings[1].conversion: unknown unit conversion from '%' to '°C'",
    );
    expect(await msg([{ ...door, conversion: { kind: 'none' } }])).toBe(
      "body.mappings[0].conversion: 'none' needs compatible types: source enum value 10 is not in the target enum",
    );
    expect(
      await msg([{ stdProperty: 'door', thirdProperty: 'label', conversion: { kind: 'scale', scale: 2, offset: 0 } }]),
    ).toBe('body.mappings[0].conversion: scale needs numeric source and target types, not text and enum');
    expect(await msg([temperature, { ...temperature, thirdProperty: 'rh' }])).toBe(
      "body.mappings[1].stdProperty: 'temperature' is mapped twice (also mappings[0])",
    );
    expect(await msg([{ ...humidity, stdProperty: 'pressure' }])).toBe(
      "body.mappings[0].stdProperty: unknown property 'pressure' of the standard model",
    );
    expect(await msg([{ ...humidity, thirdProperty: 'hum' }])).toBe(
      "body.mappings[0].thirdProperty: unknown property 'hum' of the third-party model",
    );
    expect((await save({ thirdModelId: 999 })).json().msg).toBe(
      'body.thirdModelId: third-party model 999 does not exist',
    );
  });

  it('keeps one association per pair, guards the models it uses and refuses model edits that break it', async () => {
    await setUp();
    const results = await Promise.all(Array.from({ length: 4 }, () => save()));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json()).toEqual({
      code: 4001001,
      msg: 'thirdModelId: already exists',
      refusals: [{ path: 'thirdModelId', reason: 'alreadyExists' }],
    });
    const third = await api.del(`/api/v1/iothub/third-model/${thirdId}`);
    expect(third.json()).toEqual({
      code: 409,
      msg: 'id: third-party model is used by 1 association(s); delete them first',
      refusals: [{ path: 'id', reason: 'inUse', params: { holder: 'associations', count: 1 } }],
    });
    const breaking = await api.put('/api/v1/iothub/third-model/update', {
      id: thirdId,
      ...vendor,
      properties: vendor.properties.filter((p) => p.identifier !== 'rh'),
    });
    expect(breaking.statusCode).toBe(409);
    expect(breaking.json().msg).toMatch(
      /^properties: association \d+ with standard model 'Sensor std-1' would break \(mappings\[1\]\.thirdProperty: unknown property 'rh'/,
    );
    const { productKey: _key, ...fields } = stdModelBody('std-1');
    const std = await api.put('/api/v1/iothub/std-model/update', { id: stdId, ...fields, properties: [] });
    expect(std.statusCode).toBe(409);
    expect(std.json().msg).toMatch(/^properties: association \d+ with third-party model 'Vendor sensor' would break/);
    expect(
      (await api.put('/api/v1/iothub/third-model/update', { id: thirdId, ...vendor, name: 'Renamed' })).statusCode,
    ).toBe(200);
  });
});
