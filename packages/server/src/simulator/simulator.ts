import type { ThingValue } from '@beacon/contracts/thing-model-value';
import mqtt, { type MqttClient } from 'mqtt';
import { applyExcursion, type Excursion, planExcursion } from './alarm-excursion';
import { nextReport, type SimulatedDevice, serviceReply } from './simulated-device';

/** How the simulator runs: where devices connect and how often each reports. */
export interface SimulatorOptions {
  brokerUrl: string;
  devices: readonly SimulatedDevice[];
  /** Average time between two reports of one device. */
  intervalMs: number;
  log: (line: string) => void;
  /** Chance per report that a device starts driving a property across one of its alarm rules (default 0.003). */
  excursionChance?: number;
}

/** Pause between two devices' connects. */
const CONNECT_STAGGER_MS = 5;

/** A running simulation. */
export interface Simulation {
  /** Devices connected now. */
  connected(): number;
  /** Reports published so far. */
  published(): number;
  stop(): Promise<void>;
}

/** Connects every device over MQTT (username devKey, password secret), publishes reports and now and then an event, and answers service calls. */
export const startSimulator = (options: SimulatorOptions): Simulation => {
  const clients: MqttClient[] = [];
  // One pending timer per device (its next report), and the staggered connects.
  const timers = new Map<string, NodeJS.Timeout>();
  let published = 0;
  let stopped = false;
  for (const [index, device] of options.devices.entries()) {
    const client = mqtt.connect(options.brokerUrl, {
      username: device.devKey,
      password: device.deviceSecret,
      clientId: device.devKey,
      reconnectPeriod: 5_000,
      // Connected a few at a time: the broker refuses more than a few unfinished CONNECTs from one address.
      manualConnect: true,
      will: { topic: `beacon/${device.devKey}/status`, payload: Buffer.from('offline'), qos: 1, retain: false },
    });
    client.on('error', (error) => options.log(`${device.devKey}: ${error.message}`));
    client.on('connect', () => {
      // A connect that completes while the simulation stops publishes nothing (the client is ending).
      if (stopped) return;
      client.publish(`beacon/${device.devKey}/status`, 'online', { qos: 1 });
      client.subscribe(`beacon/${device.devKey}/services/+`, { qos: 1 });
    });
    // Service calls are answered at once on their reply topic.
    client.on('message', (topic, payload) => {
      const identifier = topic.split('/')[3];
      const reply = identifier === undefined ? null : serviceReply(device, identifier, payload, Math.random);
      if (reply) client.publish(`${topic}/reply`, JSON.stringify(reply), { qos: 1 });
    });
    const connect = () => {
      clients.push(client);
      client.connect();
    };
    timers.set(`connect ${device.devKey}`, setTimeout(connect, index * CONNECT_STAGGER_MS));
    const last = new Map<string, ThingValue>();
    let excursion: Excursion | null = null;
    const tick = () => {
      if (client.connected) {
        const params = nextReport(device, last, Math.random);
        // Now and then a property crosses an alarm rule for its duration and comes back: alarms rise and clear.
        if (!excursion && Math.random() < (options.excursionChance ?? 0.003))
          excursion = planExcursion(device.model, device.alarmRules, options.intervalMs, Math.random);
        if (excursion) excursion = applyExcursion(excursion, params, last);
        client.publish(`beacon/${device.devKey}/properties`, JSON.stringify({ ts: Date.now(), params }), { qos: 1 });
        published += 1;
        const event = device.model.events[0];
        if (event && Math.random() < 0.02) {
          client.publish(`beacon/${device.devKey}/events/${event.identifier}`, JSON.stringify({ params: {} }), {
            qos: 1,
          });
        }
      }
      timers.set(device.devKey, setTimeout(tick, options.intervalMs * (0.5 + Math.random())));
    };
    timers.set(device.devKey, setTimeout(tick, Math.random() * options.intervalMs));
  }
  options.log(
    `simulating ${options.devices.length} devices on ${options.brokerUrl}, a report every ~${options.intervalMs} ms each`,
  );
  return {
    connected: () => clients.filter((client) => client.connected).length,
    published: () => published,
    stop: async () => {
      stopped = true;
      for (const timer of timers.values()) clearTimeout(timer);
      await Promise.all(clients.map((client) => client.endAsync()));
    },
  };
};
