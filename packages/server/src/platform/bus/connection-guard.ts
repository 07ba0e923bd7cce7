import type net from 'node:net';
import { Duplex } from 'node:stream';
import { DeviceRateLimiter } from './device-rate';
import { type GateVerdict, PACKET, PacketGate } from './packet-gate';
import { RefusalLog, type RefusalReason } from './refusal-log';

/** What one source address and all devices together may take of the embedded broker. */
export interface ConnectionLimits {
  /** Largest packet; a longer declared length closes the connection as soon as the fixed header is read. */
  maxPacketBytes: number;
  /** Connections of one address that have not completed CONNECT. */
  maxPendingPerAddress: number;
  /** Connections in all. */
  maxConnections: number;
  /** Time to complete CONNECT (authentication included). */
  connectTimeoutMs: number;
  /** Messages per second per device; faster ones are read more slowly. */
  deviceMaxMsgRate: number;
  /** A connected device that sends nothing for this long is disconnected (keepalive 0 included). */
  heartbeatTimeoutMs: number;
}

interface Guarded {
  address: string;
  socket: net.Socket;
  gate: PacketGate;
  deadline: NodeJS.Timeout | undefined;
  pending: boolean;
  devKey?: string;
  /** Resumes reading once CONNECT completes (packets sent right after CONNECT wait for it). */
  onConnected?: () => void;
}

const PASS: GateVerdict = { pass: true };

/**
 * Stands between the listening socket and aedes: refuses connections past the limits, closes those that do not
 * complete CONNECT in time or send an oversized or non-CONNECT first packet, slows devices over their message
 * rate by not reading their socket, and disconnects devices that fall silent.
 */
export class ConnectionGuard {
  readonly refusals: RefusalLog;
  private readonly rate: DeviceRateLimiter;
  private readonly live = new Set<Guarded>();
  private readonly byConnection = new WeakMap<object, Guarded>();
  private readonly pendingByAddress = new Map<string, number>();
  private readonly sweep: NodeJS.Timeout;

  constructor(
    private readonly limits: ConnectionLimits,
    warn: (message: string) => void,
  ) {
    this.rate = new DeviceRateLimiter(limits.deviceMaxMsgRate);
    this.refusals = new RefusalLog(warn, () => {
      const { delayed, devicesOver } = this.rate.takeCounts();
      if (delayed === 0) return undefined;
      return `device message rate (DEVICE_MAX_MSG_RATE ${limits.deviceMaxMsgRate}/s): ${delayed} messages held back in the last minute, ${devicesOver} devices over the rate now`;
    });
    this.sweep = setInterval(() => this.disconnectSilent(Date.now()), Math.min(10_000, limits.heartbeatTimeoutMs / 4));
    this.sweep.unref();
  }

  /** Connections open now. */
  get connections(): number {
    return this.live.size;
  }

  /** Takes a new socket: the stream to hand to aedes, or undefined when refused (the socket is then destroyed). */
  admit(socket: net.Socket): Duplex | undefined {
    const address = socket.remoteAddress ?? 'unknown';
    const pending = this.pendingByAddress.get(address) ?? 0;
    const refusal: RefusalReason | undefined =
      this.live.size >= this.limits.maxConnections
        ? 'too-many-connections'
        : pending >= this.limits.maxPendingPerAddress
          ? 'too-many-pending'
          : undefined;
    if (refusal) {
      this.refusals.refuse(address, refusal);
      socket.on('error', () => undefined);
      socket.destroy();
      return undefined;
    }
    this.pendingByAddress.set(address, pending + 1);
    const entry = { address, socket, pending: true } as Guarded;
    entry.gate = new PacketGate(
      this.limits.maxPacketBytes,
      (type) => this.verdict(entry, type),
      (reason) => this.refuse(entry, reason),
    );
    entry.deadline = setTimeout(() => this.refuse(entry, 'connect-timeout'), this.limits.connectTimeoutMs);
    this.live.add(entry);
    socket.once('close', () => this.closed(entry));
    socket.pipe(entry.gate);
    const connection = Duplex.from({ readable: entry.gate, writable: socket });
    this.byConnection.set(connection, entry);
    return connection;
  }

  /** The connection (the stream `admit` returned) completed CONNECT as this device. */
  connected(connection: object, devKey: string): void {
    const entry = this.byConnection.get(connection);
    if (!entry) return;
    this.settle(entry);
    entry.devKey = devKey;
    entry.onConnected?.();
    entry.onConnected = undefined;
  }

  /** Refuses a connection that is open (counted and logged like the others), e.g. a client id not its own. */
  refuseConnection(connection: object, reason: RefusalReason): void {
    const entry = this.byConnection.get(connection);
    if (entry) this.refusals.refuse(entry.address, reason);
  }

  /** Stops the timers. */
  stop(): void {
    clearInterval(this.sweep);
    this.refusals.stop();
    for (const entry of this.live) clearTimeout(entry.deadline);
  }

  private verdict(entry: Guarded, type: number): GateVerdict {
    if (entry.devKey === undefined) {
      if (type === PACKET.connect && entry.pending) return PASS;
      return { hold: (resume) => (entry.onConnected = resume) };
    }
    if (type !== PACKET.publish) return PASS;
    const waitMs = this.rate.take(entry.devKey);
    if (waitMs === 0) return PASS;
    if (this.rate.sustainedOver(entry.devKey)) return { refuse: 'over-rate-sustained' };
    return { waitMs };
  }

  private refuse(entry: Guarded, reason: RefusalReason): void {
    if (entry.socket.destroyed) return;
    this.refusals.refuse(entry.address, reason);
    entry.socket.destroy();
  }

  /** No longer pending: its slot of the address is free and its deadline gone. */
  private settle(entry: Guarded): void {
    clearTimeout(entry.deadline);
    entry.deadline = undefined;
    if (!entry.pending) return;
    entry.pending = false;
    const left = (this.pendingByAddress.get(entry.address) ?? 1) - 1;
    if (left > 0) this.pendingByAddress.set(entry.address, left);
    else this.pendingByAddress.delete(entry.address);
  }

  private closed(entry: Guarded): void {
    this.settle(entry);
    this.live.delete(entry);
    entry.gate.destroy();
  }

  private disconnectSilent(now: number): void {
    for (const entry of this.live) {
      if (entry.devKey !== undefined && now - entry.gate.lastSeen > this.limits.heartbeatTimeoutMs) {
        entry.socket.destroy();
      }
    }
  }
}
