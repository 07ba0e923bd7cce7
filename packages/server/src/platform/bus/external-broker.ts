import mqtt from 'mqtt';
import { type Bus, type BusHandler, dispatch, type PresenceEvent } from './bus';

/** Topic where devices behind an external broker announce themselves: `online` on connect, `offline` as last will. */
export const STATUS_TOPIC_FILTER = 'beacon/+/status';

/**
 * Connects to an external MQTT broker (production: Mosquitto or EMQX). Subscriptions go through the shared
 * group `$share/<group>/...`, so several server instances ingest each message once; a QoS 1 message is
 * acknowledged to the broker only after its handlers have stored it. The broker authenticates devices itself
 * (docs: broker-side auth), so setDeviceAuthenticator does nothing here and revokeDevice only clears caches.
 */
export const connectExternalBroker = async (url: string, shareGroup: string): Promise<Bus> => {
  const handlers: { filter: string; handler: BusHandler }[] = [];
  const presenceListeners: ((event: PresenceEvent) => void)[] = [];
  const revokedListeners: ((devKey: string) => void)[] = [];
  const client = mqtt.connect(url, {
    clientId: `beacon-${process.pid}-${Date.now().toString(36)}`,
    reconnectPeriod: 2000,
    connectTimeout: 10_000,
    // Subscriptions survive reconnects: the client resubscribes itself.
    resubscribe: true,
  });
  client.handleMessage = (packet, done) => {
    const message = { topic: packet.topic, payload: Buffer.from(packet.payload), qos: packet.qos };
    dispatch(handlers, message).then(
      () => done(),
      // No acknowledgement: the broker redelivers the message to this or another instance.
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
    );
  };
  await new Promise<void>((resolve, reject) => {
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
  const subscribe = async (filter: string, handler: BusHandler) => {
    handlers.push({ filter, handler });
    await client.subscribeAsync(`$share/${shareGroup}/${filter}`, { qos: 1 });
  };
  await subscribe(STATUS_TOPIC_FILTER, (message) => {
    const devKey = message.topic.split('/')[1] ?? '';
    const state = message.payload.toString('utf8').trim();
    if (!devKey || (state !== 'online' && state !== 'offline')) return;
    for (const listener of presenceListeners) listener({ devKey, online: state === 'online', at: Date.now() });
  });
  const safeUrl = new URL(url);
  safeUrl.password = '';
  const deviceUrl = new URL(safeUrl);
  deviceUrl.username = '';
  return {
    description: `${safeUrl.toString()} (external)`,
    deviceUrl: deviceUrl.toString(),
    isReady: () => client.connected,
    publish: async (topic, payload, qos = 0) => {
      await client.publishAsync(topic, payload, { qos });
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
    close: () => client.endAsync(),
  };
};
