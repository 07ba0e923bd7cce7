import net from 'node:net';
import mqtt, { type MqttClient } from 'mqtt';
import { afterEach, describe, expect, it } from 'vitest';
import { connectionLimits, loadConfig } from '../../config';
import type { Bus, BusMessage, PresenceEvent } from './bus';
import { startEmbeddedBroker } from './embedded-broker';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
const limits = connectionLimits(loadConfig({}));

const occupyPort = () =>
  new Promise<net.Server>((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => resolve(server));
  });

/** Connects a device; resolves with the client, or rejects with the CONNACK refusal. */
const connectDevice = (port: number, username: string, password: string) =>
  new Promise<MqttClient>((resolve, reject) => {
    const client = mqtt.connect(`mqtt://127.0.0.1:${port}`, {
      username,
      password,
      clientId: username,
      reconnectPeriod: 0,
    });
    client.once('connect', () => resolve(client));
    client.once('error', (error) => {
      client.end(true);
      reject(error);
    });
  });

describe('embedded broker', () => {
  const open: Bus[] = [];
  const blockers: net.Server[] = [];
  const clients: MqttClient[] = [];
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.endAsync(true)));
    await Promise.all(open.splice(0).map((bus) => bus.close()));
    for (const blocker of blockers.splice(0)) blocker.close();
  });

  const start = async (options: { open: boolean } = { open: true }) => {
    const bus = await startEmbeddedBroker({ port: 0, explicit: true }, '127.0.0.1', silent, limits);
    open.push(bus);
    bus.setDeviceAuthenticator(async (username, password) => {
      if (username === 'dev-off') return 'not-authorized';
      return username === 'dev-1' && password === 'secret-1' ? 'ok' : 'bad-credentials';
    });
    if (options.open) await bus.open();
    return bus;
  };

  it('takes a free port when the default port is taken', async () => {
    const blocker = await occupyPort();
    blockers.push(blocker);
    const taken = (blocker.address() as net.AddressInfo).port;
    const warnings: string[] = [];
    const bus = await startEmbeddedBroker(
      { port: taken, explicit: false },
      '127.0.0.1',
      {
        ...silent,
        warn: (m) => {
          warnings.push(m);
        },
      },
      limits,
    );
    open.push(bus);
    expect(bus.port).not.toBe(taken);
    expect(bus.isReady()).toBe(true);
    expect(warnings[0]).toContain(`${taken} is taken`);
  });

  it('fails clearly when an explicitly chosen port is taken', async () => {
    const blocker = await occupyPort();
    blockers.push(blocker);
    const taken = (blocker.address() as net.AddressInfo).port;
    await expect(startEmbeddedBroker({ port: taken, explicit: true }, '127.0.0.1', silent, limits)).rejects.toThrow(
      `MQTT_PORT ${taken}: cannot listen (EADDRINUSE)`,
    );
  });

  it('delivers what the platform publishes to its subscribers', async () => {
    const bus = await start();
    const received: string[] = [];
    await bus.subscribe('beacon/+/properties', (message) => {
      received.push(`${message.topic} ${message.payload.toString()}`);
    });
    await bus.publish('beacon/dev-1/properties', '{"params":{}}');
    await bus.publish('beacon/dev-1/events/x', 'ignored');
    expect(received).toEqual(['beacon/dev-1/properties {"params":{}}']);
  });

  it('refuses a wrong secret, an unknown device and a refused one at CONNECT with the right CONNACK code', async () => {
    const bus = await start();
    await expect(connectDevice(bus.port, 'dev-1', 'wrong')).rejects.toThrow(/Bad username or password/i);
    await expect(connectDevice(bus.port, 'nobody', 'secret-1')).rejects.toThrow(/Bad username or password/i);
    await expect(connectDevice(bus.port, 'dev-off', 'x')).rejects.toThrow(/Not authorized/i);
  });

  it('acknowledges a QoS 1 report only after its handler has finished, with the device as username', async () => {
    const bus = await start();
    const seen: BusMessage[] = [];
    let finish: () => void = () => undefined;
    await bus.subscribe('beacon/+/properties', (message) => {
      seen.push(message);
      return new Promise<void>((resolve) => {
        finish = resolve;
      });
    });
    const device = await connectDevice(bus.port, 'dev-1', 'secret-1');
    clients.push(device);
    let acknowledged = false;
    const published = device.publishAsync('beacon/dev-1/properties', '{"params":{"t":1}}', { qos: 1 }).then(() => {
      acknowledged = true;
    });
    await expect.poll(() => seen.length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(acknowledged).toBe(false);
    finish();
    await published;
    expect(acknowledged).toBe(true);
    expect(seen[0]).toMatchObject({ username: 'dev-1', qos: 1, topic: 'beacon/dev-1/properties' });
  });

  it('holds device messages, unacknowledged, until every module has subscribed (open)', async () => {
    const bus = await start({ open: false });
    const seen: string[] = [];
    await bus.subscribe('beacon/+/properties', (message) => {
      seen.push(message.payload.toString());
    });
    const device = await connectDevice(bus.port, 'dev-1', 'secret-1');
    clients.push(device);
    let acknowledged = false;
    const published = device.publishAsync('beacon/dev-1/properties', '{"params":{"t":1}}', { qos: 1 }).then(() => {
      acknowledged = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect({ seen, acknowledged }).toEqual({ seen: [], acknowledged: false });
    await bus.open();
    await published;
    expect(seen).toEqual(['{"params":{"t":1}}']);
  });

  it("drops a device that publishes under another device's topic, and tells presence on connect and disconnect", async () => {
    const bus = await start();
    const seen: string[] = [];
    const presence: PresenceEvent[] = [];
    bus.onPresence((event) => presence.push(event));
    await bus.subscribe('beacon/#', (message) => {
      seen.push(message.topic);
    });
    const device = await connectDevice(bus.port, 'dev-1', 'secret-1');
    clients.push(device);
    await expect.poll(() => presence.map((event) => `${event.devKey}:${event.online}`)).toEqual(['dev-1:true']);
    device.publish('beacon/dev-2/properties', '{"params":{}}', { qos: 0 });
    await expect.poll(() => presence.length).toBe(2);
    expect(presence[1]).toMatchObject({ devKey: 'dev-1', online: false });
    expect(seen).toEqual([]);
  });

  it('drops a revoked device and tells revocation listeners', async () => {
    const bus = await start();
    const presence: PresenceEvent[] = [];
    const revoked: string[] = [];
    bus.onPresence((event) => presence.push(event));
    bus.onRevoked((devKey) => revoked.push(devKey));
    const device = await connectDevice(bus.port, 'dev-1', 'secret-1');
    clients.push(device);
    await expect.poll(() => presence.length).toBe(1);
    bus.revokeDevice('dev-1');
    expect(revoked).toEqual(['dev-1']);
    await expect.poll(() => presence.length).toBe(2);
    expect(presence[1]?.online).toBe(false);
  });
});
