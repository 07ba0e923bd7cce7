import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { LocalDiskMediaStorage } from '../../platform/media-storage';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { filesUnder, png, postAiEvent } from './ai-event-fixtures.test-helper';
import { purgeAiEvents } from './ai-event-retention';
import { type AlarmDevice, createAlarmDevice } from './alarm-fixtures.test-helper';
import type { EventCenterReadTables, EventCenterTables } from './tables';

const FIELDS = { algorithm: 'intrusion', confidence: '0.5' };
const DAY_MS = 24 * 60 * 60 * 1000;

describeEachDatabase('AI event uploads: per-device rate and retention', (dialect) => {
  let t: TestApp;
  let token: string;
  let device: AlarmDevice;
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'beacon-ai-limits-'));
    t = await createTestApp(dialect, { DATA_DIR: dataDir, AI_EVENT_MAX_PER_MINUTE: '3' });
    token = await t.login();
    ({ device } = await createAlarmDevice(t, token, `ail-${dialect}`));
  });
  afterEach(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  const db = () => t.app.platform.database.db.withTables<EventCenterTables & EventCenterReadTables>();
  const count = async (table: 'ai_event' | 'ai_event_media') =>
    Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db())).rows[0]?.n);
  const mediaFiles = () => filesUnder(path.join(dataDir, 'media'));

  it('answers the upload past AI_EVENT_MAX_PER_MINUTE 429 with Retry-After before reading it; other devices pass', async () => {
    for (let n = 0; n < 3; n += 1) {
      const stored = await postAiEvent(t, device, FIELDS, [png()]);
      expect(stored.statusCode, stored.body).toBe(200);
    }
    expect(await count('ai_event')).toBe(3);
    const before = await filesUnder(dataDir);
    expect(before).toHaveLength(3);

    const over = await postAiEvent(t, device, FIELDS, [png()]);
    expect(over.statusCode, over.body).toBe(429);
    const seconds = Number(over.headers['retry-after']);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(20);
    expect(over.json().refusals).toEqual([{ path: 'devKey', reason: 'deviceRateExceeded', params: { seconds } }]);
    // A body that is not even a form: refused by the rate, so it was never read.
    const unread = await t.app.inject({
      method: 'POST',
      url: `/api/v1/iothub/ingest/${device.devKey}/ai-events`,
      headers: { devicesecret: device.deviceSecret, 'content-type': 'multipart/form-data; boundary=x' },
      payload: 'not a multipart form at all',
    });
    expect(unread.statusCode).toBe(429);
    expect(await count('ai_event')).toBe(3);
    expect(await count('ai_event_media')).toBe(3);
    expect(await filesUnder(dataDir)).toEqual(before);

    const wrong = await postAiEvent(t, device, FIELDS, [png()], 'not-the-secret');
    expect(wrong.statusCode, 'the secret is checked first').toBe(401);
    expect(wrong.json().refusals).toEqual([{ path: 'deviceSecret', reason: 'deviceSecretWrong' }]);

    const { device: other } = await createAlarmDevice(t, token, `ail2-${dialect}`);
    for (let n = 0; n < 4; n += 1)
      expect((await postAiEvent(t, other, FIELDS, [png()], 'not-the-secret')).statusCode).toBe(401);
    const elsewhere = await postAiEvent(t, other, FIELDS, [png()]);
    expect(elsewhere.statusCode, 'another device has its own rate; wrong secrets took none of it').toBe(200);
    expect(await count('ai_event')).toBe(4);
  });

  it('purges events older than the retention with their media rows and files, batch by batch; keeps recent ones', async () => {
    const now = Date.now();
    const upload = async (ts: number, images: number) => {
      const reply = await postAiEvent(
        t,
        device,
        { ...FIELDS, ts: String(ts) },
        Array.from({ length: images }, () => png()),
      );
      expect(reply.statusCode, reply.body).toBe(200);
      return reply.json().data.id as number;
    };
    const oldest = await upload(now - 120 * DAY_MS, 2);
    await upload(now - 91 * DAY_MS, 1);
    const recent = await upload(now - 89 * DAY_MS, 1);
    expect(await mediaFiles()).toHaveLength(4);
    const keptKey = (
      await db()
        .selectFrom('ai_event_media')
        .select('media_key')
        .where('event_id', '=', recent)
        .executeTakeFirstOrThrow()
    ).media_key;
    // One of the old files is already gone: not an error.
    const storage = new LocalDiskMediaStorage(path.join(dataDir, 'media'));
    const [gone] = await db().selectFrom('ai_event_media').select('media_key').where('event_id', '=', oldest).execute();
    await storage.delete(gone?.media_key ?? '');
    expect(await mediaFiles()).toHaveLength(3);

    const purge = await purgeAiEvents(db(), storage, 90, now, 1);
    expect(purge).toEqual({ events: 2, files: 3, failedFiles: 0 });
    const left = await db().selectFrom('ai_event').select('id').execute();
    expect(left.map((row) => Number(row.id))).toEqual([recent]);
    const media = await db().selectFrom('ai_event_media').select(['event_id', 'media_key']).execute();
    expect(media.map((row) => [Number(row.event_id), row.media_key])).toEqual([[recent, keptKey]]);
    expect((await mediaFiles()).map((file) => path.basename(file))).toEqual([keptKey]);
    expect((await t.call('GET', `/api/v1/iothub/ai-event/${recent}`, { token })).statusCode).toBe(200);
    expect((await t.call('GET', `/api/v1/iothub/ai-event/${oldest}`, { token })).statusCode).toBe(404);

    // Later, with the clock moved on, the recent one ages out too; an empty sweep is harmless.
    expect(await purgeAiEvents(db(), storage, 90, now + 2 * DAY_MS)).toEqual({ events: 1, files: 1, failedFiles: 0 });
    expect(await purgeAiEvents(db(), storage, 90, now + 2 * DAY_MS)).toEqual({ events: 0, files: 0, failedFiles: 0 });
    expect(await mediaFiles()).toEqual([]);
  });
});
