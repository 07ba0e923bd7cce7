import { expect, it } from 'vitest';
import { describeEachDatabase, type TestApp, withSignedInApp } from '../../test/test-app';
import { createDeviceRefs, type DeviceRefs, deviceBody, DEVICE_URL as URL } from './device-fixtures.test-helper';
import { caller, sensorModel } from './model-fixtures.test-helper';

const PROJECTS = '/api/v1/master-data/project';

describeEachDatabase('device rules: validation, references, delete guards, project usage', (dialect) => {
  let t: TestApp;
  let token: string;
  let r: DeviceRefs;
  withSignedInApp(dialect, (app, adminToken) => {
    t = app;
    token = adminToken;
  });
  const api = caller(
    () => t,
    () => token,
  );
  const setUp = async () => {
    r = await createDeviceRefs(t, token);
  };
  const saveMsg = async (devKey: string, extra: Record<string, unknown>) => {
    const response = await api.post(`${URL}/save`, deviceBody(r, devKey, extra));
    expect(response.statusCode, response.body).toBe(400);
    return String(response.json().msg);
  };

  it('names the field and the rule of every refused create, edit and page request', async () => {
    await setUp();
    expect(await saveMsg('a b', {})).toBe('body.devKey: letters, digits, _ . - only');
    expect(await saveMsg('k'.repeat(65), {})).toMatch(/^body\.devKey: Too big/);
    expect(await saveMsg('v-1', { devKey: undefined })).toMatch(/^body\.devKey: /);
    expect(await saveMsg('v-1', { name: ' ' })).toMatch(/^body\.name: Too small/);
    expect(await saveMsg('v-1', { stdModelId: undefined })).toMatch(/^body\.stdModelId: /);
    expect(await saveMsg('v-1', { projectCode: undefined })).toMatch(/^body\.projectCode: /);
    expect(await saveMsg('v-1', { projectCode: 'P'.repeat(65) })).toMatch(/^body\.projectCode: Too big/);
    expect(await saveMsg('v-1', { areaCode: '4403' })).toBe('body.areaCode: must be a 6-digit region code');
    expect(await saveMsg('v-1', { address: 'x'.repeat(256) })).toMatch(/^body\.address: Too big/);
    expect(await saveMsg('v-1', { firmware: 'x'.repeat(65) })).toMatch(/^body\.firmware: Too big/);
    expect(await saveMsg('v-1', { status: 'online' })).toBe('body.status: unknown field');
    expect(await saveMsg('v-1', { iotId: 'dmine' })).toBe('body.iotId: unknown field');
    expect(await saveMsg('v-1', { deviceSecret: 'mine' })).toBe('body.deviceSecret: unknown field');

    expect(await saveMsg('v-1', { stdModelId: 9999 })).toBe('body.stdModelId: standard model 9999 does not exist');
    expect(await saveMsg('v-1', { thirdModelId: 9998 })).toBe(
      'body.thirdModelId: third-party model 9998 does not exist',
    );
    expect(await saveMsg('v-1', { categoryId: 9997 })).toBe('body.categoryId: device category 9997 does not exist');
    // A third-party model no association maps onto the standard model: such a device could never report.
    const lone = await api.post('/api/v1/iothub/third-model/save', {
      name: 'Lone sensor',
      manufacturer: 'Acme',
      modelNumber: 'AC-9',
      protocol: 'MQTT',
      ...sensorModel(),
    });
    const unassociated = await api.post(`${URL}/save`, deviceBody(r, 'v-1', { thirdModelId: lone.json().data.id }));
    expect(unassociated.statusCode).toBe(400);
    expect(unassociated.json()).toMatchObject({
      msg: "body.thirdModelId: third-party model 'Lone sensor' is not associated with standard model 'Sensor dev-th'",
      refusals: [
        {
          path: 'thirdModelId',
          reason: 'modelsNotAssociated',
          params: { stdModel: 'Sensor dev-th', thirdModel: 'Lone sensor' },
        },
      ],
    });
    expect(await saveMsg('v-1', { projectCode: 'P-NONE' })).toBe("body.projectCode: project 'P-NONE' does not exist");

    const device = (await api.post(`${URL}/save`, deviceBody(r, 'v-1'))).json().data;
    const { devKey: _key, ...fields } = deviceBody(r, 'v-1');
    const edit = async (extra: Record<string, unknown>) =>
      (await api.put(`${URL}/update`, { ...fields, iotId: device.iotId, ...extra })).json();
    expect(await edit({ projectCode: 'P-GONE' })).toEqual({
      code: 400,
      msg: "body.projectCode: project 'P-GONE' does not exist",
      refusals: [{ path: 'projectCode', reason: 'notFound', params: { entity: 'project', id: 'P-GONE' } }],
    });
    expect((await edit({ stdModelId: 0 })).msg).toMatch(/^body\.stdModelId: /);
    expect((await edit({ iotId: 'd'.repeat(33) })).msg).toMatch(/^body\.iotId: Too big/);
    expect((await api.get(`${URL}/${device.iotId}`)).json().data.projectCode).toBe('P-D-001');

    const pageMsg = async (filters: Record<string, unknown>) =>
      String((await api.post(`${URL}/page`, filters)).json().msg);
    expect(await pageMsg({ status: 'lost' })).toMatch(/^body\.status: /);
    expect(await pageMsg({ areaCode: '44' })).toBe('body.areaCode: must be a 6-digit region code');
    expect(await pageMsg({ name: 'x'.repeat(65) })).toMatch(/^body\.name: Too big/);
    expect(await pageMsg({ stdModelId: 'abc' })).toMatch(/^body\.stdModelId: /);
    expect(await pageMsg({ secret: 'x' })).toBe('body.secret: unknown field');
    expect((await api.get(`${URL}/${'d'.repeat(33)}`)).statusCode).toBe(400);
  });

  it('refuses to delete models and categories devices use, naming how many (409)', async () => {
    await setUp();
    for (const devKey of ['g-1', 'g-2'])
      await api.post(`${URL}/save`, deviceBody(r, devKey, { thirdModelId: r.thirdModelId, categoryId: r.categoryId }));
    const refused = async (url: string) => {
      const response = await api.del(url);
      expect(response.statusCode, url).toBe(409);
      return response.json().msg;
    };
    // The associations are refused first; without them the devices are named.
    expect(await refused(`/api/v1/iothub/std-model/${r.stdModelId}`)).toBe(
      'id: standard model is used by 1 association(s); delete them first',
    );
    for (const id of r.associationIds)
      expect((await api.del(`/api/v1/iothub/model-relevance/${id}`)).statusCode).toBe(200);
    expect(await refused(`/api/v1/iothub/std-model/${r.stdModelId}`)).toBe(
      'id: standard model is used by 2 device(s); move or delete them first',
    );
    expect(await refused(`/api/v1/iothub/third-model/${r.thirdModelId}`)).toBe(
      'id: third-party model is used by 2 device(s); move or delete them first',
    );
    expect(await refused(`/api/v1/iothub/device-category/${r.categoryId}`)).toBe(
      'id: device category is used by 2 device(s); move or delete them first',
    );
    const devices = (await api.post(`${URL}/page`, {})).json().result.items as { iotId: string }[];
    for (const device of devices) await api.del(`${URL}/${device.iotId}`);
    expect((await api.del(`/api/v1/iothub/std-model/${r.stdModelId}`)).statusCode).toBe(200);
    expect((await api.del(`/api/v1/iothub/third-model/${r.thirdModelId}`)).statusCode).toBe(200);
    expect((await api.del(`/api/v1/iothub/device-category/${r.categoryId}`)).statusCode).toBe(200);
  });

  it('counts devices on the project page and refuses to delete a project devices belong to', async () => {
    await setUp();
    for (const devKey of ['p-1', 'p-2', 'p-3']) await api.post(`${URL}/save`, deviceBody(r, devKey));
    await api.post(`${URL}/save`, deviceBody(r, 'p-4', { projectCode: 'P-D-002' }));
    const projects = async () =>
      (await api.post(`${PROJECTS}/page`, {})).json().result.items as {
        id: number;
        projectCode: string;
        deviceCount: number;
      }[];
    const counts = (await projects()).map((p) => [p.projectCode, p.deviceCount]).sort();
    expect(counts).toEqual([
      ['P-D-001', 3],
      ['P-D-002', 1],
    ]);
    const second = (await projects()).find((p) => p.projectCode === 'P-D-002');
    expect((await api.get(`${PROJECTS}/${second?.id}`)).json().data.deviceCount).toBe(1);
    const refused = await api.del(`${PROJECTS}/${second?.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe("id: 1 device(s) still belong to project 'P-D-002'; move or delete them first");

    const device = (await api.post(`${URL}/page`, { projectCode: 'P-D-002' })).json().result.items[0];
    await api.del(`${URL}/${device.iotId}`);
    expect((await api.del(`${PROJECTS}/${second?.id}`)).statusCode).toBe(200);
    expect(await saveMsg('p-5', { projectCode: 'P-D-002' })).toBe("body.projectCode: project 'P-D-002' does not exist");
    expect((await projects()).map((p) => [p.projectCode, p.deviceCount])).toEqual([['P-D-001', 3]]);
  });
});
