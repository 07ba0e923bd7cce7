import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDatabase, type TestApp, withSignedInApp } from '../../test/test-app';
import { caller, numeric, stdModelBody } from './model-fixtures.test-helper';

const URL = '/api/v1/iothub/std-model';

describeEachDatabase('standard thing models', (dialect) => {
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

  it('creates a model and answers it with the model lists at the top level; pages, filters, edits, deletes', async () => {
    const created = await api.post(`${URL}/save`, stdModelBody('th-01', { description: 'lobby sensor' }));
    expect(created.statusCode).toBe(200);
    const id = created.json().data.id;
    const detail = (await api.get(`${URL}/${id}`)).json().data;
    expect(detail).toMatchObject({
      id,
      name: 'Sensor th-01',
      productKey: 'th-01',
      protocol: 'MQTT',
      groupId: null,
      categoryId: null,
      domainModelId: null,
      description: 'lobby sensor',
      alarmRules: [],
    });
    expect(detail.properties.map((p: { identifier: string }) => p.identifier)).toEqual([
      'temperature',
      'humidity',
      'door',
    ]);
    expect(detail.properties[0]).toEqual(numeric('temperature', 'float', -40, 85, '°C'));
    expect(detail.events[0]).toMatchObject({ identifier: 'overheat', type: 'alert' });
    expect(detail.services[0]).toMatchObject({ identifier: 'reset', callType: 'async' });

    await api.post(`${URL}/save`, stdModelBody('meter-01', { name: 'Smart meter' }));
    const byName = (await api.post(`${URL}/page`, { page_index: 1, page_size: 10, name: 'METER' })).json().result;
    expect(byName.total_count).toBe(1);
    expect(byName.items[0].productKey).toBe('meter-01');
    const byKey = (await api.post(`${URL}/page`, { productKey: 'th-' })).json().result;
    expect(byKey.items.map((m: { id: number }) => m.id)).toEqual([id]);
    const options = (await api.post(`${URL}/list`)).json().data;
    expect(options).toEqual([
      { id: expect.any(Number), name: 'Sensor th-01', productKey: 'th-01' },
      { id: expect.any(Number), name: 'Smart meter', productKey: 'meter-01' },
    ]);

    const edited = await api.put(`${URL}/update`, {
      id,
      name: 'Lobby sensor',
      protocol: 'HTTP',
      properties: [numeric('temperature', 'int', -40, 85, '°C')],
      alarmRules: [{ property: 'temperature', condition: '>=', value: 60, durationSeconds: 30, severity: 'major' }],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({
      name: 'Lobby sensor',
      productKey: 'th-01',
      protocol: 'HTTP',
      events: [],
      services: [],
      alarmRules: [{ property: 'temperature', condition: '>=', value: 60, durationSeconds: 30, severity: 'major' }],
    });
    expect((await api.del(`${URL}/${id}`)).statusCode).toBe(200);
    expect((await api.get(`${URL}/${id}`)).statusCode).toBe(404);
  });

  it("refuses an invalid model with the validator's path and message", async () => {
    const body = stdModelBody('bad-01');
    body.properties[1] = numeric('humidity', 'float', 100, 0, '%');
    const response = await api.post(`${URL}/save`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe('body.properties[1].dataType.specs.min: min must not be greater than max');
    const duplicate = await api.post(`${URL}/save`, {
      ...stdModelBody('bad-02'),
      events: [{ identifier: 'temperature', name: 'T', type: 'info' }],
    });
    expect(duplicate.json().msg).toBe(
      "body.events[0].identifier: duplicate identifier 'temperature' (also properties[0])",
    );
    const unknownType = await api.post(`${URL}/save`, {
      ...stdModelBody('bad-03'),
      properties: [{ identifier: 'x', name: 'X', accessMode: 'r', dataType: { type: 'decimal' } }],
    });
    expect(unknownType.statusCode).toBe(400);
    expect(unknownType.json().msg).toMatch(/^body\.properties\[0\]\.dataType\.type: /);
    const badProtocol = await api.post(`${URL}/save`, { ...stdModelBody('bad-04'), protocol: 'zigbee' });
    expect(badProtocol.statusCode).toBe(400);
    expect(badProtocol.json().msg).toMatch(/^body\.protocol: /);
    const longKey = await api.post(`${URL}/save`, stdModelBody('k'.repeat(65)));
    expect(longKey.json().msg).toMatch(/^body\.productKey: /);
    expect((await api.post(`${URL}/page`, {})).json().result.total_count).toBe(0);
  });

  it('checks alarm rules against the model', async () => {
    const rule = (property: string, condition: string, value: number) => ({
      property,
      condition,
      value,
      durationSeconds: 10,
      severity: 'critical',
    });
    const save = (rules: unknown[]) => api.post(`${URL}/save`, stdModelBody('alarm-01', { alarmRules: rules }));
    expect((await save([rule('pressure', '>', 1)])).json().msg).toBe(
      "body.alarmRules[0].property: unknown property 'pressure'",
    );
    expect((await save([rule('temperature', '>', 50), rule('door', '>', 0)])).json().msg).toBe(
      "body.alarmRules[1].condition: '>' needs a numeric property; 'door' is enum",
    );
    const badValue = await save([rule('door', '==', 7)]);
    expect(badValue.statusCode).toBe(400);
    expect(badValue.json().msg).toMatch(/^body\.alarmRules\[0\]\.value: not a value of 'door': /);
    const badSeverity = await save([{ ...rule('temperature', '>', 1), severity: 'fatal' }]);
    expect(badSeverity.json().msg).toMatch(/^body\.alarmRules\.0\.severity: /);
    const fine = await save([rule('door', '==', 1), rule('humidity', '<', 10)]);
    expect(fine.statusCode).toBe(200);
    expect(fine.json().data.alarmRules).toHaveLength(2);
  });

  it('refuses references to records that do not exist', async () => {
    const group = await api.post(`${URL}/save`, stdModelBody('ref-01', { groupId: 999 }));
    expect(group.json()).toEqual({
      code: 400,
      msg: 'body.groupId: product group 999 does not exist',
      refusals: [{ path: 'groupId', reason: 'notFound', params: { entity: 'productGroup', id: 999 } }],
    });
    const category = await api.post(`${URL}/save`, stdModelBody('ref-01', { categoryId: 998 }));
    expect(category.json().msg).toBe('body.categoryId: device category 998 does not exist');
    const domain = await api.post(`${URL}/save`, stdModelBody('ref-01', { domainModelId: 997 }));
    expect(domain.json().msg).toBe('body.domainModelId: domain model 997 does not exist');
    expect((await api.put(`${URL}/update`, { id: 996, ...stdModelBody('x') })).statusCode).toBe(400);
    const missing = await api.put(`${URL}/update`, { id: 996, name: 'X', protocol: 'MQTT' });
    expect(missing.statusCode).toBe(404);
  });

  it('keeps product keys unique: a duplicate and all but one of concurrent creates get 409', async () => {
    expect((await api.post(`${URL}/save`, stdModelBody('dup-01'))).statusCode).toBe(200);
    expect((await api.post(`${URL}/save`, stdModelBody('dup-01'))).json()).toEqual({
      code: 4001001,
      msg: 'productKey: already exists',
      refusals: [{ path: 'productKey', reason: 'alreadyExists' }],
    });
    const results = await Promise.all(
      Array.from({ length: 5 }, () => api.post(`${URL}/save`, stdModelBody('race-01'))),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const r of results.filter((x) => x.statusCode === 409))
      expect(r.json()).toEqual({
        code: 4001001,
        msg: 'productKey: already exists',
        refusals: [{ path: 'productKey', reason: 'alreadyExists' }],
      });
  });

  it('refuses to delete a model an association uses', async () => {
    const id = (await api.post(`${URL}/save`, stdModelBody('used-01'))).json().data.id;
    const db = t.app.platform.database.db;
    const now = Date.now();
    await sql`insert into iot_third_model (name, manufacturer, model_number, protocol, description, model, create_date, update_date)
      values ('V', 'Acme', 'A1', 'MQTT', '', '{"properties":[],"events":[],"services":[]}', ${now}, ${now})`.execute(
      db,
    );
    await sql`insert into iot_model_relevance (std_model_id, third_model_id, mappings, create_date, update_date)
      select ${id}, id, '[]', ${now}, ${now} from iot_third_model`.execute(db);
    const refused = await api.del(`${URL}/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe('id: standard model is used by 1 association(s); delete them first');
    expect((await api.get(`${URL}/${id}`)).statusCode).toBe(200);
  });

  it('records every write in the operation log', async () => {
    const id = (await api.post(`${URL}/save`, stdModelBody('audit-01'))).json().data.id;
    await api.del(`${URL}/${id}`);
    const log = (await api.post('/api/v1/system/opera-log/page', { module: 'iot-device' })).json().result.items;
    expect(log.map((row: { action: string }) => row.action).sort()).toEqual(['stdModel.delete', 'stdModel.save']);
  });
});
