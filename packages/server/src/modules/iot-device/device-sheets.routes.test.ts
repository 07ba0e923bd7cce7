import { TIME_ZONE_HEADER } from '@beacon/contracts/console-locale';
import { DEVICE_SHEET_TITLES } from '@beacon/contracts/device-sheet-texts';
import { DEVICE_IMPORT_COLUMNS, DEVICE_IMPORT_MAX_ROWS, importRowsFromSheet } from '@beacon/contracts/iot-device-files';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ACCOUNT_PASSWORD } from '../../test/accounts';
import { readXlsx } from '../../test/read-xlsx';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { createDeviceRefs, DEVICE_URL, type DeviceRefs, deviceBody } from './device-fixtures.test-helper';
import { LISTS_SHEET } from './device-template';

const DEVICE_PAGE = ['iot-device', 'IOTDevice', 'IOTDevice.device'];

const workbookOf = async (bytes: Buffer): Promise<ExcelJS.Workbook> => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Uint8Array.from(bytes).buffer);
  return workbook;
};

/** A column's texts from row 2 down (its list on the lists sheet). */
const columnValues = (sheet: ExcelJS.Worksheet, column: number): string[] =>
  sheet
    .getColumn(column)
    .values.slice(2)
    .map((value) => String(value));

describeEachDatabase('device sheets in the operator’s language: template and export', (dialect) => {
  let t: TestApp;
  let token: string;
  let refs: DeviceRefs;
  const get = (url: string, headers: Record<string, string>, as = token) =>
    t.app.inject({ method: 'GET', url, headers: { accesstoken: as, ...headers } });
  const exportAs = (headers: Record<string, string>, body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `${DEVICE_URL}/export`,
      headers: { accesstoken: token, ...headers },
      payload: body as object,
    });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    token = await t.login();
    refs = await createDeviceRefs(t, token);
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  it('gives the template dropdowns read from a hidden lists sheet, and an instructions sheet with examples', async () => {
    const response = await get(`${DEVICE_URL}/import-template`, { 'accept-language': 'en-US,en;q=0.9' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('device-import-template.xlsx');
    const workbook = await workbookOf(response.rawPayload);
    expect(workbook.worksheets.map((sheet) => [sheet.name, sheet.state])).toEqual([
      ['Devices', 'visible'],
      ['Instructions', 'visible'],
      [LISTS_SHEET, 'hidden'],
    ]);
    const [devices, help, lists] = workbook.worksheets as [ExcelJS.Worksheet, ExcelJS.Worksheet, ExcelJS.Worksheet];
    expect(devices.getRow(1).values).toEqual([
      undefined,
      ...DEVICE_IMPORT_COLUMNS.map((column) => DEVICE_SHEET_TITLES['en-US'][column.field]),
    ]);
    expect(devices.rowCount).toBe(1);
    // Each dropdown column's cells, down to the last row an import takes, pick from their list on the lists sheet.
    const listOf = (column: string, row: number) => devices.getCell(`${column}${row}`).dataValidation;
    for (const column of ['C', 'D', 'E', 'F', 'G', 'H']) {
      expect(listOf(column, 2)?.type, column).toBe('list');
      expect(listOf(column, DEVICE_IMPORT_MAX_ROWS + 1)).toEqual(listOf(column, 2));
      expect(listOf(column, 2)?.formulae?.[0]).toMatch(new RegExp(`^${LISTS_SHEET}!\\$[A-Z]\\$2:\\$[A-Z]\\$\\d+$`));
    }
    for (const column of ['A', 'B', 'I', 'J']) expect(listOf(column, 2)).toBeUndefined();
    const listValues = (column: string) => {
      const range = String(listOf(column, 2)?.formulae?.[0]);
      const [, letter, last] = /\$([A-Z])\$2:\$[A-Z]\$(\d+)$/.exec(range) ?? [];
      return columnValues(lists, lists.getColumn(String(letter)).number).slice(0, Number(last) - 1);
    };
    expect(listValues('C')).toEqual(['dev-meter', 'dev-th']);
    expect(listValues('D')).toEqual(['P-D-001', 'P-D-002']);
    expect(listValues('E')).toEqual(['Acme']);
    expect(listValues('F')).toEqual(['AC-1']);
    expect(listValues('G')).toEqual([String(refs.categoryId)]);
    expect(listValues('H')).toContain('440305');
    expect(listValues('H').length).toBeGreaterThan(3000);
    // The names beside the codes.
    const projectColumn = lists.getColumn(String(/\$([A-Z])\$2/.exec(String(listOf('D', 2)?.formulae?.[0]))?.[1]));
    expect(lists.getCell(2, projectColumn.number + 1).value).toBe('Project P-D-001');
    // Instructions: each column, whether it is required, its format and an example (real choices where there are).
    const table = help.getSheetValues().flatMap((row) => (Array.isArray(row) ? [row.slice(1).map(String)] : []));
    const rowOf = (title: string) => table.find((row) => row[0] === title);
    expect(table).toContainEqual(['Column', 'Required', 'Format', 'Example']);
    expect(rowOf('Device key')?.slice(1, 2)).toEqual(['Yes']);
    expect(rowOf('Firmware')?.slice(1, 2)).toEqual(['No']);
    expect(rowOf('Standard model key')?.[3]).toBe('dev-meter');
    expect(rowOf('Project code')?.[3]).toBe('P-D-001');
    expect(rowOf('Region code')?.[2]).toMatch(/6-digit/);
  });

  it('lists only the projects the caller may see', async () => {
    const role = await t.call('POST', '/api/v1/system/role/save', {
      token,
      body: { code: 'r-tpl', name: 'Template role', resources: DEVICE_PAGE },
    });
    const account = await t.call('POST', '/api/v1/system/account/save', {
      token,
      body: {
        account: 'tpl-scoped',
        password: TEST_ACCOUNT_PASSWORD,
        userName: 'tpl',
        mobile: '13800138000',
        roleIds: [role.json().data.id],
        projectCodes: ['P-D-002'],
      },
    });
    expect(account.statusCode, account.body).toBe(200);
    const scoped = await t.login('tpl-scoped', TEST_ACCOUNT_PASSWORD);
    const response = await get(`${DEVICE_URL}/import-template`, {}, scoped);
    const lists = (await workbookOf(response.rawPayload)).getWorksheet(LISTS_SHEET);
    const text = JSON.stringify(lists?.getSheetValues());
    expect(text).toContain('P-D-002');
    expect(text).not.toContain('P-D-001');
  });

  it('imports a filled-in template (Chinese or English titles)', async () => {
    for (const language of ['zh-CN', 'en-US'] as const) {
      const titles = DEVICE_SHEET_TITLES[language];
      const rows = importRowsFromSheet([
        {
          [titles.devKey]: `tpl-${language}`,
          [titles.name]: 'From template',
          [titles.productKey]: 'dev-th',
          [titles.projectCode]: 'P-D-001',
        },
      ]);
      const imported = await t.call('POST', `${DEVICE_URL}/import`, { token, body: { rows } });
      expect(imported.json().data, language).toMatchObject({ imported: true, accepted: 1 });
    }
  });

  describe('export', () => {
    const created = new Map<string, number>();
    beforeAll(async () => {
      for (const key of ['loc-1', 'loc-2']) {
        const saved = await t.call('POST', `${DEVICE_URL}/save`, {
          token,
          body: deviceBody(refs, key, { areaCode: '440305' }),
        });
        expect(saved.statusCode, saved.body).toBe(200);
      }
      await t.call('POST', `${DEVICE_URL}/batch-disable`, {
        token,
        body: {
          iotIds: [
            (await t.call('POST', `${DEVICE_URL}/page`, { token, body: { devKey: 'loc-2' } })).json().result.items[0]
              .iotId,
          ],
        },
      });
      const page = (await t.call('POST', `${DEVICE_URL}/page`, { token, body: { devKey: 'loc-' } })).json().result
        .items;
      for (const item of page) created.set(item.devKey, item.createDate);
    });

    it('titles, statuses and times as the page shows them in Chinese, times local to the console’s zone', async () => {
      const response = await exportAs(
        { 'accept-language': 'zh-CN', [TIME_ZONE_HEADER]: 'Asia/Shanghai' },
        { devKey: 'loc-' },
      );
      expect(response.headers['content-disposition']).toContain(encodeURIComponent('设备列表'));
      const sheet = await readXlsx(response.rawPayload);
      const titles = DEVICE_SHEET_TITLES['zh-CN'];
      expect(sheet.header).toEqual(
        expect.arrayContaining([titles.devKey, titles.status, titles.projectName, titles.createDate]),
      );
      const byKey = new Map(sheet.results.map((row) => [row[titles.devKey], row]));
      expect(byKey.get('loc-1')?.[titles.status]).toBe('未激活');
      expect(byKey.get('loc-2')?.[titles.status]).toBe('已停用');
      expect(byKey.get('loc-1')?.[titles.projectName]).toBe('Project P-D-001');
      expect(byKey.get('loc-1')?.[titles.regionName]).toBe('广东省 / 深圳市 / 南山区');
      const shanghai = new Date(Number(created.get('loc-1')) + 8 * 3_600_000).toISOString();
      expect(byKey.get('loc-1')?.[titles.createDate]).toBe(`${shanghai.slice(0, 10)} ${shanghai.slice(11, 19)}`);
    });

    it('in English for an English console, UTC for that zone', async () => {
      const response = await exportAs({ 'accept-language': 'en-US', [TIME_ZONE_HEADER]: 'UTC' }, { devKey: 'loc-' });
      const sheet = await readXlsx(response.rawPayload);
      const titles = DEVICE_SHEET_TITLES['en-US'];
      expect(sheet.header).toContain('Device key');
      const row = sheet.results.find((r) => r[titles.devKey] === 'loc-2');
      expect(row?.[titles.status]).toBe('Disabled');
      const utc = new Date(Number(created.get('loc-2'))).toISOString();
      expect(row?.[titles.createDate]).toBe(`${utc.slice(0, 10)} ${utc.slice(11, 19)}`);
    });
  });
});
