import { beforeEach, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { signInWith } from '../../test/accounts';
import { describeEachDatabase, type TestApp, withSignedInApp } from '../../test/test-app';
import { REALTIME_LIMITS } from './realtime.routes';
import {
  createTelemetryRefs,
  createTestDevice,
  type TelemetryRefs,
  type TestDevice,
} from './telemetry-fixtures.test-helper';

const REALTIME = '/api/v1/iothub/ws/realtime';

/** Opens the socket and collects what the server sends and how it closes. */
const open = async (t: TestApp, projectCode: string) => {
  const socket: WebSocket = await t.app.injectWS(`${REALTIME}?projectCode=${projectCode}`);
  const received: unknown[] = [];
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  socket.on('message', (data) => received.push(JSON.parse(String(data))));
  return { socket, received, closed };
};

describeEachDatabase('live push websocket', (dialect) => {
  let t: TestApp;
  let token: string;
  let refs: TelemetryRefs;
  let device: TestDevice;
  withSignedInApp(dialect, (app, adminToken) => {
    t = app;
    token = adminToken;
  });
  beforeEach(async () => {
    refs = await createTelemetryRefs(t, token);
    device = await createTestDevice(t, token, refs, `ws-${dialect}`);
  });

  const report = (params: Record<string, unknown>, target: TestDevice = device) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/iothub/ingest/${target.devKey}/properties`,
      headers: { devicesecret: target.deviceSecret },
      payload: { params },
    });

  it('closes with 4401 on a bad or missing token', async () => {
    const bad = await open(t, refs.projectCode);
    bad.socket.send(JSON.stringify({ accessToken: 'garbage' }));
    expect(await bad.closed).toBe(4401);
    const missing = await open(t, refs.projectCode);
    missing.socket.send(JSON.stringify([{ devKey: device.devKey, attrKey: 'temperature' }]));
    expect(await missing.closed).toBe(4401);
  });

  it('closes with 4403 for an account without the device-data page', async () => {
    const limited = await signInWith(t, token, ['log-manage', 'LogManage.operaLog']);
    const client = await open(t, refs.projectCode);
    client.socket.send(JSON.stringify({ accessToken: limited }));
    expect(await client.closed).toBe(4403);
  });

  it('pushes changes of watched keys only, after the watch list replaces the previous one', async () => {
    const other = await createTestDevice(t, token, refs, `ws-other-${dialect}`);
    const client = await open(t, refs.projectCode);
    client.socket.send(JSON.stringify({ accessToken: token }));
    client.socket.send(JSON.stringify([{ devKey: other.devKey, attrKey: 'humidity' }]));
    client.socket.send(JSON.stringify([{ devKey: device.devKey, attrKey: 'temperature' }]));
    // A watch list is applied once the server has read it; an ingest after a round trip is sure to follow it.
    await expect
      .poll(async () => {
        await report({ temperature: 20.5, humidity: 30 });
        await report({ humidity: 31 }, other);
        return client.received.length;
      })
      .toBeGreaterThan(0);
    const pushed = client.received.flat() as { iotId: string; attrKey: string; value: number }[];
    expect(pushed.every((change) => change.iotId === device.iotId && change.attrKey === 'temperature')).toBe(true);
    expect(pushed[0]).toMatchObject({ iotId: device.iotId, attrKey: 'temperature', value: 20.5 });
    expect(pushed[0]).toHaveProperty('valueTime');
    expect(pushed[0]).toHaveProperty('updateTime');
    client.socket.terminate();
  });

  it("stops pushing a device's values to its old project's sockets once the device moves to another project", async () => {
    const saved = await t.call('POST', '/api/v1/master-data/project/save', {
      token,
      body: { projectCode: 'P-T-002', projectName: 'Second park', type: 'park', areaCode: '440305', address: 'Road 2' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const watch = JSON.stringify([{ devKey: device.devKey, attrKey: 'temperature' }]);
    const oldSide = await open(t, refs.projectCode);
    oldSide.socket.send(JSON.stringify({ accessToken: token }));
    oldSide.socket.send(watch);
    await expect
      .poll(async () => {
        await report({ temperature: 20 });
        return oldSide.received.length;
      })
      .toBeGreaterThan(0);
    const moved = await t.call('PUT', '/api/v1/iothub/device/update', {
      token,
      body: { iotId: device.iotId, name: 'Moved', stdModelId: refs.stdModelId, projectCode: 'P-T-002' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const newSide = await open(t, 'P-T-002');
    newSide.socket.send(JSON.stringify({ accessToken: token }));
    newSide.socket.send(watch);
    // Ingest may know the device's old project for a moment (its directory cache); then only the new side gets it.
    await expect
      .poll(
        async () => {
          await report({ temperature: 21 });
          return newSide.received.length;
        },
        { timeout: 5_000 },
      )
      .toBeGreaterThan(0);
    // Counted by value: a report of 21 sent by the poll above may still be on its way.
    const values = (side: { received: unknown[] }) =>
      (side.received.flat() as { value: unknown }[]).map((change) => change.value);
    for (const value of [22, 23, 24]) await report({ temperature: value });
    await expect.poll(() => values(newSide)).toEqual(expect.arrayContaining([22, 23, 24]));
    expect(values(oldSide).filter((value) => value === 22 || value === 23 || value === 24)).toEqual([]);
    oldSide.socket.terminate();
    newSide.socket.terminate();
  });

  it('answers a malformed watch list with a 400 message naming the field', async () => {
    const client = await open(t, refs.projectCode);
    client.socket.send(JSON.stringify({ accessToken: token }));
    client.socket.send(JSON.stringify([{ devKey: device.devKey }]));
    await expect.poll(() => client.received.length).toBe(1);
    expect(client.received[0]).toMatchObject({ code: 400, msg: expect.stringMatching(/^0\.attrKey: /) });
    client.socket.terminate();
  });

  it("refuses an account's socket past its limit with 1013 until one of its sockets closes", async () => {
    /** A signed-in socket: a malformed watch list is answered only after the hello was accepted. */
    const signedIn = async () => {
      const client = await open(t, refs.projectCode);
      client.socket.send(JSON.stringify({ accessToken: token }));
      client.socket.send(JSON.stringify([{}]));
      return client;
    };
    const held = await Promise.all(Array.from({ length: REALTIME_LIMITS.perAccount }, signedIn));
    await expect.poll(() => held.every((client) => client.received.length === 1)).toBe(true);
    expect(await (await signedIn()).closed).toBe(1013);
    held[0]?.socket.terminate();
    // The server frees the slot when it sees the socket end: a socket opened after that is served.
    let again = await signedIn();
    await expect
      .poll(async () => {
        if (again.received.length === 1) return true;
        if ((await Promise.race([again.closed, new Promise((resolve) => setTimeout(resolve, 100))])) === 1013) {
          again = await signedIn();
        }
        return false;
      })
      .toBe(true);
    for (const client of [...held, again]) client.socket.terminate();
  });
});
