import net from 'node:net';
import { Aedes, type AuthenticateError, type Client, type PublishPacket } from 'aedes';
import {
  BroadcastListeners,
  type Bus,
  type BusHandler,
  type BusMessage,
  type DeviceAuthenticator,
  type DeviceAuthResult,
  dispatch,
  isOwnTopic,
  type PresenceEvent,
} from './bus';
import { ConnectionGuard, type ConnectionLimits } from './connection-guard';
import { DeviceConnections } from './device-connections';
import { createDeviceSessions } from './device-sessions';
import type { RefusalReason } from './refusal-log';

/** Where the embedded broker listens; an explicitly chosen port that is taken is an error. */
export interface BrokerPort {
  port: number;
  explicit: boolean;
}

interface BrokerLog {
  info(msg: string): void;
  warn(msg: string): void;
  error(msg: string): void;
}

const listen = (server: net.Server, port: number, host: string) =>
  new Promise<number>((resolve, reject) => {
    const onError = (error: Error) => {
      server.off('listening', onListening);
      reject(error);
    };
    const onListening = () => {
      server.off('error', onError);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });

// CONNACK return codes of MQTT 3.1.1 (aedes declares them as a const enum, which isolated modules cannot read).
const CONNACK_CODE: Record<Exclude<DeviceAuthResult, 'ok'>, number> = {
  'bad-credentials': 4,
  'not-authorized': 5,
};

const authError = (result: Exclude<DeviceAuthResult, 'ok'>): AuthenticateError =>
  Object.assign(new Error(result), { returnCode: CONNACK_CODE[result] }) as AuthenticateError;

/** What the embedded broker tells beyond the bus: its port and the connections it refused. */
export interface EmbeddedBrokerParts {
  port: number;
  /** Connections refused or closed for the reason since start. */
  refusals(reason: RefusalReason): number;
}

/** Starts the in-process MQTT broker (aedes) on the configured port, or a free one when 1883 is taken. */
export const startEmbeddedBroker = async (
  port: BrokerPort,
  host: string,
  log: BrokerLog,
  limits: ConnectionLimits,
): Promise<Bus & EmbeddedBrokerParts> => {
  const sessions = createDeviceSessions();
  // The guard's CONNECT deadline (which includes authentication) comes before aedes's own (30 s).
  const broker = await Aedes.createBroker({ persistence: sessions.persistence });
  const guard = new ConnectionGuard(limits, (message) => log.warn(message));
  // QoS 2 message ids of each client being stored now: a retransmission in the same read is a duplicate.
  const storingQos2 = new WeakMap<Client, Set<number>>();
  const handlers: { filter: string; handler: BusHandler }[] = [];
  const presenceListeners: ((event: PresenceEvent) => void)[] = [];
  const revokedListeners: ((devKey: string) => void)[] = [];
  const connections = new DeviceConnections();
  // Device messages wait until every module has subscribed (`open`).
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  const broadcasts = new BroadcastListeners((error) => log.error(`broadcast not handled: ${String(error)}`));
  // Until the module owning devices sets its check, nobody may connect.
  let authenticator: DeviceAuthenticator = async () => 'not-authorized';
  const announce = (event: PresenceEvent) => {
    for (const listener of presenceListeners) listener(event);
  };

  /** Stores a QoS 2 message unless it is a retransmission of one stored and not yet released (exactly once). */
  const storeQos2Once = async (client: Client, packet: PublishPacket, message: BusMessage): Promise<void> => {
    const messageId = packet.messageId ?? 0;
    const storing = storingQos2.get(client) ?? new Set<number>();
    storingQos2.set(client, storing);
    if (storing.has(messageId) || (await sessions.holdsIncoming(client.id, messageId))) return;
    storing.add(messageId);
    try {
      await opened;
      await dispatch(handlers, message);
    } finally {
      storing.delete(messageId);
    }
  };
  broker.authenticate = (client, username, password, done) => {
    const devKey = username ?? '';
    // A device's client id is its devKey: another device's id would take over that device's session.
    if (client.id !== devKey) {
      guard.refuseConnection(client.conn, 'client-id-not-devkey');
      return done(authError('not-authorized'), false);
    }
    authenticator(devKey, password?.toString('utf8') ?? '').then(
      (result) => {
        if (result !== 'ok') return done(authError(result), false);
        if (connections.add(client, devKey)) announce({ devKey, online: true, at: Date.now() });
        done(null, true);
      },
      (error: unknown) => {
        log.error(`MQTT authentication failed: ${String(error)}`);
        done(Object.assign(new Error('server unavailable'), { returnCode: 3 }) as AuthenticateError, false);
      },
    );
  };
  broker.on('clientReady', (client) => guard.connected(client.conn, client.id));
  broker.authorizeSubscribe = (client, subscription, callback) => {
    const devKey = connections.devKey(client);
    if (devKey === undefined || !isOwnTopic(devKey, subscription.topic)) {
      return callback(new Error(`${subscription.topic}: not this device's topic`));
    }
    callback(null, subscription);
  };
  broker.authorizePublish = (client, packet, callback) => {
    if (!client) return callback(null);
    const devKey = connections.devKey(client);
    if (devKey === undefined || !isOwnTopic(devKey, packet.topic)) {
      return callback(new Error(`${packet.topic}: not this device's topic`));
    }
    // Devices may not retain: the flag is dropped, so the broker keeps nothing of theirs once they are gone.
    packet.retain = false;
    const message = { topic: packet.topic, payload: Buffer.from(packet.payload), qos: packet.qos, username: devKey };
    // QoS 1 and 2 are acknowledged only once every handler has stored the message; QoS 0 promises nothing
    // (past the writer's bound, telemetry drops it with a log line: see load-shedding.ts).
    if (packet.qos === 0) {
      opened
        .then(() => dispatch(handlers, message))
        .catch((error: unknown) => log.error(`MQTT message on ${packet.topic} not handled: ${String(error)}`));
      return callback(null);
    }
    const stored =
      packet.qos === 2 ? storeQos2Once(client, packet, message) : opened.then(() => dispatch(handlers, message));
    stored.then(
      () => callback(null),
      (error: unknown) => {
        log.error(`MQTT message on ${packet.topic} not stored: ${String(error)}`);
        callback(error instanceof Error ? error : new Error(String(error)));
      },
    );
  };
  broker.on('clientDisconnect', (client) => {
    const devKey = connections.remove(client);
    if (devKey !== undefined) announce({ devKey, online: false, at: Date.now() });
  });
  broker.on('publish', (packet, client) => {
    // Device messages were dispatched when authorized; here only the platform's own publishes.
    if (client || packet.topic.startsWith('$SYS')) return;
    const message = { topic: packet.topic, payload: Buffer.from(packet.payload), qos: packet.qos };
    dispatch(handlers, message).catch((error: unknown) =>
      log.error(`MQTT message on ${packet.topic} not handled: ${String(error)}`),
    );
  });

  const server = net.createServer((socket) => {
    const connection = guard.admit(socket);
    if (connection) broker.handle(connection);
  });
  let boundPort: number;
  try {
    boundPort = await listen(server, port.port, host);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EADDRINUSE' || port.explicit) {
      broker.close();
      throw new Error(`MQTT_PORT ${port.port}: cannot listen (${code ?? String(error)})`);
    }
    boundPort = await listen(server, 0, host);
    log.warn(`MQTT port ${port.port} is taken; the embedded broker listens on ${boundPort} instead`);
  }
  log.info(`embedded MQTT broker listening on ${host}:${boundPort}`);
  return {
    port: boundPort,
    description: `mqtt://${host === '0.0.0.0' ? '127.0.0.1' : host}:${boundPort} (embedded)`,
    deviceUrl: `mqtt://${host === '0.0.0.0' ? '127.0.0.1' : host}:${boundPort}`,
    isReady: () => server.listening && !broker.closed,
    open: async () => open(),
    publish: (topic, payload, qos = 0) =>
      new Promise<void>((resolve, reject) =>
        broker.publish(
          {
            cmd: 'publish',
            topic,
            payload: typeof payload === 'string' ? Buffer.from(payload) : payload,
            qos,
            dup: false,
            retain: false,
          },
          (error) => (error ? reject(error) : resolve()),
        ),
      ),
    subscribe: async (filter, handler) => {
      handlers.push({ filter, handler });
    },
    setDeviceAuthenticator: (authenticate) => {
      authenticator = authenticate;
    },
    onPresence: (listener) => {
      presenceListeners.push(listener);
    },
    revokeDevice: (devKey) => {
      for (const listener of revokedListeners) listener(devKey);
      const closed = connections.clients(devKey).map((client) => new Promise<void>((resolve) => client.close(resolve)));
      // Nothing of the device stays in the broker: its persistent session goes with its connections.
      Promise.all(closed)
        .then(() => sessions.forget(devKey))
        .catch((error: unknown) => log.error(`MQTT session of ${devKey} not cleared: ${String(error)}`));
    },
    onRevoked: (listener) => {
      revokedListeners.push(listener);
    },
    // One process serves every websocket: a broadcast is delivered here and now.
    broadcast: (channel, payload) => broadcasts.deliver(channel, payload),
    onBroadcast: (channel, listener) => broadcasts.add(channel, listener),
    seesEveryConnection: true,
    refusals: (reason) => guard.refusals.count(reason),
    close: () =>
      new Promise<void>((resolve) => {
        guard.stop();
        broker.close(() => server.close(() => resolve()));
      }),
  };
};
