import { DEVICE_SHEET_TITLES } from '@beacon/contracts/device-sheet-texts';
import { XLSX_CONTENT_TYPE } from '@beacon/contracts/endpoint';
import { DEVICE_IMPORT_COLUMNS, type DeviceImportRow, importRowsFromSheet } from '@beacon/contracts/iot-device-files';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readXlsx } from '../../test/read-xlsx';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { createDeviceRefs, DEVICE_URL, type DeviceRefs, deviceBody } from './device-fixtures.test-helper';
import { sensorModel } from './model-fixtures.test-helper';

const row = (n: number, devKey: string, extra: Partial<DeviceImportRow> = {}): DeviceImportRow => ({
  row: n,
  devKey,
  name: `Imported ${devKey}`,
  productKey: 'dev-th',
  projectCode: 'P-D-001',
  ...extra,
});

const rowsOf = (prefix: string, count: number, extra: Partial<DeviceImportRow> = {}) =>
  Array.from({ length: count }, (_, index) => row(index + 2, `${prefix}-${index + 1}`, extra));

describeEachDatabase('devices in bulk: batch actions, import, template, export', (dialect) => {
  let t: TestApp;
  let token: string;
  let refs: DeviceRefs;
  const post = (path: string, body: unknown) => t.call('POST', `${DEVICE_URL}/${path}`, { token, body });
  const deviceCount = async (filter: Record<string, unknown> = {}) =>
    Number((await post('page', { ...filter, page_size: 1 })).json().result.total_count);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    token = await t.login();
    refs = await createDeviceRefs(t, token);
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  it('enables, disables and deletes selected devices in one call, naming the ids not found; audited', async () => {
    const ids: string[] = [];
    for (const key of ['bulk-a', 'bulk-b', 'bulk-c']) {
      const response = await post('save', deviceBody(refs, key));
      expect(response.statusCode).toBe(200);
      ids.push(response.json().data.iotId);
    }
    const [a, b, c] = ids;
    const disabled = await post('batch-disable', { iotIds: [a, b, 'd-missing'] });
    expect(disabled.json().data).toEqual({ changed: 2, notFound: ['d-missing'] });
    expect(await deviceCount({ devKey: 'bulk-', status: 'disabled' })).toBe(2);
    // Already disabled devices do not count again.
    expect((await post('batch-disable', { iotIds: [a, c] })).json().data).toEqual({ changed: 1, notFound: [] });
    const enabled = await post('batch-enable', { iotIds: [a, b, c] });
    expect(enabled.json().data).toEqual({ changed: 3, notFound: [] });
    expect(await deviceCount({ devKey: 'bulk-', status: 'inactive' })).toBe(3);
    const deleted = await post('batch-delete', { iotIds: [a, b, 'gone'] });
    expect(deleted.json().data).toEqual({ changed: 2, notFound: ['gone'] });
    expect(await deviceCount({ devKey: 'bulk-' })).toBe(1);
    expect((await t.call('GET', `${DEVICE_URL}/${a}`, { token })).statusCode).toBe(404);
    await vi.waitFor(async () => {
      const logged = await sql<{ action: string }>`
        select action from opera_log where action like 'device.batch%' order by id`.execute(t.app.platform.database.db);
      expect(logged.rows.map((r) => r.action)).toEqual([
        'device.batchDisable',
        'device.batchDisable',
        'device.batchEnable',
        'device.batchDelete',
      ]);
    });
  });

  it('refuses a bulk action without ids or with too many, naming the field and the rule', async () => {
    const empty = await post('batch-enable', { iotIds: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().msg).toMatch(/^body\.iotIds: .*>=1/);
    const many = await post('batch-delete', { iotIds: Array.from({ length: 1001 }, (_, i) => `d${i}`) });
    expect(many.statusCode).toBe(400);
    expect(many.json().msg).toMatch(/^body\.iotIds: .*<=1000/);
  });

  it('imports nothing when a row in the middle is refused, and reports that row with its reason', async () => {
    const rows = rowsOf('mid', 5);
    rows[2] = row(4, 'mid-3', { productKey: 'no-such-model' });
    rows[3] = row(5, 'mid 4');
    const response = await post('import', { rows });
    expect(response.statusCode).toBe(200);
    const report = response.json().data;
    expect(report).toMatchObject({ imported: false, total: 5, accepted: 3, refused: 2 });
    expect(report.rows[2]).toEqual({
      row: 4,
      devKey: 'mid-3',
      ok: false,
      reason: "productKey: standard model 'no-such-model' does not exist",
      refusal: { path: 'productKey', reason: 'notFound', params: { entity: 'stdModel', id: 'no-such-model' } },
    });
    expect(report.rows[3]).toEqual({
      row: 5,
      devKey: 'mid 4',
      ok: false,
      reason: 'devKey: letters, digits, _ . - only',
      refusal: { path: 'devKey', reason: 'codeChars' },
    });
    expect(report.rows[0]).toEqual({ row: 2, devKey: 'mid-1', ok: true });
    expect(await deviceCount({ devKey: 'mid-' })).toBe(0);
  });

  it('refuses unknown project, third-party model, category and region, each naming its column', async () => {
    // A third-party model that exists but no association maps onto the row's standard model.
    const lone = await t.call('POST', '/api/v1/iothub/third-model/save', {
      token,
      body: { name: 'Lone sensor', manufacturer: 'Acme', modelNumber: 'AC-9', protocol: 'MQTT', ...sensorModel() },
    });
    expect(lone.statusCode, lone.body).toBe(200);
    const response = await post('import', {
      rows: [
        row(2, 'ref-1', { projectCode: 'P-NONE' }),
        row(3, 'ref-2', { thirdManufacturer: 'Acme', thirdModelNumber: 'ZZ-9' }),
        row(4, 'ref-3', { categoryId: '999999' }),
        row(5, 'ref-4', { areaCode: '999999' }),
        row(6, 'ref-5', { thirdManufacturer: 'Acme' }),
        row(7, 'ref-6', { thirdManufacturer: 'Acme', thirdModelNumber: 'AC-1', categoryId: String(refs.categoryId) }),
        row(8, 'ref-7', { thirdManufacturer: 'Acme', thirdModelNumber: 'AC-9' }),
      ],
    });
    const reasons = response.json().data.rows.map((r: { reason?: string }) => r.reason);
    expect(reasons).toEqual([
      "projectCode: project 'P-NONE' does not exist",
      "thirdModelNumber: third-party model 'Acme ZZ-9' does not exist",
      'categoryId: device category 999999 does not exist',
      'areaCode: region 999999 does not exist',
      'thirdModelNumber: give both the manufacturer and the model number of the third-party model, or neither',
      undefined,
      "thirdModelNumber: third-party model 'Acme AC-9' is not associated with standard model 'dev-th'",
    ]);
    expect(response.json().data.rows[6].refusal).toEqual({
      path: 'thirdModelNumber',
      reason: 'modelsNotAssociated',
      params: { stdModel: 'dev-th', thirdModel: 'Acme AC-9' },
    });
    expect(await deviceCount({ devKey: 'ref-' })).toBe(0);
  });

  it('refuses a devKey repeated within the file and one that already exists', async () => {
    expect((await post('save', deviceBody(refs, 'dup-existing'))).statusCode).toBe(200);
    const response = await post('import', {
      rows: [row(2, 'dup-1'), row(3, 'dup-2'), row(4, 'dup-1'), row(5, 'dup-existing')],
    });
    const report = response.json().data;
    expect(report.imported).toBe(false);
    expect(report.rows.slice(2)).toEqual([
      {
        row: 4,
        devKey: 'dup-1',
        ok: false,
        reason: "devKey: 'dup-1' repeats row 2",
        refusal: { path: 'devKey', reason: 'repeatsRow', params: { row: 2 } },
      },
      {
        row: 5,
        devKey: 'dup-existing',
        ok: false,
        reason: "devKey: device 'dup-existing' already exists",
        refusal: { path: 'devKey', reason: 'alreadyExists' },
      },
    ]);
    expect(await deviceCount({ devKey: 'dup-' })).toBe(1);
  });

  it('imports 10,000 rows in one file, and refuses more than 10,000', async () => {
    const rows = rowsOf('big', 10_000, {
      projectCode: 'P-D-002',
      areaCode: '310115',
      categoryId: String(refs.categoryId),
      address: '上海市浦东新区 1 号',
    });
    const started = performance.now();
    const response = await post('import', { rows });
    const ms = performance.now() - started;
    process.stdout.write(`[device import ${dialect}] 10,000 rows in ${ms.toFixed(0)} ms\n`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ imported: true, total: 10_000, accepted: 10_000, refused: 0 });
    expect(await deviceCount({ projectCode: 'P-D-002' })).toBe(10_000);
    const tooMany = await post('import', { rows: rowsOf('over', 10_001) });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().msg).toMatch(/^body\.rows: .*<=10000/);
  }, 120_000);

  it('downloads the import template: the device columns titled in Chinese by default, no data rows', async () => {
    const response = await t.call('GET', `${DEVICE_URL}/import-template`, { token });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('设备导入模板.xlsx')}`,
    );
    const sheet = await readXlsx(response.rawPayload);
    expect(sheet.header).toEqual(DEVICE_IMPORT_COLUMNS.map((column) => DEVICE_SHEET_TITLES['zh-CN'][column.field]));
    expect(sheet.results).toEqual([]);
  });

  it('answers errors of a file endpoint as JSON {code,msg}', async () => {
    const response = await post('export', { status: 'sleeping' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json().msg).toMatch(/^body\.status: /);
  });

  describe('export round trip', () => {
    let empty: TestApp;
    beforeAll(async () => {
      empty = await createTestApp(dialect);
    });
    afterAll(async () => {
      await empty.close();
    });

    it('exports the filtered devices; the file imports into an empty database as the same devices', async () => {
      const rows = rowsOf('trip', 25, {
        thirdManufacturer: 'Acme',
        thirdModelNumber: 'AC-1',
        categoryId: String(refs.categoryId),
        areaCode: '440305',
        firmware: 'v1.2.0',
        address: '深圳市南山区',
      });
      rows[3] = { row: 5, devKey: '00042', name: 'Leading zeros', productKey: 'dev-meter', projectCode: 'P-D-001' };
      expect((await post('import', { rows })).json().data.imported).toBe(true);
      const response = await post('export', { projectCode: 'P-D-001', devKey: '' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename\*=UTF-8''.+\.xlsx$/);
      const sheet = await readXlsx(response.rawPayload);
      const source = (await post('page', { projectCode: 'P-D-001', page_size: 100 })).json().result;
      expect(sheet.results).toHaveLength(source.total_count);
      expect(sheet.results.length).toBeGreaterThan(25);
      expect(sheet.header).toContain('设备ID');

      const emptyToken = await empty.login();
      expect(await createDeviceRefs(empty, emptyToken)).toEqual(refs);
      const imported = await empty.call('POST', `${DEVICE_URL}/import`, {
        token: emptyToken,
        body: { rows: importRowsFromSheet(sheet.results) },
      });
      expect(imported.json().data).toMatchObject({ imported: true, refused: 0 });
      const copy = (
        await empty.call('POST', `${DEVICE_URL}/page`, { token: emptyToken, body: { page_size: 100 } })
      ).json().result;
      const comparable = (devices: Record<string, unknown>[]) =>
        devices
          .map(({ iotId: _i, createDate: _c, lastOnlineTime: _l, status: _s, ...fields }) => fields)
          .sort((x, y) => String(x.devKey).localeCompare(String(y.devKey)));
      expect(copy.total_count).toBe(source.total_count);
      expect(comparable(copy.items)).toEqual(comparable(source.items));
      expect(copy.items.find((d: { devKey: string }) => d.devKey === '00042')?.stdModelId).toBe(refs.otherStdModelId);
    }, 60_000);
  });
});
