import { expect, it } from 'vitest';
import { describeEachDatabase, type TestApp, withSignedInApp } from '../../test/test-app';
import { projectBody } from './project-test-data';

const BASE = '/api/v1/master-data/project';

describeEachDatabase('project validation', (dialect) => {
  let t: TestApp;
  let token: string;
  withSignedInApp(dialect, (app, adminToken) => {
    t = app;
    token = adminToken;
  });

  const refusal = async (method: 'POST' | 'PUT', path: string, body: Record<string, unknown>) => {
    const response = await t.call(method, `${BASE}/${path}`, { token, body });
    expect(response.statusCode, response.body).toBe(400);
    return String(response.json().msg);
  };
  const saveRefusal = (overrides: Parameters<typeof projectBody>[0]) => refusal('POST', 'save', projectBody(overrides));

  it('names the field and the rule of every refused create', async () => {
    expect(await saveRefusal({ projectCode: 'P 1' })).toBe(
      'body.projectCode: letters, digits, _ - only, starting with a letter or digit',
    );
    expect(await saveRefusal({ projectCode: 'P'.repeat(65) })).toMatch(/^body\.projectCode: Too big/);
    expect(await saveRefusal({ projectName: '  ' })).toMatch(/^body\.projectName: Too small/);
    expect(await saveRefusal({ projectName: '名'.repeat(101) })).toMatch(/^body\.projectName: Too big/);
    expect(await saveRefusal({ type: 'villa' })).toMatch(/^body\.type: /);
    expect(await saveRefusal({ status: 'closed' })).toMatch(/^body\.status: /);
    expect(await saveRefusal({ address: undefined })).toMatch(/^body\.address: /);
    expect(await saveRefusal({ areaCode: '4403' })).toBe('body.areaCode: must be a 6-digit region code');
    expect(await saveRefusal({ areaCode: '123456' })).toBe("body.areaCode: unknown region code '123456'");
    expect(await saveRefusal({ areaCode: '440300' })).toBe("body.areaCode: '440300' is a city; choose a district");
    expect(await saveRefusal({ areaCode: '440000' })).toBe("body.areaCode: '440000' is a province; choose a district");
    expect(await saveRefusal({ longitude: 180.5 })).toMatch(/^body\.longitude: Too big/);
    expect(await saveRefusal({ latitude: -91 })).toMatch(/^body\.latitude: Too small/);
    expect(await saveRefusal({ latitude: null })).toBe('body.latitude: is required when the other coordinate is given');
    expect(await saveRefusal({ longitude: '113.9' })).toMatch(/^body\.longitude: /);
    expect(await saveRefusal({ deviceCount: 3 } as Parameters<typeof projectBody>[0])).toBe(
      'body.deviceCount: unknown field',
    );
    const page = await t.call('POST', `${BASE}/page`, { token, body: { projectCode: 'x' } });
    expect(page.json().result.total_count).toBe(0);
  });

  it('names the field of a refused edit and of refused page filters', async () => {
    const id = (await t.call('POST', `${BASE}/save`, { token, body: projectBody() })).json().data.id;
    const { projectCode: _code, ...fields } = projectBody();
    const edit = { ...fields, id, status: 'active' };
    expect(await refusal('PUT', 'update', { ...edit, areaCode: '999999' })).toBe(
      "body.areaCode: unknown region code '999999'",
    );
    expect(await refusal('PUT', 'update', { ...edit, longitude: null })).toBe(
      'body.longitude: is required when the other coordinate is given',
    );
    expect(await refusal('PUT', 'update', { ...edit, status: undefined })).toMatch(/^body\.status: /);
    expect(await refusal('POST', 'page', { type: 'villa' })).toMatch(/^body\.type: /);
    expect(await refusal('POST', 'page', { areaCode: '44' })).toBe('body.areaCode: must be a 6-digit region code');
    expect(await refusal('POST', 'page', { projectName: 'x'.repeat(101) })).toMatch(/^body\.projectName: Too big/);
    expect(await refusal('POST', 'page', { page_size: 501 })).toMatch(/^body\.page_size: /);
  });
});
