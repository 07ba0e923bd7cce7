import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { Aedes } from 'aedes';
import { type Bus, type BusMessage, topicMatches } from './bus';

/** Where the embedded broker listens; an explicitly chosen port that is taken is an error. */
export interface BrokerPort {
  port: number;
  explicit: boolean;
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

/** Starts the in-process MQTT broker (aedes) on the configured port, or a free one when 1883 is taken. */
export const startEmbeddedBroker = async (
  port: BrokerPort,
  host: string,
  log: { info(msg: string): void; warn(msg: string): void },
): Promise<Bus & { port: number }> => {
  const broker = await Aedes.createBroker();
  // Until device credentials exist, only the platform itself may connect; device modules add their check here.
  const internalPassword = randomBytes(16).toString('hex');
  broker.authenticate = (_client, username, password, done) => {
    done(null, username === 'beacon-platform' && password?.toString() === internalPassword);
  };
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
  const handlers: { filter: string; handler: (message: BusMessage) => void }[] = [];
  broker.on('publish', (packet) => {
    if (packet.topic.startsWith('$SYS')) return;
    for (const entry of handlers) {
      if (topicMatches(entry.filter, packet.topic))
        entry.handler({ topic: packet.topic, payload: Buffer.from(packet.payload) });
    }
  });
  log.info(`embedded MQTT broker listening on ${host}:${boundPort}`);
  return {
    port: boundPort,
    description: `mqtt://${host === '0.0.0.0' ? '127.0.0.1' : host}:${boundPort} (embedded)`,
    isReady: () => server.listening && !broker.closed,
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
    close: () =>
      new Promise<void>((resolve) => {
        broker.close(() => server.close(() => resolve()));
      }),
  };
};
