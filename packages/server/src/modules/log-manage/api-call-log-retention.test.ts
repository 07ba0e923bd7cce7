import { expect, it } from 'vitest';
import { describeEachDatabase, type TestApp, withSignedInApp } from '../../test/test-app';
import { AT, DAY, entry, HOUR } from './api-call-fixtures.test-helper';
import { purgeApiCallLog } from './api-call-log-retention';
import type { LogManageTables } from './tables';

describeEachDatabase('API call log retention', (dialect) => {
  let t: TestApp;
  withSignedInApp(dialect, (app) => {
    t = app;
  });

  it('deletes calls and their per-minute and hourly counts older than the retention, keeps the rest', async () => {
    const db = t.app.platform.database.db.withTables<LogManageTables>();
    const count = async (table: 'api_call_log' | 'api_call_minute' | 'api_call_hour') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    await t.app.platform.logs.apiCalls([
      entry(AT - 40 * DAY, 1, 'app-old'),
      entry(AT - 31 * DAY, 1, 'app-old'),
      entry(AT - 29 * DAY, 1, 'app-new'),
      entry(AT - HOUR, 2, 'app-new'),
    ]);
    await t.app.platform.logs.flush();
    expect([await count('api_call_log'), await count('api_call_minute'), await count('api_call_hour')]).toEqual([
      4, 4, 4,
    ]);
    expect(await purgeApiCallLog(db, 30, AT)).toBe(6);
    expect([await count('api_call_log'), await count('api_call_minute'), await count('api_call_hour')]).toEqual([
      2, 2, 2,
    ]);
    const left = await db.selectFrom('api_call_log').select('app_id').execute();
    expect(left.map((row) => row.app_id)).toEqual(['app-new', 'app-new']);
  });
});
