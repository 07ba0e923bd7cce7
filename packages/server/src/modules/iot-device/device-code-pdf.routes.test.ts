import { PDF_CONTENT_TYPE } from '@beacon/contracts/endpoint';
import type { DeviceImportRow } from '@beacon/contracts/iot-device-files';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { decodePdfQrCodes } from './device-files.test-helper';
import { createDeviceRefs, DEVICE_URL } from './device-fixtures.test-helper';

const rows = (prefix: string, count: number, projectCode: string): DeviceImportRow[] =>
  Array.from({ length: count }, (_, index) => ({
    row: index + 2,
    devKey: `${prefix}-${index + 1}`,
    name: `Label ${prefix} ${index + 1}`,
    productKey: 'dev-th',
    projectCode,
  }));

describeEachDatabase('device code PDF', (dialect) => {
  let t: TestApp;
  let token: string;
  const post = (path: string, body: unknown) => t.call('POST', `${DEVICE_URL}/${path}`, { token, body });
  const iotIdsOf = async (projectCode: string): Promise<string[]> => {
    const page = await post('page', { projectCode, page_size: 100 });
    return page.json().result.items.map((device: { iotId: string }) => device.iotId);
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    token = await t.login();
    await createDeviceRefs(t, token);
    const small = await post('import', { rows: rows('few', 37, 'P-D-001') });
    expect(small.json().data.imported).toBe(true);
    const large = await post('import', { rows: rows('many', 1000, 'P-D-002') });
    expect(large.json().data.imported).toBe(true);
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  it('prints one QR code per selected device, each decoding to that device’s iotId', async () => {
    const iotIds = await iotIdsOf('P-D-001');
    expect(iotIds).toHaveLength(37);
    const response = await post('code-pdf', { iotIds });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(PDF_CONTENT_TYPE);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename\*=UTF-8''.+\.pdf$/);
    const decoded = await decodePdfQrCodes(response.rawPayload);
    expect(decoded).toHaveLength(37);
    expect([...decoded].sort()).toEqual([...iotIds].sort());
  });

  it('prints the devices of a filter; 1,000 devices are fast', async () => {
    const started = performance.now();
    const response = await post('code-pdf', { filter: { projectCode: 'P-D-002' } });
    const ms = performance.now() - started;
    expect(response.statusCode).toBe(200);
    const decodeStarted = performance.now();
    const decoded = await decodePdfQrCodes(response.rawPayload);
    process.stdout.write(
      `[device code pdf ${dialect}] 1,000 devices: ${ms.toFixed(0)} ms, ${(response.rawPayload.length / 1024).toFixed(0)} KiB; decoded in ${(performance.now() - decodeStarted).toFixed(0)} ms\n`,
    );
    expect(decoded).toHaveLength(1000);
    const expected = new Set<string>();
    for (let page = 1; page <= 10; page += 1) {
      const items = (await post('page', { projectCode: 'P-D-002', page_size: 100, page_index: page })).json().result
        .items as { iotId: string }[];
      for (const item of items) expected.add(item.iotId);
    }
    expect(new Set(decoded)).toEqual(expected);
  }, 60_000);

  it('refuses unknown ids, both ids and a filter, and filters matching over 5,000 devices, naming the field', async () => {
    const unknown = await post('code-pdf', { iotIds: ['d-nope'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      code: 400,
      msg: 'body.iotIds: device d-nope does not exist',
      refusals: [{ path: 'iotIds', reason: 'notFound', params: { entity: 'device', id: 'd-nope' } }],
    });
    const both = await post('code-pdf', { iotIds: ['x'], filter: {} });
    expect(both.statusCode).toBe(400);
    expect(both.json().msg).toBe('body.filter: give iotIds or filter, not both');
    const tooMany = await post('code-pdf', { iotIds: Array.from({ length: 5001 }, (_, i) => `d${i}`) });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().msg).toMatch(/^body\.iotIds: .*<=5000/);
    expect((await post('import', { rows: rows('bulk', 4000, 'P-D-001') })).json().data.imported).toBe(true);
    const wide = await post('code-pdf', {});
    expect(wide.statusCode).toBe(400);
    expect(wide.json().msg).toBe(
      'body.filter: matches 5037 devices; a code sheet prints at most 5000 (narrow the filter)',
    );
  }, 60_000);
});
