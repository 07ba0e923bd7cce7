import net from 'node:net';
import { generate, type Packet, parser } from 'mqtt-packet';

/** A raw TCP connection to a broker that sends any bytes and collects the packets it gets back. */
export interface RawMqtt {
  socket: net.Socket;
  /** Packets received so far. */
  received: Packet[];
  /** Resolves once the server has closed the connection (or it errored). */
  closed: Promise<void>;
  isClosed(): boolean;
  send(packet: Packet): void;
  /** Waits for the next received packet with this command. */
  next(cmd: Packet['cmd']): Promise<Packet>;
}

/** Opens a raw connection to 127.0.0.1:port. */
export const rawConnect = (port: number): Promise<RawMqtt> =>
  new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const received: Packet[] = [];
    const waiters: { cmd: Packet['cmd']; resolve: (packet: Packet) => void }[] = [];
    const incoming = parser();
    incoming.on('packet', (packet) => {
      const waiter = waiters.find((entry) => entry.cmd === packet.cmd);
      if (waiter) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(packet);
      } else received.push(packet);
    });
    socket.on('data', (chunk) => incoming.parse(chunk));
    let isClosed = false;
    const closed = new Promise<void>((done) => {
      socket.on('close', () => {
        isClosed = true;
        done();
      });
    });
    socket.on('error', () => undefined);
    socket.once('connect', () =>
      resolve({
        socket,
        received,
        closed,
        isClosed: () => isClosed,
        send: (packet) => socket.write(generate(packet)),
        next: (cmd) => {
          const index = received.findIndex((packet) => packet.cmd === cmd);
          if (index >= 0) return Promise.resolve(received.splice(index, 1)[0] as Packet);
          return new Promise((found) => waiters.push({ cmd, resolve: found }));
        },
      }),
    );
    socket.once('error', reject);
  });

/** A CONNECT packet of a device (MQTT 3.1.1). */
export const connectPacket = (
  devKey: string,
  secret: string,
  options: { clientId?: string; keepalive?: number; clean?: boolean } = {},
): Packet => ({
  cmd: 'connect',
  protocolId: 'MQTT',
  protocolVersion: 4,
  clean: options.clean ?? true,
  clientId: options.clientId ?? devKey,
  keepalive: options.keepalive ?? 60,
  username: devKey,
  password: Buffer.from(secret),
});

/** A fixed header claiming `length` bytes for a packet of the type (1 CONNECT, 3 PUBLISH), without the body. */
export const headerClaiming = (type: number, length: number): Buffer => {
  const bytes = [type << 4];
  let rest = length;
  do {
    let digit = rest % 128;
    rest = Math.floor(rest / 128);
    if (rest > 0) digit |= 0x80;
    bytes.push(digit);
  } while (rest > 0);
  return Buffer.from(bytes);
};

/** The largest remaining length MQTT can declare (256 MB). */
export const MAX_REMAINING_LENGTH = 268_435_455;
