import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDatabase, type TestApp, withSignedInApp } from '../../test/test-app';
import { createDeviceRefs, DEVICE_URL as URL } from './device-fixtures.test-helper';
import { caller } from './model-fixtures.test-helper';

/** Devices of P-D-001 seeded: beyond the deepest page a list serves (MAX_PAGE_OFFSET 10,000 rows). */
const MANY = 10_100;
/** Of them, every 700th is offline (14), the rest online. */
const OFFLINE = 14;
/** Devices of P-D-002. */
const FEW = 7;

describeEachDatabase('device list paging at scale', (dialect) => {
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
  type Result = { items: { devKey: string; createDate: number }[]; total_count: number };
  const page = async (body: Record<string, unknown>): Promise<Result> => {
    const response = await api.post(`${URL}/page`, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().result;
  };

  /** Seeds in one statement; createDates repeat in threes, so the order needs its id tie-break. */
  const seed = async (): Promise<void> => {
    const { stdModelId } = await createDeviceRefs(t, token);
    const base = 1_700_000_000_000;
    await sql`
      with recursive n(i) as (select 1 union all select i + 1 from n where i < ${sql.lit(MANY + FEW)})
      insert into device (iot_id, dev_key, name, std_model_id, project_code, status, device_secret, create_date, update_date)
      select 'dpg' || i, 'dpg-' || i, 'Device ' || i, ${sql.lit(stdModelId)},
        case when i <= ${sql.lit(MANY)} then 'P-D-001' else 'P-D-002' end,
        case when i % 700 = 0 then 'offline' else 'online' end,
        'secret', ${sql.lit(base)} + cast(i / 3 as bigint) * 1000, ${sql.lit(base)}
      from n`.execute(t.app.platform.database.db);
  };

  it('answers the exact total below the deepest served page and that bound above it', async () => {
    await seed();
    expect((await page({ projectCode: 'P-D-002' })).total_count).toBe(FEW);
    expect((await page({ projectCode: 'P-D-001', status: 'offline' })).total_count).toBe(OFFLINE);
    // The bound is where the deepest page of the size ends: 10,000 + 10, and 9,990 + 30 for pages of 30.
    expect((await page({ projectCode: 'P-D-001', page_size: 10 })).total_count).toBe(10_010);
    expect((await page({ projectCode: 'P-D-001', status: 'online', page_size: 30 })).total_count).toBe(10_020);
    // Pages of 500 could reach row 10,500, past the 10,100 rows: counted exactly.
    expect((await page({ projectCode: 'P-D-001', page_size: 500 })).total_count).toBe(MANY);
    // A text search no index serves counts in one pass, to the same bound.
    expect((await page({ name: 'Device' })).total_count).toBe(10_010);
    expect((await page({ name: 'Device 99' })).total_count).toBe(111);
    // Every page the bounded total offers is served; the next is refused.
    expect((await page({ projectCode: 'P-D-001', page_size: 30, page_index: 334 })).items).toHaveLength(30);
    const beyond = await api.post(`${URL}/page`, { projectCode: 'P-D-001', page_size: 30, page_index: 335 });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().msg).toContain('body.page_index');
  });

  it('serves deep pages in createDate order, newest first, ties by creation', async () => {
    await seed();
    const { rows } = await sql<{ dev_key: string; create_date: number | string; id: number }>`
      select dev_key, create_date, id from device where project_code = 'P-D-001' and status = 'online'`.execute(
      t.app.platform.database.db,
    );
    const expected = rows
      .map((row) => ({ ...row, create_date: Number(row.create_date) }))
      .sort((a, b) => b.create_date - a.create_date || b.id - a.id)
      .map((row) => row.dev_key);
    const filter = { projectCode: 'P-D-001', status: 'online', page_size: 10 };
    for (const pageIndex of [1, 2, 999, 1000, 1001]) {
      const { items } = await page({ ...filter, page_index: pageIndex });
      const offset = (pageIndex - 1) * 10;
      expect(items.map((item) => item.devKey)).toEqual(expected.slice(offset, offset + 10));
    }
  });
});
