import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import {
  createTestAppOver,
  describeEachDatabase,
  freshPostgresSchema,
  type TestApp,
  withSignedInApp,
} from '../../test/test-app';
import { API_COUNT, AT, askStats, DAY, entry, LOG_PAGE, MINUTE, many } from './api-call-fixtures.test-helper';
import { API_CALL_WRITER_DEFAULTS, ApiCallLogWriter } from './api-call-log.writer';
import type { LogManageTables } from './tables';

describeEachDatabase('API call log writer (batches with their counts)', (dialect) => {
  let t: TestApp;
  let token: string;
  withSignedInApp(dialect, (app, adminToken) => {
    t = app;
    token = adminToken;
  });

  const db = () => t.app.platform.database.db.withTables<LogManageTables>();
  const stats = (url: string, body: Record<string, unknown>, as = token) => askStats(t, as, url, body);

  it('adds up what two writers (two instances) flush into the same minute and hour', async () => {
    const other = new ApiCallLogWriter(db(), { ...API_CALL_WRITER_DEFAULTS, warn: () => undefined });
    try {
      await t.app.platform.logs.apiCalls(many(3, (i) => entry(AT + i, 8, 'app-a', 3)));
      await t.app.platform.logs.flush();
      await other.append(many(2, (i) => entry(AT + 10 + i, 8, 'app-a', 300, 503)));
      await other.flush();
      await t.app.platform.logs.apiCall(entry(AT + 20, 8, 'app-a', 3));
    } finally {
      await other.close();
    }
    const minute = await stats(API_COUNT, { from: AT, to: AT + MINUTE - 1 });
    expect(minute.total).toMatchObject({ calls: 6, errors: 2 });
    const day = await stats(API_COUNT, { from: AT - 5 * DAY, to: AT + 5 * DAY });
    expect(day.total).toEqual(minute.total);
    const rows = await db().selectFrom('api_call_hour').select(['calls', 'errors', 'lat_2', 'lat_11']).execute();
    expect(rows).toEqual([{ calls: 6, errors: 2, lat_2: 4, lat_11: 2 }]);
  });

  it('writes what is queued when the app closes', async () => {
    const pgTarget = dialect === 'postgres' ? await freshPostgresSchema(String(process.env.TEST_DATABASE_URL)) : null;
    const dir = pgTarget ? null : await mkdtemp(path.join(tmpdir(), 'beacon-calls-'));
    const target = pgTarget ? { databaseUrl: pgTarget.url } : { sqliteFile: path.join(String(dir), 'beacon.db') };
    try {
      const first = await createTestAppOver(target);
      await first.app.platform.logs.apiCalls(many(3, (i) => entry(AT + i, 4, 'app-a')));
      await first.close();
      const second = await createTestAppOver(target);
      try {
        const reply = await second.call('POST', LOG_PAGE, { token: await second.login(), body: {} });
        expect(reply.json().result.total_count).toBe(3);
        const minute = await second.app.platform.database.db
          .withTables<LogManageTables>()
          .selectFrom('api_call_minute')
          .select('calls')
          .execute();
        expect(minute).toEqual([{ calls: 3 }]);
      } finally {
        await second.close();
      }
    } finally {
      await pgTarget?.drop();
      if (dir) await rm(dir, { recursive: true, force: true });
    }
  });

  it('keeps a batch the database refused for the next try, within its bound, and counts what it dropped', async () => {
    const warnings: string[] = [];
    const writer = new ApiCallLogWriter(db(), {
      batchSize: 2,
      maxPending: 3,
      intervalMs: 60_000,
      warn: (line) => warnings.push(line),
    });
    await sql`alter table api_call_hour rename to api_call_hour_away`.execute(db());
    try {
      await writer.append(many(5, (i) => entry(AT + i, 6, 'app-a')));
      await expect(writer.flush()).rejects.toThrow();
      expect(writer.backlog).toBe(3);
    } finally {
      await sql`alter table api_call_hour_away rename to api_call_hour`.execute(db());
    }
    await writer.close();
    expect(writer.backlog).toBe(0);
    expect(warnings).toEqual([
      expect.stringContaining('calls kept for the next try'),
      'API call log: 2 calls dropped, more than 3 were waiting to be written',
    ]);
    // The refused batch's log rows were rolled back with its counts: each call is in the log once.
    const reply = await t.call('POST', LOG_PAGE, { token, body: {} });
    expect(reply.json().result.total_count).toBe(3);
    expect((await stats(API_COUNT, { from: AT, to: AT + MINUTE })).total.calls).toBe(3);
  });
});
