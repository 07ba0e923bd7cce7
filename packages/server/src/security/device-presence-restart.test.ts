import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  createTelemetryRefs,
  createTestDevice,
  embeddedBroker,
} from '../modules/telemetry/telemetry-fixtures.test-helper';
import { createTestAppOver, freshPostgresSchema, TEST_DIALECTS, type TestApp } from '../test/test-app';

const statusOf = async (t: TestApp, devKey: string) => {
  const row = await sql<{ status: string }>`select status from device where dev_key = ${devKey}`.execute(
    t.app.platform.database.db,
  );
  return row.rows[0]?.status;
};

// A kill -9 leaves devices "online" in the database although nothing is connected any more.
describe.skipIf(!embeddedBroker())('device presence across a restart', () => {
  for (const dialect of TEST_DIALECTS) {
    it(`counts every device offline when the server starts, until it connects [${dialect}]`, async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'beacon-restart-'));
      const pg = dialect === 'postgres' ? await freshPostgresSchema(String(process.env.TEST_DATABASE_URL)) : null;
      const target = pg ? { databaseUrl: pg.url } : { sqliteFile: path.join(dir, 'beacon.db') };
      try {
        const first = await createTestAppOver(target);
        const token = await first.login();
        const device = await createTestDevice(first, token, await createTelemetryRefs(first, token), 'restart-1');
        await sql`update device set status = 'online', last_online_time = 1 where dev_key = 'restart-1'`.execute(
          first.app.platform.database.db,
        );
        await first.close();
        const second = await createTestAppOver(target);
        try {
          expect(await statusOf(second, device.devKey)).toBe('offline');
        } finally {
          await second.close();
        }
      } finally {
        await pg?.drop();
        rmSync(dir, { recursive: true, force: true });
      }
    });
  }
});
