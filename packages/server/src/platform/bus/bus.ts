/** A message on the bus. */
export interface BusMessage {
  topic: string;
  payload: Buffer;
  qos: 0 | 1 | 2;
  /** The MQTT username of the device that published it, when the broker knows it (embedded broker). */
  username?: string;
}

/** Handles a message; a device's QoS 1 message is acknowledged only once the returned promise settles fine. */
export type BusHandler = (message: BusMessage) => void | Promise<void>;

/** The answer to a device's CONNECT: accepted, bad user name or password, or not authorized. */
export type DeviceAuthResult = 'ok' | 'bad-credentials' | 'not-authorized';

/** Checks a device's MQTT credentials (username = devKey, password = device secret). */
export type DeviceAuthenticator = (username: string, password: string) => Promise<DeviceAuthResult>;

/** A device connected or disconnected (disconnects include keep-alive expiry). */
export interface PresenceEvent {
  devKey: string;
  online: boolean;
  /** Epoch ms. */
  at: number;
}

/** The platform's MQTT side: the embedded broker or a client of an external one. */
export interface Bus {
  /** Where devices connect, for the start-up log. */
  readonly description: string;
  /** The URL devices connect to (no credentials). */
  readonly deviceUrl: string;
  /**
   * True when this process holds every device connection (embedded broker): at start no device is connected.
   * Behind an external broker devices stay connected across a restart and presence comes from heartbeats.
   */
  readonly seesEveryConnection: boolean;
  /** True while the broker listens (embedded) or the client is connected (external). */
  isReady(): boolean;
  /** Every module has subscribed: messages may flow (until then they wait, unacknowledged). */
  open(): Promise<void>;
  publish(topic: string, payload: string | Buffer, qos?: 0 | 1): Promise<void>;
  /** Subscribes to a topic filter (MQTT wildcards allowed); with an external broker through the shared group. */
  subscribe(filter: string, handler: BusHandler): Promise<void>;
  /** Sets how devices are authenticated at CONNECT (embedded broker; an external broker authenticates itself). */
  setDeviceAuthenticator(authenticate: DeviceAuthenticator): void;
  /** Listens to devices connecting and disconnecting. */
  onPresence(listener: (event: PresenceEvent) => void): void;
  /**
   * A device's credentials stopped being valid (disabled, deleted, secret reset): its live connections are
   * dropped (embedded broker) and revocation listeners forget what they cached about it (this instance).
   */
  revokeDevice(devKey: string): void;
  /** Listens to revoked devices. */
  onRevoked(listener: (devKey: string) => void): void;
  /**
   * Sends a platform message to every server instance, this one included (an external broker relays it on
   * `beacon-cluster/{share group}/{channel}`, which devices may not use); how live values reach websockets on
   * any instance.
   */
  broadcast(channel: string, payload: string): void;
  /** Listens to a broadcast channel. */
  onBroadcast(channel: string, listener: (payload: string) => void): void;
  close(): Promise<void>;
}

/** Whether an MQTT topic filter (with + and # wildcards) matches a topic. */
export const topicMatches = (filter: string, topic: string): boolean => {
  const f = filter.split('/');
  const t = topic.split('/');
  for (let i = 0; i < f.length; i++) {
    if (f[i] === '#') return true;
    if (i >= t.length || (f[i] !== '+' && f[i] !== t[i])) return false;
  }
  return f.length === t.length;
};

/** Topic root of messages between server instances (not under `beacon/`, so no device may use it). */
export const CLUSTER_TOPIC_ROOT = 'beacon-cluster';

/** Whether a device (by its username) may use a topic: only its own `beacon/{devKey}/...`. */
export const isOwnTopic = (devKey: string, topic: string): boolean => topic.startsWith(`beacon/${devKey}/`);

/** Runs every handler whose filter matches; resolves once all have (a failure rejects). */
export const dispatch = async (
  handlers: ReadonlyArray<{ filter: string; handler: BusHandler }>,
  message: BusMessage,
): Promise<void> => {
  const runs = handlers
    .filter((entry) => topicMatches(entry.filter, message.topic))
    .map((entry) => entry.handler(message));
  await Promise.all(runs);
};

/** Broadcast listeners by channel; a failing listener is reported, never thrown into the bus. */
export class BroadcastListeners {
  private readonly byChannel = new Map<string, ((payload: string) => void)[]>();

  constructor(private readonly onError: (error: unknown) => void) {}

  add(channel: string, listener: (payload: string) => void): void {
    this.byChannel.set(channel, [...(this.byChannel.get(channel) ?? []), listener]);
  }

  deliver(channel: string, payload: string): void {
    for (const listener of this.byChannel.get(channel) ?? []) {
      try {
        listener(payload);
      } catch (error) {
        this.onError(error);
      }
    }
  }
}
