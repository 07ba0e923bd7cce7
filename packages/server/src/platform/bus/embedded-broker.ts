import net from 'node:net';
import { Aedes, type AuthenticateError, type Client } from 'aedes';
import {
  BroadcastListeners,
  type Bus,
  type BusHandler,
  type DeviceAuthenticator,
  type DeviceAuthResult,
  dispatch,
  isOwnTopic,
  type PresenceEvent,
} from './bus';

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

/** Devices by their live connections: presence changes only when the first connects or the last goes. */
class Connections {
  private readonly devKeyOf = new Map<Client, string>();
  private readonly clientsOf = new Map<string, Set<Client>>();

  add(client: Client, devKey: string): boolean {
    this.devKeyOf.set(client, devKey);
    const clients = this.clientsOf.get(devKey) ?? new Set<Client>();
    clients.add(client);
    this.clientsOf.set(devKey, clients);
    return clients.size === 1;
  }

  /** The devKey whose last connection this was, or undefined. */
  remove(client: Client): string | undefined {
    const devKey = this.devKeyOf.get(client);
    if (devKey === undefined) return undefined;
    this.devKeyOf.delete(client);
    const clients = this.clientsOf.get(devKey);
    clients?.delete(client);
    if (clients && clients.size > 0) return undefined;
    this.clientsOf.delete(devKey);
    return devKey;
  }

  devKey(client: Client): string | undefined {
    return this.devKeyOf.get(client);
  }

  clients(devKey: string): Client[] {
    return [...(this.clientsOf.get(devKey) ?? [])];
  }
}

/** Starts the in-process MQTT broker (aedes) on the configured port, or a free one when 1883 is taken. */
export const startEmbeddedBroker = async (
  port: BrokerPort,
  host: string,
  log: BrokerLog,
): Promise<Bus & { port: number }> => {
  const broker = await Aedes.createBroker();
  const handlers: { filter: string; handler: BusHandler }[] = [];
  const presenceListeners: ((event: PresenceEvent) => void)[] = [];
  const revokedListeners: ((devKey: string) => void)[] = [];
  const connections = new Connections();
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

  broker.authenticate = (client, username, password, done) => {
    authenticator(username ?? '', password?.toString('utf8') ?? '').then(
      (result) => {
        if (result !== 'ok') return done(authError(result), false);
        if (connections.add(client, username ?? '')) announce({ devKey: username ?? '', online: true, at: Date.now() });
        done(null, true);
      },
      (error: unknown) => {
        log.error(`MQTT authentication failed: ${String(error)}`);
        done(Object.assign(new Error('server unavailable'), { returnCode: 3 }) as AuthenticateError, false);
      },
    );
  };
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
    const message = { topic: packet.topic, payload: Buffer.from(packet.payload), qos: packet.qos, username: devKey };
    const handled = opened.then(() => dispatch(handlers, message));
    // QoS 1 and 2 are acknowledged only once every handler has stored the message; QoS 0 promises nothing
    // (past the writer's bound, telemetry drops it with a log line: see load-shedding.ts).
    if (packet.qos === 0) {
      handled.catch((error: unknown) => log.error(`MQTT message on ${packet.topic} not handled: ${String(error)}`));
      return callback(null);
    }
    handled.then(
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

  const server = net.createServer(broker.handle);
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
      for (const client of connections.clients(devKey)) client.close();
    },
    onRevoked: (listener) => {
      revokedListeners.push(listener);
    },
    // One process serves every websocket: a broadcast is delivered here and now.
    broadcast: (channel, payload) => broadcasts.deliver(channel, payload),
    onBroadcast: (channel, listener) => broadcasts.add(channel, listener),
    close: () =>
      new Promise<void>((resolve) => {
        broker.close(() => server.close(() => resolve()));
      }),
  };
};
