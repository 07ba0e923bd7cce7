import { ALARM_FEED_PATH, type AlarmActiveCount, alarmFeedPushSchema } from '@beacon/contracts/alarm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { signInWith } from '../../test/accounts';
import {
  createTestCluster,
  describeEachDatabase,
  TEST_DIALECTS,
  type TestApp,
  withSignedInApp,
} from '../../test/test-app';
import { ALARM_FEED_LIMITS } from './alarm-feed.routes';
import {
  type AlarmDevice,
  createAlarmDevice,
  createScopedAccount,
  reportProperties,
} from './alarm-fixtures.test-helper';

const NONE: AlarmActiveCount = { critical: 0, major: 0, minor: 0, warning: 0 };
const critical = (n: number): AlarmActiveCount => ({ ...NONE, critical: n });
/** Longer than a note's gathering plus a feed's least time between recounts. */
const PUSH_WITHIN = { timeout: 5_000 };

/** Opens the feed (signing in when given a token) and collects the pushed counts, read by the contract, and the close. */
const open = async (t: TestApp, token?: string) => {
  const socket: WebSocket = await t.app.injectWS(ALARM_FEED_PATH);
  const received: AlarmActiveCount[] = [];
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  socket.on('message', (data) => received.push(alarmFeedPushSchema.parse(JSON.parse(String(data)))));
  if (token) socket.send(JSON.stringify({ accessToken: token }));
  return { socket, received, closed };
};

/** Raises the `hot` rule's critical alarm on a device. */
const raiseHot = async (t: TestApp, device: AlarmDevice) => {
  expect((await reportProperties(t, device, { temperature: 60 })).statusCode).toBe(200);
};

describeEachDatabase('alarm feed websocket', (dialect) => {
  let t: TestApp;
  let token: string;
  let device: AlarmDevice;
  withSignedInApp(dialect, (app, adminToken) => {
    t = app;
    token = adminToken;
  });
  beforeEach(async () => {
    ({ device } = await createAlarmDevice(t, token, `af-${dialect}`));
  });

  it('closes with 4401 on a bad token or no hello, and 4403 for an account without the alarm page', async () => {
    const bad = await open(t, 'garbage');
    expect(await bad.closed).toBe(4401);
    const noHello = await open(t);
    noHello.socket.send(JSON.stringify([{ devKey: device.devKey }]));
    expect(await noHello.closed).toBe(4401);
    const outsider = await signInWith(t, token, ['event-center', 'EventCenter.deviceEvent']);
    const refused = await open(t, outsider);
    expect(await refused.closed).toBe(4403);
    expect([...bad.received, ...noHello.received, ...refused.received]).toEqual([]);
  });

  it('pushes the counts at once, then after an alarm is raised, acknowledged and cleared', async () => {
    const client = await open(t, token);
    await expect.poll(() => client.received).toEqual([NONE]);
    await raiseHot(t, device);
    await expect.poll(() => client.received.at(-1), PUSH_WITHIN).toEqual(critical(1));
    const alarm = (await t.call('POST', '/api/v1/iothub/alarm/page', { token, body: {} })).json().result.items[0];
    const before = client.received.length;
    expect((await t.call('POST', `/api/v1/iothub/alarm/${alarm.id}/ack`, { token, body: {} })).statusCode).toBe(200);
    // Acknowledging changes no count, yet the page's row changed: the feed pushes again.
    await expect.poll(() => client.received.length, PUSH_WITHIN).toBeGreaterThan(before);
    expect(client.received.at(-1)).toEqual(critical(1));
    expect((await t.call('POST', `/api/v1/iothub/alarm/${alarm.id}/clear`, { token, body: {} })).statusCode).toBe(200);
    await expect.poll(() => client.received.at(-1), PUSH_WITHIN).toEqual(NONE);
    client.socket.terminate();
  });

  it("gives a scoped account only its projects' counts; an alarm elsewhere pushes it nothing", async () => {
    const { device: elsewhere } = await createAlarmDevice(t, token, `af-other-${dialect}`, 'P-AL2');
    const scoped = await open(t, await createScopedAccount(t, token, 'P-AL'));
    const admin = await open(t, token);
    await expect.poll(() => [scoped.received, admin.received]).toEqual([[NONE], [NONE]]);
    await raiseHot(t, elsewhere);
    await expect.poll(() => admin.received.at(-1), PUSH_WITHIN).toEqual(critical(1));
    // Past the time a push to the scoped feed would have taken, had the other project's note reached it.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(scoped.received).toEqual([NONE]);
    await raiseHot(t, device);
    await expect.poll(() => scoped.received, PUSH_WITHIN).toEqual([NONE, critical(1)]);
    await expect.poll(() => admin.received.at(-1), PUSH_WITHIN).toEqual(critical(2));
    scoped.socket.terminate();
    admin.socket.terminate();
  });

  it("refuses an account's feed past its limit with 1013, while another account's is served", async () => {
    const held = await Promise.all(Array.from({ length: ALARM_FEED_LIMITS.perAccount }, () => open(t, token)));
    await expect.poll(() => held.every((client) => client.received.length === 1), PUSH_WITHIN).toBe(true);
    const over = await open(t, token);
    expect(await over.closed).toBe(1013);
    const other = await open(t, await createScopedAccount(t, token, 'P-AL'));
    await expect.poll(() => other.received).toEqual([NONE]);
    for (const client of [...held, other]) client.socket.terminate();
  });
});

// Several instances need a broker they all reach: the external test broker (the embedded one is per process).
for (const dialect of TEST_DIALECTS) {
  describe.runIf(process.env.TEST_MQTT_URL)(`alarm feed on two server instances [${dialect}]`, () => {
    let cluster: TestApp[] = [];
    afterEach(async () => {
      for (const app of cluster) await app.close();
      cluster = [];
    });

    it('pushes an alarm raised through one instance to a feed on the other', async () => {
      cluster = await createTestCluster(dialect, 2);
      const [one, two] = cluster as [TestApp, TestApp];
      const adminToken = await one.login();
      const { device } = await createAlarmDevice(one, adminToken, `af-cl-${dialect}`);
      const client = await open(two, adminToken);
      await expect.poll(() => client.received).toEqual([NONE]);
      await raiseHot(one, device);
      await expect.poll(() => client.received.at(-1), PUSH_WITHIN).toEqual(critical(1));
      client.socket.terminate();
    });
  });
}
