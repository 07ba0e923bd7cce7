import type { Kysely } from 'kysely';
import mqtt from 'mqtt';
import { isDatabaseUnavailable } from '../db/db-errors';
import type { PlatformTables } from '../db/tables';
import {
  BroadcastListeners,
  type Bus,
  type BusHandler,
  type BusMessage,
  CLUSTER_TOPIC_ROOT,
  dispatch,
  type PresenceEvent,
  topicMatches,
} from './bus';
import { DeviceHeartbeats } from './heartbeat';
import { MemberLeases } from './member-leases';
import { MEMBER_LEASE_TTL_MS, SessionTakeover } from './session-takeover';

/** Topic where devices behind an external broker announce themselves: `online` on connect, `offline` as last will. */
export const STATUS_TOPIC_FILTER = 'beacon/+/status';

/** What the external bus needs besides the broker's URL. */
export interface ExternalBrokerOptions {
  url: string;
  /** Shared-subscription group of the ingesting instances. */
  shareGroup: string;
  /** Where device presence is kept (shared by every instance). */
  db: Kysely<PlatformTables>;
  /** A device counted online that is not heard from for this long goes offline. */
  heartbeatTimeoutMs: number;
  /** Base of this instance's MQTT client ids: stable across restarts, unique per instance. */
  clientId: string;
  /** Connections ingesting in parallel (each handles one message at a time, acknowledging once stored). */
  connections: number;
  log: { info(message: string): void; warn(message: string): void; error(message: string): void };
}

/** A message whose handlers fail: first and longest pause between tries, and the tries unless the database is down. */
const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 10_000;
const RETRY_OTHER_ATTEMPTS = 4;

/** First and longest pause before reconnecting to the broker: doubled after each failed try, reset once connected. */
const RECONNECT_FIRST_MS = 1_000;
const RECONNECT_MAX_MS = 30_000;

/** Reconnects with a growing pause, so a broker that is down is not hammered by every instance. */
const withBackoff = (client: mqtt.MqttClient): mqtt.MqttClient => {
  client.on('connect', () => {
    client.options.reconnectPeriod = RECONNECT_FIRST_MS;
  });
  client.on('reconnect', () => {
    client.options.reconnectPeriod = Math.min(RECONNECT_MAX_MS, (client.options.reconnectPeriod ?? 0) * 2);
  });
  return client;
};

/** The devKey of a device topic (`beacon/{devKey}/...`), or undefined. */
const devKeyOf = (topic: string): string | undefined => {
  const [root, devKey] = topic.split('/');
  return root === 'beacon' && devKey ? devKey : undefined;
};

/**
 * Connects to an external MQTT broker (production: Mosquitto or EMQX). Device topics are subscribed through
 * the shared group `$share/<group>/...` on several connections, so several server instances (and several
 * messages per instance) are ingested in parallel, each message once; a QoS 1 message is acknowledged to the
 * broker only after its handlers have stored it, on a persistent session that outlives a crash. The broker
 * authenticates devices itself (docs: broker-side auth), so setDeviceAuthenticator does nothing here and revokeDevice only clears
 * caches. Presence comes from the `status` topic and a heartbeat timeout; broadcasts reach every instance.
 */
