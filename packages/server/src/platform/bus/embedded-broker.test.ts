import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { Bus } from './bus';
import { startEmbeddedBroker } from './embedded-broker';

const silent = { info: () => undefined, warn: () => undefined };

const occupyPort = () =>
  new Promise<net.Server>((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => resolve(server));
  });

describe('embedded broker', () => {
  const open: Bus[] = [];
  const blockers: net.Server[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((bus) => bus.close()));
    for (const blocker of blockers.splice(0)) blocker.close();
  });

  it('takes a free port when the default port is taken', async () => {
    const blocker = await occupyPort();
    blockers.push(blocker);
    const taken = (blocker.address() as net.AddressInfo).port;
    const warnings: string[] = [];
    const bus = await startEmbeddedBroker({ port: taken, explicit: false }, '127.0.0.1', {
      info: () => undefined,
      warn: (m) => warnings.push(m),
    });
    open.push(bus);
    expect(bus.port).not.toBe(taken);
    expect(bus.isReady()).toBe(true);
    expect(warnings[0]).toContain(`${taken} is taken`);
  });

  it('fails clearly when an explicitly chosen port is taken', async () => {
    const blocker = await occupyPort();
    blockers.push(blocker);
    const taken = (blocker.address() as net.AddressInfo).port;
    await expect(startEmbeddedBroker({ port: taken, explicit: true }, '127.0.0.1', silent)).rejects.toThrow(
      `MQTT_PORT ${taken}: cannot listen (EADDRINUSE)`,
    );
  });

  it('delivers what the platform publishes to its subscribers', async () => {
    const bus = await startEmbeddedBroker({ port: 0, explicit: true }, '127.0.0.1', silent);
    open.push(bus);
    const received: string[] = [];
    await bus.subscribe('beacon/+/properties', (message) =>
      received.push(`${message.topic} ${message.payload.toString()}`),
    );
    await bus.publish('beacon/dev-1/properties', '{"params":{}}');
    await bus.publish('beacon/dev-1/events/x', 'ignored');
    expect(received).toEqual(['beacon/dev-1/properties {"params":{}}']);
  });
});
