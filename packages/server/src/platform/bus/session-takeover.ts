import type mqtt from 'mqtt';
import type { MemberLease, MemberLeases } from './member-leases';

/** How often an instance renews its lease and looks for members that stopped renewing theirs. */
const TICK_MS = 5_000;
/** A lease not renewed for this long lets another instance take the member's broker session over. */
export const MEMBER_LEASE_TTL_MS = 15_000;

/** What the takeover needs of the external bus. */
export interface TakeoverOptions {
  leases: MemberLeases;
  /** This instance's MQTT_CLIENT_ID. */
  self: string;
  ownConnections: number;
  /** Opens a connection on an existing persistent session (clean false, no subscribing, no reconnecting). */
  connect(clientId: string): mqtt.MqttClient;
  log: { info(message: string): void; warn(message: string): void; error(message: string): void };
}

/**
 * Behind an external broker each instance keeps a lease on its own broker session (renewed every few seconds).
 * When a member stops renewing (killed, machine lost), a surviving instance takes its lease and connects with its
 * client ids: the broker resumes the member's persistent session there, so what it queued for the dead member
 * is delivered, stored and acknowledged by the survivor; it keeps the session until the member takes its lease
 * back on restart. Several survivors race by a conditional update, so one wins.
 */
export class SessionTakeover {
  private readonly held = new Map<string, mqtt.MqttClient[]>();
  private timer: NodeJS.Timeout | undefined;
  private ticking: Promise<void> = Promise.resolve();
  /** Since when this instance has renewed its own lease without a failure (undefined after one). */
  private healthySince: number | undefined;

  constructor(private readonly options: TakeoverOptions) {}

  /** Takes this instance's own lease (back) and starts renewing it; before the ingest connections open. */
  async start(): Promise<void> {
    await this.options.leases.holdOwn(this.options.self, this.options.ownConnections, Date.now());
    this.healthySince = Date.now();
    this.timer = setInterval(() => {
      this.ticking = this.ticking.then(() => this.tick(Date.now()));
    }, TICK_MS);
    this.timer.unref();
  }

  /** Members whose sessions this instance holds now. */
  holding(): string[] {
    return [...this.held.keys()];
  }

  /** Stops renewing; held sessions are let go (their leases run out, and another survivor takes them). */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.ticking;
    for (const member of [...this.held.keys()]) this.release(member, 'this instance stops');
  }

  /** Gives up the own lease after a graceful stop has left the share group: there is nothing to take over. */
  async leave(): Promise<void> {
    await this.options.leases.leave(this.options.self);
  }

  /** Renews the own lease and the held ones, lets go of those taken back, takes over those that ran out. */
  async tick(now: number): Promise<void> {
    const { leases, self } = this.options;
    try {
      await leases.holdOwn(self, this.options.ownConnections, now);
      this.healthySince ??= now;
      for (const [member, clients] of [...this.held]) {
        if (!(await leases.renew(member, self, now))) {
          this.release(member, 'it took its lease back');
          continue;
        }
        // Still held: a connection lost meanwhile opens again (never at once, which could take the session from
        // the member coming back before its lease says so).
        for (const client of clients) if (!client.connected && !client.reconnecting) client.reconnect();
      }
      // After a database outage every lease has run out: wait a lease's time, so live members renew theirs first.
      if (now - this.healthySince < MEMBER_LEASE_TTL_MS) return;
      for (const lease of await leases.expired(self, now)) {
        if (!this.held.has(lease.member) && (await leases.take(lease.member, self, now))) this.takeOver(lease);
      }
    } catch (error) {
      this.healthySince = undefined;
      this.options.log.error(`broker member leases not renewed: ${String(error)}`);
    }
  }

  private takeOver(lease: MemberLease): void {
    this.options.log.warn(
      `taking over the broker session of ${lease.member}: its instance stopped renewing its lease; what the broker holds for it is stored here until it returns`,
    );
    const clients = Array.from({ length: Math.max(1, lease.connections) }, (_, n) =>
      this.options.connect(`${lease.member}-${n}`),
    );
    this.held.set(lease.member, clients);
  }

  private release(member: string, why: string): void {
    const clients = this.held.get(member) ?? [];
    this.held.delete(member);
    for (const client of clients) client.end(true);
    this.options.log.info(`let go of the broker session of ${member}: ${why}`);
  }
}