export const connectExternalBroker = async (options: ExternalBrokerOptions): Promise<Bus> => {
  const { url, shareGroup, log } = options;
  const handlers: { filter: string; handler: BusHandler }[] = [];
  const presenceListeners: ((event: PresenceEvent) => void)[] = [];
  const revokedListeners: ((devKey: string) => void)[] = [];
  const broadcasts = new BroadcastListeners((error) => log.error(`broadcast not handled: ${String(error)}`));
  const heartbeats = new DeviceHeartbeats(
    options.db,
    options.heartbeatTimeoutMs,
    (event) => {
      for (const listener of presenceListeners) listener(event);
    },
    (error) => log.error(`device heartbeats not written: ${String(error)}`),
  );
  const sharedFilters: string[] = [];
  /** Handles a message of one connection: stored, then acknowledged; never acknowledged before. */
  const handleOn =
    (client: mqtt.MqttClient) =>
    (packet: { topic: string; payload: Buffer | string; qos: 0 | 1 | 2 }, done: (error?: Error) => void) => {
      const message = { topic: packet.topic, payload: Buffer.from(packet.payload), qos: packet.qos };
      const devKey = devKeyOf(packet.topic);
      if (devKey) heartbeats.heard(devKey);
      storeUntilDone(client, message).then(
        () => done(),
        // No acknowledgement: the broker delivers the message again when this session reconnects.
        (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
      );
    };
  /**
   * Dispatches until the handlers succeed: while the database is down the message is held, unacknowledged,
   * and retried with a growing pause (so the connection's in-flight window is back-pressure, not loss); any
   * other failure is retried a few times. Gives up when the connection it came on has gone (the broker
   * delivers it again on the next one).
   */
  const storeUntilDone = async (client: mqtt.MqttClient, message: BusMessage): Promise<void> => {
    const generation = generationOf(client);
    let pause = RETRY_FIRST_MS;
    for (let attempt = 1; ; attempt++) {
      try {
        await dispatch(handlers, message);
        return;
      } catch (error) {
        const unavailable = isDatabaseUnavailable(error);
        if ((!unavailable && attempt >= RETRY_OTHER_ATTEMPTS) || generationOf(client) !== generation) throw error;
        log.error(`MQTT message on ${message.topic} not stored (attempt ${attempt}, retrying): ${String(error)}`);
        await new Promise((resolve) => setTimeout(resolve, pause));
        pause = Math.min(RETRY_MAX_MS, pause * 2);
        if (generationOf(client) !== generation) throw error;
      }
    }
  };
  // Each connection's generation grows when it closes: a retry of a message from an earlier one stops.
  const generations = new WeakMap<mqtt.MqttClient, number>();
  const generationOf = (client: mqtt.MqttClient): number => generations.get(client) ?? 0;
  const counted = (client: mqtt.MqttClient): mqtt.MqttClient => {
    client.on('close', () => generations.set(client, generationOf(client) + 1));
    client.handleMessage = handleOn(client);
    return client;
  };
  const connected = (client: mqtt.MqttClient) =>
    new Promise<void>((resolve, reject) => {
      const onError = (error: Error) => {
        client.end(true);
        reject(new Error(`MQTT_URL: cannot connect (${error.message})`));
      };
      client.once('connect', () => {
        client.off('error', onError);
        resolve();
      });
      client.once('error', onError);
    });
  const common = { reconnectPeriod: RECONNECT_FIRST_MS, connectTimeout: 10_000, resubscribe: true } as const;
  // The control connection (publishing, broadcasts) opens now, so a broker that cannot be reached fails the start.
  const control = counted(
    withBackoff(mqtt.connect(url, { ...common, clientId: `${options.clientId}-control`, clean: true })),
  );
  await connected(control);
  // Broadcasts are not shared: every instance of the group takes each one (its own included).
  const clusterRoot = `${CLUSTER_TOPIC_ROOT}/${shareGroup}`;
  const clusterFilter = `${clusterRoot}/+`;
  handlers.push({
    filter: clusterFilter,
    handler: (message) =>
      broadcasts.deliver(message.topic.slice(clusterRoot.length + 1), message.payload.toString('utf8')),
  });
  await control.subscribeAsync(clusterFilter, { qos: 0 });
  let ingest: mqtt.MqttClient[] = [];
  const subscribe = async (filter: string, handler: BusHandler) => {
    handlers.push({ filter, handler });
    sharedFilters.push(`$share/${shareGroup}/${filter}`);
  };
  await subscribe(STATUS_TOPIC_FILTER, async (message) => {
    const devKey = devKeyOf(message.topic);
    const state = message.payload.toString('utf8').trim();
    if (!devKey || (state !== 'online' && state !== 'offline')) return;
    await heartbeats.status(devKey, state === 'online', Date.now());
  });
  /**
   * The ingest connections open once every module has subscribed: each has a stable id and a persistent
   * session, so what the broker took for this instance but this instance had not acknowledged when it died
   * arrives again on restart, and arrives only when there is a handler for it. All join the shared group, so
   * the broker spreads device messages over them (each connection handles one message at a time).
   */
  const takeover = new SessionTakeover({
    leases: new MemberLeases(options.db, shareGroup, MEMBER_LEASE_TTL_MS),
    self: options.clientId,
    ownConnections: Math.max(1, options.connections),
    connect: (clientId) => {
      // A dead member's session: resumed as it was (its subscriptions included), never subscribed or cleaned here.
      const client = counted(mqtt.connect(url, { ...common, clientId, clean: false, reconnectPeriod: 0 }));
      client.on('error', (error) => log.error(`MQTT session ${clientId} (taken over): ${error.message}`));
      return client;
    },
    log,
  });
  const open = async () => {
    // The own lease first: a survivor holding this instance's session lets go before these connections open.
    await takeover.start();
    ingest = Array.from({ length: Math.max(1, options.connections) }, (_, n) => {
      return counted(withBackoff(mqtt.connect(url, { ...common, clientId: `${options.clientId}-${n}`, clean: false })));
    });
    await Promise.all(ingest.map(connected));
    await Promise.all(ingest.map((client) => client.subscribeAsync(sharedFilters, { qos: 1 })));
    heartbeats.start();
  };
  const safeUrl = new URL(url);
  safeUrl.password = '';
  const deviceUrl = new URL(safeUrl);
  deviceUrl.username = '';
  return {
    seesEveryConnection: false,
    description: `${safeUrl.toString()} (external)`,
    deviceUrl: deviceUrl.toString(),
    isReady: () => control.connected && ingest.every((client) => client.connected),
    open,
    publish: async (topic, payload, qos = 0) => {
      await control.publishAsync(topic, payload, { qos });
    },
    subscribe,
    setDeviceAuthenticator: () => undefined,
    onPresence: (listener) => {
      presenceListeners.push(listener);
    },
    revokeDevice: (devKey) => {
      for (const listener of revokedListeners) listener(devKey);
    },
    onRevoked: (listener) => {
      revokedListeners.push(listener);
    },
    broadcast: (channel, payload) => {
      const topic = `${clusterRoot}/${channel}`;
      if (!topicMatches(clusterFilter, topic)) throw new Error(`broadcast channel ${channel}: one topic level`);
      control
        .publishAsync(topic, payload, { qos: 0 })
        .catch((error: unknown) => log.error(`broadcast on ${channel} not sent: ${String(error)}`));
    },
    onBroadcast: (channel, listener) => broadcasts.add(channel, listener),
    close: async () => {
      await takeover.stop();
      await heartbeats.stop().catch((error: unknown) => log.error(`device heartbeats not written: ${String(error)}`));
      // Leaving the group first: the broker would otherwise queue this instance's share until it came back.
      await Promise.all(ingest.map((client) => client.unsubscribeAsync(sharedFilters).catch(() => undefined)));
      await Promise.all([control, ...ingest].map((client) => client.endAsync()));
      await takeover.leave().catch((error: unknown) => log.error(`broker member lease not given up: ${String(error)}`));
    },
  };
};
