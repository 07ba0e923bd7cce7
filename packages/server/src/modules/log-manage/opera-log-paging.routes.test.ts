import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDatabase, type TestApp, withSignedInApp } from '../../test/test-app';

/** Rows seeded: beyond the deepest page the list serves (MAX_PAGE_OFFSET 10,000 rows). */
const MANY = 10_100;

describeEachDatabase('operation log paging at scale', (dialect) => {
  let t: TestApp;
  let token: string;
  withSignedInApp(dialect, (app, adminToken) => {
    t = app;
    token = adminToken;
  });
  type Result = { items: { id: number; msgId: string; createDate: number }[]; total_count: number };
  const page = async (body: Record<string, unknown>): Promise<Result> => {
    const response = await t.call('POST', '/api/v1/system/opera-log/page', { token, body });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().result;
  };

  /** Seeds in one statement, module-0..3 in turn; createDates repeat in threes, so the order needs its id tie-break. */
  const seed = async (): Promise<void> => {
    const base = Date.now() - 86_400_000;
    await sql`
      with recursive n(i) as (select 1 union all select i + 1 from n where i < ${sql.lit(MANY)})
      insert into opera_log (account, module, action, method, path, target_id, msg_id, ip, result_code, http_status, duration_ms, create_date)
      select 'seed', 'module-' || (i % 4), 'seed.action', 'POST', '/seed', '', 'seed-' || i, '127.0.0.1', '000000', 200, 1,
        ${sql.lit(base)} + cast(i / 3 as bigint) * 1000
      from n`.execute(t.app.platform.database.db);
  };

  it('answers the exact total below the deepest served page and that bound above it', async () => {
    await seed();
    expect((await page({ module: 'module-1' })).total_count).toBe(MANY / 4);
    expect((await page({ account: 'seed', page_size: 10 })).total_count).toBe(10_010);
    expect((await page({ page_size: 30 })).total_count).toBe(10_020);
    expect((await page({ account: 'seed', page_size: 500 })).total_count).toBe(MANY);
  });

  it('serves deep pages newest first, ties by id', async () => {
    await seed();
    const { rows } = await sql<{ msg_id: string; create_date: number | string; id: number }>`
      select msg_id, create_date, id from opera_log where account = 'seed'`.execute(t.app.platform.database.db);
    const expected = rows
      .map((row) => ({ ...row, create_date: Number(row.create_date) }))
      .sort((a, b) => b.create_date - a.create_date || b.id - a.id)
      .map((row) => row.msg_id);
    for (const pageIndex of [1, 999, 1000, 1001]) {
      const { items } = await page({ account: 'seed', page_size: 10, page_index: pageIndex });
      const offset = (pageIndex - 1) * 10;
      expect(items.map((item) => item.msgId)).toEqual(expected.slice(offset, offset + 10));
    }
  });
});
