import mqtt from 'mqtt';
import { type Bus, topicMatches } from './bus';

/** Connects to an external MQTT broker (production: Mosquitto or EMQX). */
export const connectExternalBroker = async (url: string): Promise<Bus> => {
  const client = mqtt.connect(url, {
    clientId: `beacon-${process.pid}-${Date.now().toString(36)}`,
    reconnectPeriod: 2000,
    connectTimeout: 10_000,
  });
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
  const safeUrl = new URL(url);
  safeUrl.password = '';
  return {
    description: `${safeUrl.toString()} (external)`,
    isReady: () => client.connected,
    publish: async (topic, payload, qos = 0) => {
      await client.publishAsync(topic, payload, { qos });
    },
    subscribe: async (filter, handler) => {
      client.on('message', (topic, payload) => {
        if (topicMatches(filter, topic)) handler({ topic, payload });
      });
      await client.subscribeAsync(filter, { qos: 1 });
    },
    close: () => client.endAsync(),
  };
};
