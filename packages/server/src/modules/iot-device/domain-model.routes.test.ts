import { expect, it } from 'vitest';
import { describeEachDatabase, type TestApp, withSignedInApp } from '../../test/test-app';
import { caller, stdModelBody } from './model-fixtures.test-helper';

const URL = '/api/v1/iothub/domain-model';
const climate = {
  identifier: 'readClimate',
  name: 'Read climate',
  inputData: [{ identifier: 'zone', name: 'Zone', dataType: { type: 'text', specs: { length: 32 } } }],
  outputData: [{ identifier: 'temperature', name: 'Temperature', dataType: { type: 'float', specs: { unit: '°C' } } }],
};

describeEachDatabase('domain service models', (dialect) => {
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
  const save = (code: string, extra: Record<string, unknown> = {}) =>
    api.post(`${URL}/save`, { name: `Model ${code}`, code, domain: 'environment', services: [climate], ...extra });

  it('creates drafts, filters, publishes; only drafts are edited or deleted', async () => {
    const created = await save('env-1');
    expect(created.statusCode).toBe(200);
    const model = created.json().data;
    expect(model).toMatchObject({ code: 'env-1', status: 'draft', version: '1.0.0', services: [climate] });
    await save('fire-1', { domain: 'fire', name: 'Fire linkage' });
    const byDomain = (await api.post(`${URL}/page`, { domain: 'fire' })).json().result;
    expect(byDomain.items.map((m: { code: string }) => m.code)).toEqual(['fire-1']);
    expect((await api.post(`${URL}/page`, { name: 'linkage', status: 'draft' })).json().result.total_count).toBe(1);

    const edited = await api.put(`${URL}/update`, { id: model.id, name: 'Climate', domain: 'hvac', version: '1.1.0' });
    expect(edited.json().data).toMatchObject({ name: 'Climate', domain: 'hvac', version: '1.1.0', services: [] });
    const published = await api.post(`${URL}/${model.id}/publish`);
    expect(published.json().data.status).toBe('published');
    expect((await api.post(`${URL}/page`, { status: 'published' })).json().result.total_count).toBe(1);
    expect((await api.post(`${URL}/list`, { status: 'published' })).json().data).toEqual([
      { id: model.id, name: 'Climate', code: 'env-1', domain: 'hvac', status: 'published' },
    ]);

    const again = await api.post(`${URL}/${model.id}/publish`);
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('id: domain model is published; only drafts can be published');
    const edit = await api.put(`${URL}/update`, { id: model.id, name: 'X', domain: 'hvac' });
    expect(edit.json()).toEqual({
      code: 409,
      msg: 'id: domain model is published; only drafts can be edited',
      refusals: [{ path: 'id', reason: 'notDraft' }],
    });
    expect((await api.del(`${URL}/${model.id}`)).json().msg).toBe(
      'id: domain model is published; only drafts can be deleted',
    );
    const draft = (await api.post(`${URL}/list`, { status: 'draft' })).json().data[0];
    expect((await api.del(`${URL}/${draft.id}`)).statusCode).toBe(200);
    expect((await api.get(`${URL}/${draft.id}`)).statusCode).toBe(404);
  });

  it('validates services with their paths and keeps codes unique', async () => {
    const dup = await save('env-2', { services: [climate, { ...climate, name: 'Again' }] });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().msg).toBe("body.services[1].identifier: duplicate identifier 'readClimate' (also services[0])");
    const badParam = await save('env-3', {
      services: [
        {
          ...climate,
          inputData: [{ identifier: '1zone', name: 'Zone', dataType: { type: 'text', specs: { length: 0 } } }],
        },
      ],
    });
    expect(badParam.json().msg).toMatch(
      /^body\.services\[0\]\.inputData\[0\]\.identifier: .*; body\.services\[0\]\.inputData\[0\]\.dataType\.specs\.length: /,
    );
    expect((await save('env-4', { domain: 'weather' })).json().msg).toMatch(/^body\.domain: /);
    expect((await save('dup')).statusCode).toBe(200);
    expect((await save('dup')).json()).toEqual({
      code: 4001001,
      msg: 'code: already exists',
      refusals: [{ path: 'code', reason: 'alreadyExists' }],
    });
    const results = await Promise.all(Array.from({ length: 4 }, () => save('race')));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
  });

  it('lets standard models implement only published domain models', async () => {
    const model = (await save('env-5')).json().data;
    const std = (domainModelId: number) =>
      api.post('/api/v1/iothub/std-model/save', stdModelBody(`p-${domainModelId}`, { domainModelId }));
    expect((await std(model.id)).json().msg).toBe(`body.domainModelId: domain model ${model.id} is not published`);
    await api.post(`${URL}/${model.id}/publish`);
    expect((await std(model.id)).json().data.domainModelId).toBe(model.id);
  });
});
