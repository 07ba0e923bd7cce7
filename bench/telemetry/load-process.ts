// The load process: MQTT devices publishing property reports and a websocket client of the live push,
// driven by the benchmark process over IPC. Runs apart from the server so they do not share an event loop.
import { performance } from 'node:perf_hooks';
import mqtt, { type MqttClient } from 'mqtt';
import WebSocket from 'ws';
import { benchParams, type DeviceCredentials, type LoadCommand, type LoadEvent, type LoadPlan } from './protocol';

interface Device {
  devKey: string;
  topic: string;
  client: MqttClient;
  inFlight: number;
  /** Reports sent since connecting (the values' sequence). */
  sent: number;
  /** Reports sent in the current run. */
  runSent: number;
}

const send = (event: LoadEvent): void => {
  process.send?.(event);
};

let devices: Device[] = [];
let window = 1;
let qos: 0 | 1 = 1;
let socket: WebSocket | undefined;
let latencies: number[] = [];
let recording = false;

const connectOne = (url: string, credentials: DeviceCredentials) =>
  new Promise<Device>((resolve, reject) => {
    const client = mqtt.connect(url, {
      username: credentials.devKey,
      password: credentials.secret,
      reconnectPeriod: 0,
      clientId: credentials.devKey,
    });
    client.once('connect', () =>
      resolve({
        devKey: credentials.devKey,
        topic: `beacon/${credentials.devKey}/properties`,
        client,
        inFlight: 0,
        sent: 0,
        runSent: 0,
      }),
    );
    client.once('error', reject);
  });

const connect = async (url: string, credentials: DeviceCredentials[]) => {
  devices = [];
  for (let i = 0; i < credentials.length; i += 50) {
    devices.push(...(await Promise.all(credentials.slice(i, i + 50).map((c) => connectOne(url, c)))));
  }
};

const watch = (url: string, accessToken: string, keys: { devKey: string; attrKey: string }[]) =>
  new Promise<void>((resolve, reject) => {
    socket = new WebSocket(url);
    socket.once('error', reject);
    socket.once('open', () => {
      socket?.send(JSON.stringify({ accessToken }));
      socket?.send(JSON.stringify(keys));
      // The server answers nothing to a watch list: give it a moment to resolve the keys.
      setTimeout(resolve, 500);
    });
    socket.on('message', (data) => {
      const now = Date.now();
      const changes = JSON.parse(String(data)) as { valueTime?: number }[] | { code: number; msg: string };
      if (!Array.isArray(changes)) return send({ type: 'failed', error: `websocket: ${changes.msg}` });
      if (!recording) return;
      for (const change of changes) if (typeof change.valueTime === 'number') latencies.push(now - change.valueTime);
    });
  });

/** Publishes one report; calls back on its PUBACK (QoS 1) or once written (QoS 0). */
const publish = (device: Device, onAck: () => void) => {
  device.inFlight += 1;
  device.sent += 1;
  device.runSent += 1;
  const payload = JSON.stringify({ ts: Date.now(), params: benchParams(device.sent) });
  device.client.publish(device.topic, payload, { qos }, (error) => {
    if (error) send({ type: 'failed', error: `${device.devKey}: ${error.message}` });
    device.inFlight -= 1;
    onAck();
  });
};

const burst = (messagesPerDevice: number) =>
  new Promise<{ sent: number; acked: number; owed: number }>((resolve) => {
    let acked = 0;
    const total = devices.length * messagesPerDevice;
    const next = (device: Device) => {
      acked += 1;
      if (device.runSent < messagesPerDevice) publish(device, () => next(device));
      if (acked === total) resolve({ sent: total, acked, owed: 0 });
    };
    for (const device of devices) device.runSent = 0;
    for (const device of devices) {
      for (let i = 0; i < Math.min(window, messagesPerDevice); i++) publish(device, () => next(device));
    }
  });

const rate = (messagesPerSecond: number, seconds: number) =>
  new Promise<{ sent: number; acked: number; owed: number }>((resolve) => {
    const start = performance.now();
    let due = 0;
    let sent = 0;
    let acked = 0;
    let cursor = 0;
    let stopped = false;
    const onAck = () => {
      acked += 1;
      if (stopped && acked === sent) resolve({ sent, acked, owed: due - sent });
    };
    const tick = setInterval(() => {
      const elapsed = (performance.now() - start) / 1000;
      if (elapsed >= seconds) {
        clearInterval(tick);
        clearInterval(progress);
        stopped = true;
        if (acked === sent) resolve({ sent, acked, owed: due - sent });
        return;
      }
      due = Math.floor(elapsed * messagesPerSecond);
      // Round robin over devices with room in their window; a full fleet leaves the rest owed.
      let tried = 0;
      while (sent < due && tried < devices.length) {
        const device = devices[cursor];
        cursor = (cursor + 1) % devices.length;
        if (!device || device.inFlight >= window) {
          tried += 1;
          continue;
        }
        tried = 0;
        sent += 1;
        publish(device, onAck);
      }
    }, 2);
    const progress = setInterval(() => {
      const inFlight = devices.reduce((sum, device) => sum + device.inFlight, 0);
      send({ type: 'progress', at: Date.now(), acked, inFlight, owed: due - sent });
    }, 1_000);
  });

const run = async (plan: LoadPlan) => {
  latencies = [];
  recording = true;
  const start = performance.now();
  const result =
    plan.kind === 'burst' ? await burst(plan.messagesPerDevice) : await rate(plan.messagesPerSecond, plan.seconds);
  const ms = performance.now() - start;
  // Pushes of the last commits are still on their way.
  await new Promise((resolve) => setTimeout(resolve, 200));
  recording = false;
  send({ type: 'done', ...result, ms, latencies });
};

const handle = async (command: LoadCommand) => {
  switch (command.type) {
    case 'connect':
      window = command.window;
      qos = command.qos;
      await connect(command.url, command.devices);
      return send({ type: 'connected' });
    case 'watch':
      await watch(command.url, command.accessToken, command.watch);
      return send({ type: 'watching' });
    case 'run':
      return run(command.plan);
    case 'disconnect':
      socket?.close();
      await Promise.all(devices.map((device) => device.client.endAsync()));
      devices = [];
      return send({ type: 'disconnected' });
  }
};

process.on('message', (command: LoadCommand) => {
  handle(command).catch((error: unknown) => send({ type: 'failed', error: String(error) }));
});
