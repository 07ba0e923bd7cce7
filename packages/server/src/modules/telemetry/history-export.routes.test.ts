import { buffer } from 'node:stream/consumers';
import { TIME_ZONE_HEADER } from '@beacon/contracts/console-locale';
import { CSV_CONTENT_TYPE, XLSX_CONTENT_TYPE } from '@beacon/contracts/endpoint';
import { TELEMETRY_PATHS } from '@beacon/contracts/telemetry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PROJECTS } from '../../platform/auth/project-scope';
import { readXlsx } from '../../test/read-xlsx';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { HistoryExportService } from './history-export.service';
import type { TelemetryReadTables, TelemetryTables } from './tables';
import { createTelemetryRefs, createTestDevice, type TestDevice } from './telemetry-fixtures.test-helper';
import { TelemetryQueryService } from './telemetry-query.service';

const URL = `${TELEMETRY_PATHS.deviceData}/history/export`;
const T0 = Date.UTC(2026, 0, 10, 0, 0, 0);
const MINUTE = 60_000;
/** Rows per property: more than one read batch (5,000), with two values sharing a time at the batch edge. */
const ROWS = 6_000;

const utc = (ms: number) => new Date(ms).toISOString().replace('T', ' ').slice(0, 19);

describeEachDatabase('history export', (dialect) => {
  let t: TestApp;
  let token: string;
  let device: TestDevice;
  const db = () => t.app.platform.database.db.withTables<TelemetryTables & TelemetryReadTables>();
  const exportAs = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: URL,
      headers: { accesstoken: token, 'accept-language': 'en-US', [TIME_ZONE_HEADER]: 'UTC', ...headers },
      payload: body,
    });
  /** The stored rows of the range, as the export should show them (per property, oldest first). */
  const stored = async (from: number, to: number, attrKey?: string) => {
    let query = db()
      .selectFrom('telemetry_history')
      .select(['attr_key', 'value', 'value_time'])
      .where('iot_id', '=', device.iotId)
      .where('value_time', '>=', from)
      .where('value_time', '<=', to);
    if (attrKey) query = query.where('attr_key', '=', attrKey);
    const rows = await query.orderBy('attr_key').orderBy('value_time').orderBy('id').execute();
    return rows.map((row) => [utc(Number(row.value_time)), row.attr_key, Number(JSON.parse(row.value))]);
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    token = await t.login();
    const refs = await createTelemetryRefs(t, token);
    device = await createTestDevice(t, token, refs, 'hist-1');
    const history = ['temperature', 'humidity'].flatMap((attrKey, a) =>
      Array.from({ length: ROWS }, (_, i) => ({
        iot_id: device.iotId,
        attr_key: attrKey,
        value: String(a * 100 + (i % 50)),
        // Rows 4,999 and 5,000 share a time: the keyset must not lose or repeat either.
        value_time: T0 + (i === 5000 ? 4999 : i) * MINUTE,
      })),
    );
    for (let start = 0; start < history.length; start += 1000)
      await db()
        .insertInto('telemetry_history')
        .values(history.slice(start, start + 1000))
        .execute();
    await db()
      .insertInto('telemetry_latest')
      .values(
        ['temperature', 'humidity'].map((attrKey) => ({
          iot_id: device.iotId,
          attr_key: attrKey,
          value: '1',
          value_time: T0,
          update_time: T0,
        })),
      )
      .execute();
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it('exports one property over the range as xlsx: the stored rows, oldest first, titled in the console language', async () => {
    const from = T0 + 10 * MINUTE;
    const to = T0 + 5_500 * MINUTE;
    const response = await exportAs({ iotId: device.iotId, attrKey: 'temperature', from, to });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(response.headers['content-disposition']).toMatch(/filename\*=UTF-8''history-hist-1-\d{8}-\d{6}\.xlsx$/);
    const sheet = await readXlsx(response.rawPayload);
    expect(sheet.header).toEqual(['Value time', 'Property key', 'Property', 'Value', 'Unit']);
    const rows = sheet.results.map((row) => [row['Value time'], row['Property key'], row.Value]);
    expect(rows).toEqual(await stored(from, to, 'temperature'));
    expect(sheet.results[0]).toMatchObject({ Property: 'Temperature', Unit: '°C' });
  }, 60_000);

  it('exports every property in Chinese with times in the console’s zone', async () => {
    const from = T0;
    const to = T0 + 20 * MINUTE;
    const response = await exportAs(
      { iotId: device.iotId, from, to },
      { 'accept-language': 'zh-CN,zh;q=0.9', [TIME_ZONE_HEADER]: 'Asia/Shanghai' },
    );
    const sheet = await readXlsx(response.rawPayload);
    expect(sheet.header).toEqual(['数据时间', '属性标识', '属性名称', '属性值', '单位']);
    expect(sheet.results).toHaveLength((await stored(from, to)).length);
    expect(sheet.results.map((row) => row.属性标识)).toEqual([
      ...Array(21).fill('humidity'),
      ...Array(21).fill('temperature'),
    ]);
    expect(sheet.results[0]?.数据时间).toBe('2026-01-10 08:00:00');
  });

  it('refuses a range over 31 days and a device outside the caller’s reach, naming the reason', async () => {
    const long = await exportAs({ iotId: device.iotId, from: T0, to: T0 + 32 * 86_400_000 });
    expect(long.statusCode).toBe(400);
    expect(long.json().refusals).toEqual([{ path: 'to', reason: 'rangeTooLong', params: { max: 31 } }]);
    const missing = await exportAs({ iotId: 'd-none', from: T0, to: T0 + MINUTE });
    expect(missing.statusCode).toBe(404);
  });

  it('runs one export per account at a time: a second one meanwhile answers 429 with a reason', async () => {
    const body = { iotId: device.iotId, from: T0, to: T0 + 30 * 86_400_000 };
    const replies = await Promise.all([exportAs(body), exportAs(body)]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 429]);
    const busy = replies.find((reply) => reply.statusCode === 429);
    expect(busy?.headers['retry-after']).toBe('10');
    expect(busy?.json().refusals[0]).toMatchObject({ reason: 'exportBusy' });
    // The slot is given back once the file has been sent.
    expect((await exportAs({ iotId: device.iotId, from: T0, to: T0 + MINUTE })).statusCode).toBe(200);
  }, 60_000);

  describe('over the xlsx row limit', () => {
    it('writes CSV instead (UTF-8 with a byte-order mark), the same rows', async () => {
      const service = new HistoryExportService(db(), new TelemetryQueryService(db()), 100);
      const from = T0;
      const to = T0 + 200 * MINUTE;
      const file = await service.file(
        { iotId: device.iotId, from, to },
        ALL_PROJECTS,
        { language: 'en-US', timeZone: 'UTC' },
        t.app.log,
      );
      expect(file.contentType).toBe(CSV_CONTENT_TYPE);
      expect(file.fileName).toMatch(/\.csv$/);
      expect(file.rows).toBe(402);
      const bytes = await buffer(file.body);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const csv = bytes.toString('utf8');
      expect(csv.startsWith('\uFEFFValue time,Property key,Property,Value,Unit\n')).toBe(true);
      // No cell of these rows holds a comma, quote or line break: plain splitting reads them.
      const rows = csv
        .slice(1)
        .trimEnd()
        .split('\n')
        .map((line) => line.split(','));
      expect(rows.slice(1).map(([time, key, , value]) => [time, key, Number(value)])).toEqual(await stored(from, to));
    });
  });
});
