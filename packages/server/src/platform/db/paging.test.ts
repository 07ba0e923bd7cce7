import { MAX_PAGE_OFFSET, pageTotalBound } from '@beacon/contracts/protocol';
import { sql } from 'kysely';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { countRowsUpTo, pageOffset } from './paging';

it('bounds a total at the end of the deepest page served, in whole pages', () => {
  expect(MAX_PAGE_OFFSET).toBe(10_000);
  expect(pageTotalBound(10)).toBe(10_010);
  expect(pageTotalBound(30)).toBe(10_020);
  expect(pageTotalBound(500)).toBe(10_500);
  // The last page the bound offers starts within MAX_PAGE_OFFSET; the one after it does not.
  for (const size of [7, 10, 30, 500]) {
    const lastPage = Math.ceil(pageTotalBound(size) / size);
    expect(pageOffset({ page_index: lastPage, page_size: size })).toBeLessThanOrEqual(MAX_PAGE_OFFSET);
    expect(() => pageOffset({ page_index: lastPage + 1, page_size: size })).toThrow(/body\.page_index/);
  }
});

describeEachDatabase('bounded counting', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect);
  });
  afterEach(async () => {
    await t.close();
  });

  it('counts exactly below the bound and answers the bound at or above it, by probe and by scan', async () => {
    const db = t.app.platform.database.db;
    await sql`
      insert into opera_log (account, module, action, method, path, target_id, msg_id, ip, result_code, http_status, duration_ms, create_date)
      select 'count', case when i <= 40 then 'big' else 'small' end, 'a', 'POST', '/', '', 'm', '', '0', 200, 1, i
      from (with recursive s(i) as (select 1 union all select i + 1 from s where i < 45) select i from s) as n`.execute(
      db,
    );
    const rows = (module: string) => db.selectFrom('opera_log').where('module', '=', module);
    for (const how of ['probe', 'scan'] as const) {
      expect(await countRowsUpTo(db, rows('big'), 39, how)).toBe(39);
      expect(await countRowsUpTo(db, rows('big'), 40, how)).toBe(40);
      expect(await countRowsUpTo(db, rows('big'), 41, how)).toBe(40);
      expect(await countRowsUpTo(db, rows('small'), 10, how)).toBe(5);
      expect(await countRowsUpTo(db, rows('none'), 10, how)).toBe(0);
    }
  });
});
