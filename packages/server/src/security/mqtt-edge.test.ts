import mqtt, { type MqttClient } from 'mqtt';
import { afterEach, describe, expect, it } from 'vitest';
import { connectionLimits, loadConfig } from '../config';
import type { Bus, BusMessage, PresenceEvent } from '../platform/bus/bus';
import type { ConnectionLimits } from '../platform/bus/connection-guard';
import { type EmbeddedBrokerParts, startEmbeddedBroker } from '../platform/bus/embedded-broker';
import { connectPacket, headerClaiming, MAX_REMAINING_LENGTH, type RawMqtt, rawConnect } from './raw-mqtt.test-helper';

// The device edge as an attacker meets it: raw TCP where a client library would refuse to send the packet.
const DEFAULTS = connectionLimits(loadConfig({}));
const DEVICES: Record<string, string> = { 'dev-1': 'secret-1', 'dev-2': 'secret-2' };

describe('MQTT device edge (embedded broker)', () => {
  const buses: Bus[] = [];
  const clients: MqttClient[] = [];
  const raws: RawMqtt[] = [];
  afterEach(async () => {
    for (const raw of raws.splice(0)) raw.socket.destroy();
    await Promise.all(clients.splice(0).map((client) => client.endAsync(true)));
    await Promise.all(buses.splice(0).map((bus) => bus.close()));
  });

  const start = async (limits: Partial<ConnectionLimits> = {}, warnings: string[] = []) => {
    const bus = await startEmbeddedBroker(
      { port: 0, explicit: true },
      '127.0.0.1',
      { info: () => undefined, warn: (message) => warnings.push(message), error: () => undefined },
      { ...DEFAULTS, ...limits },
    );
    buses.push(bus);
    bus.setDeviceAuthenticator(async (devKey, password) => (DEVICES[devKey] === password ? 'ok' : 'bad-credentials'));
    await bus.open();
    return bus;
  };

  const raw = async (bus: EmbeddedBrokerParts) => {
    const connection = await rawConnect(bus.port);
    raws.push(connection);
    return connection;
  };

  const device = async (bus: EmbeddedBrokerParts, devKey: string, options: mqtt.IClientOptions = {}) => {
    const client = await mqtt.connectAsync(`mqtt://127.0.0.1:${bus.port}`, {
      username: devKey,
      password: DEVICES[devKey],
      clientId: devKey,
      reconnectPeriod: 0,
      ...options,
    });
    clients.push(client);
    return client;
  };

  it('closes a connection whose CONNECT claims 256 MB as soon as the fixed header is read', async () => {
    const bus = await start();
    const attacker = await raw(bus);
    attacker.socket.write(headerClaiming(1, MAX_REMAINING_LENGTH));
    attacker.socket.write(Buffer.alloc(1024, 1));
    await attacker.closed;
    expect(bus.refusals('packet-too-large')).toBe(1);
  });

  it('survives 200 sockets each claiming a 256 MB packet: RSS grows < 100 MiB, all closed within 10 s, a device works', async () => {
    const bus = await start();
    const seen: string[] = [];
    await bus.subscribe('beacon/+/properties', (message) => {
      seen.push(message.payload.toString());
    });
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    const opened = Date.now();
    const chunk = Buffer.alloc(64 * 1024, 7);
    const attack = async () => {
      const connection = await rawConnect(bus.port).catch(() => undefined);
      if (!connection) return;
      raws.push(connection);
      // Header first, then as many body bytes as the server will read, until it closes the connection.
      connection.socket.write(headerClaiming(1, MAX_REMAINING_LENGTH));
      while (!connection.isClosed() && Date.now() - opened < 12_000) {
        if (!connection.socket.write(chunk)) {
          await Promise.race([new Promise((resolve) => connection.socket.once('drain', resolve)), connection.closed]);
        }
      }
      await connection.closed;
    };
    const attacks = Promise.all(Array.from({ length: 200 }, attack));
    const client = await device(bus, 'dev-1');
    await client.publishAsync('beacon/dev-1/properties', '{"params":{"t":3}}', { qos: 1 });
    await attacks;
    const closedAfter = Date.now() - opened;
    const rssGrowthMiB = (process.memoryUsage().rss - rssBefore) / 2 ** 20;
    console.log(
      `[mqtt flood] 200 sockets claiming 256 MB: all closed after ${closedAfter} ms, RSS +${rssGrowthMiB.toFixed(1)} MiB`,
    );
    expect(closedAfter).toBeLessThan(10_000);
    expect(rssGrowthMiB).toBeLessThan(100);
    expect(seen).toEqual(['{"params":{"t":3}}']);
  });

  it('closes a signed-in device whose PUBLISH claims more than MQTT_MAX_PACKET_BYTES, before buffering it', async () => {
    const bus = await start({ maxPacketBytes: 4096 });
    const seen: BusMessage[] = [];
    await bus.subscribe('beacon/#', (message) => {
      seen.push(message);
    });
    const connection = await raw(bus);
    connection.send(connectPacket('dev-1', 'secret-1'));
    expect(await connection.next('connack')).toMatchObject({ returnCode: 0 });
    connection.socket.write(headerClaiming(3, 4097));
    await connection.closed;
    expect(bus.refusals('packet-too-large')).toBe(1);
    expect(seen).toEqual([]);
  });

  it('closes a connection whose first packet is not a CONNECT', async () => {
    const bus = await start();
    const connection = await raw(bus);
    connection.send({ cmd: 'pingreq' });
    await connection.closed;
    expect(connection.received).toEqual([]);
    expect(bus.refusals('first-packet-not-connect')).toBe(1);
  });

  it('closes a connection that has not completed CONNECT in time, silent or half-sent', async () => {
    const bus = await start({ connectTimeoutMs: 300 });
    const silent = await raw(bus);
    const halfSent = await raw(bus);
    halfSent.socket.write(headerClaiming(1, 40));
    halfSent.socket.write(Buffer.from([0, 4]));
    const opened = Date.now();
    await Promise.all([silent.closed, halfSent.closed]);
    expect(Date.now() - opened).toBeGreaterThanOrEqual(250);
    expect(bus.refusals('connect-timeout')).toBe(2);
  });

  it('caps connections per address that have not completed CONNECT, and all connections together', async () => {
    const bus = await start({ maxPendingPerAddress: 3, maxConnections: 5 });
    const pending = await Promise.all([1, 2, 3, 4].map(() => raw(bus)));
    await expect.poll(() => pending.filter((connection) => connection.isClosed()).length).toBe(1);
    expect(bus.refusals('too-many-pending')).toBe(1);
    // A device that completes CONNECT frees its slot: others may connect while the three idle ones wait.
    for (const connection of pending) connection.socket.destroy();
    // The server sees the closes a moment later.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const online = await Promise.all([device(bus, 'dev-1'), device(bus, 'dev-2')]);
    expect(online.every((client) => client.connected)).toBe(true);
    const more = await Promise.all([1, 2, 3, 4].map(() => raw(bus)));
    await expect.poll(() => more.filter((connection) => connection.isClosed()).length).toBe(1);
    expect(bus.refusals('too-many-connections')).toBe(1);
  });

  it('logs refusals once per address per minute, not once per connection', async () => {
    const warnings: string[] = [];
    const bus = await start({ maxPendingPerAddress: 1 }, warnings);
    const first = await raw(bus);
    const refused = await Promise.all(Array.from({ length: 30 }, () => raw(bus)));
    await Promise.all(refused.map((connection) => connection.closed));
    first.socket.destroy();
    expect(bus.refusals('too-many-pending')).toBe(30);
    expect(warnings.filter((line) => line.includes('127.0.0.1'))).toHaveLength(1);
  });

  it("refuses a device that signs in with another device's client id (CONNACK 5), and the other stays connected", async () => {
    const bus = await start();
    const victim = await device(bus, 'dev-2');
    const intruder = await raw(bus);
    intruder.send(connectPacket('dev-1', 'secret-1', { clientId: 'dev-2' }));
    expect(await intruder.next('connack')).toMatchObject({ returnCode: 5 });
    await intruder.closed;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(victim.connected).toBe(true);
    expect(bus.refusals('client-id-not-devkey')).toBe(1);
  });

  it('keeps no retained message of a device', async () => {
    const bus = await start();
    const publisher = await device(bus, 'dev-1');
    await publisher.publishAsync('beacon/dev-1/properties', '{"params":{"t":1}}', { qos: 1, retain: true });
    await publisher.endAsync();
    const reader = await device(bus, 'dev-1');
    const retained: string[] = [];
    reader.on('message', (topic) => retained.push(topic));
    await reader.subscribeAsync('beacon/dev-1/#', { qos: 1 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(retained).toEqual([]);
  });

  it("leaves nothing of a revoked device's persistent session in the broker", async () => {
    const bus = await start();
    const first = await device(bus, 'dev-1', { clean: false });
    await first.subscribeAsync('beacon/dev-1/command', { qos: 1 });
    await first.endAsync();
    await bus.publish('beacon/dev-1/command', 'queued while offline', 1);
    bus.revokeDevice('dev-1');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const messages: string[] = [];
    const again = mqtt.connect(`mqtt://127.0.0.1:${bus.port}`, {
      username: 'dev-1',
      password: 'secret-1',
      clientId: 'dev-1',
      clean: false,
      reconnectPeriod: 0,
    });
    clients.push(again);
    again.on('message', (_topic, payload) => messages.push(payload.toString()));
    const connack = await new Promise<mqtt.IConnackPacket>((resolve) => again.once('connect', resolve));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect({ sessionPresent: connack.sessionPresent, messages }).toEqual({ sessionPresent: false, messages: [] });
  });

  it('stores a QoS 2 message once when the device retransmits it with the DUP flag', async () => {
    const bus = await start();
    const seen: string[] = [];
    await bus.subscribe('beacon/+/properties', (message) => {
      seen.push(message.payload.toString());
    });
    const connection = await raw(bus);
    connection.send(connectPacket('dev-1', 'secret-1'));
    await connection.next('connack');
    const publish = {
      cmd: 'publish',
      topic: 'beacon/dev-1/properties',
      payload: Buffer.from('{"params":{"t":2}}'),
      qos: 2,
      messageId: 7,
      dup: false,
      retain: false,
    } as const;
    connection.send(publish);
    await connection.next('pubrec');
    connection.send({ ...publish, dup: true });
    await connection.next('pubrec');
    connection.send({ cmd: 'pubrel', messageId: 7 });
    await connection.next('pubcomp');
    expect(seen).toEqual(['{"params":{"t":2}}']);
  });

  it('disconnects a device with keepalive 0 that goes silent for the heartbeat timeout', async () => {
    const bus = await start({ heartbeatTimeoutMs: 400 });
    const presence: PresenceEvent[] = [];
    bus.onPresence((event) => presence.push(event));
    await device(bus, 'dev-1', { keepalive: 0 });
    await expect.poll(() => presence.map((event) => event.online)).toEqual([true]);
    await expect.poll(() => presence.map((event) => event.online), { timeout: 3_000 }).toEqual([true, false]);
  });

  it('slows a device over DEVICE_MAX_MSG_RATE by not reading its socket, and loses nothing it sent', async () => {
    const bus = await start({ deviceMaxMsgRate: 50 });
    const seen: string[] = [];
    await bus.subscribe('beacon/+/properties', (message) => {
      seen.push(message.payload.toString());
    });
    const client = await device(bus, 'dev-1');
    const sentAt = Date.now();
    for (let n = 0; n < 100; n++) client.publish('beacon/dev-1/properties', `{"params":{"n":${n}}}`, { qos: 0 });
    await expect.poll(() => seen.length, { timeout: 5_000 }).toBe(100);
    // 50 pass at once (the one-second burst), the other 50 at 50 per second.
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(900);
    expect(seen[99]).toBe('{"params":{"n":99}}');
    expect(client.connected).toBe(true);
  });
});
