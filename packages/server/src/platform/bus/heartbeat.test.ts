import { afterEach, beforeEach, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import type { PresenceEvent } from './bus';
import { DeviceHeartbeats } from './heartbeat';

const TIMEOUT_MS = 60_000;

describeEachDatabase('device heartbeats behind an external broker', (dialect) => {
  let t: TestApp;
  let events: PresenceEvent[];
  /** A tracker of one instance; several share the database as instances do. */
  const tracker = () =>
    new DeviceHeartbeats(
      t.app.platform.database.db,
      TIMEOUT_MS,
      (event) => events.push(event),
      (error) => {
        throw error;
      },
    );
  const seen = () => events.map((event) => `${event.devKey}:${event.online ? 'online' : 'offline'}@${event.at}`);

  beforeEach(async () => {
    t = await createTestApp(dialect);
    events = [];
  });
  afterEach(async () => {
    await t.close();
  });

  it('brings a heard device online once and keeps it online while it is heard', async () => {
    const beats = tracker();
    beats.heard('dev-a');
    beats.heard('dev-b');
    await beats.flush(1_000);
    beats.heard('dev-a');
    await beats.flush(20_000);
    expect(seen()).toEqual(['dev-a:online@1000', 'dev-b:online@1000']);
    // dev-a was heard at 20 s, dev-b only at 1 s: only dev-b passes the timeout at 70 s.
    await beats.expire(70_000);
    expect(seen().slice(2)).toEqual(['dev-b:offline@70000']);
    await beats.expire(90_000);
    expect(seen().slice(3)).toEqual(['dev-a:offline@90000']);
  });

  it('announces each change from exactly one of several instances', async () => {
    const one = tracker();
    const two = tracker();
    one.heard('dev-a');
    two.heard('dev-a');
    await Promise.all([one.flush(1_000), two.flush(1_000)]);
    await Promise.all([one.expire(100_000), two.expire(100_000)]);
    expect(seen()).toEqual(['dev-a:online@1000', 'dev-a:offline@100000']);
  });

  it('takes the last will once and revives a device heard again after it went offline', async () => {
    const beats = tracker();
    await beats.status('dev-a', true, 1_000);
    await beats.status('dev-a', true, 2_000);
    await beats.status('dev-a', false, 3_000);
    await beats.status('dev-a', false, 4_000);
    await beats.expire(500_000);
    beats.heard('dev-a');
    await beats.flush(600_000);
    expect(seen()).toEqual(['dev-a:online@1000', 'dev-a:offline@3000', 'dev-a:online@600000']);
    const rows = await t.app.platform.database.db.selectFrom('device_heartbeat').selectAll().execute();
    expect(rows.map((row) => ({ ...row, last_seen: Number(row.last_seen) }))).toEqual([
      { dev_key: 'dev-a', online: 1, last_seen: 600_000 },
    ]);
  });
});
