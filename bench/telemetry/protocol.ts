// What the benchmark process and its load process (MQTT devices and a websocket client) say to each other.

/** One device's MQTT credentials. */
export interface DeviceCredentials {
  devKey: string;
  secret: string;
}

/** The ten properties every bench device reports, with their range (the model is built from these). */
export const BENCH_PROPERTIES = [
  { identifier: 'temperature', type: 'float', min: -40, max: 85 },
  { identifier: 'humidity', type: 'float', min: 0, max: 100 },
  { identifier: 'co2', type: 'int', min: 0, max: 10_000 },
  { identifier: 'pm25', type: 'int', min: 0, max: 1_000 },
  { identifier: 'pm10', type: 'int', min: 0, max: 1_000 },
  { identifier: 'tvoc', type: 'float', min: 0, max: 100 },
  { identifier: 'noise', type: 'float', min: 0, max: 140 },
  { identifier: 'illuminance', type: 'int', min: 0, max: 100_000 },
  { identifier: 'pressure', type: 'float', min: 800, max: 1_200 },
  { identifier: 'battery', type: 'int', min: 0, max: 100 },
] as const;

/** Data points (property values) per report. */
export const POINTS_PER_MESSAGE = BENCH_PROPERTIES.length;

/** The n-th report's values: every one in range and changing, so no stuck-value record opens. */
export const benchParams = (n: number): Record<string, number> => {
  const params: Record<string, number> = {};
  for (const [i, property] of BENCH_PROPERTIES.entries()) {
    const span = property.max - property.min;
    const step = ((n + i * 7) % 97) / 97;
    const value = property.min + span * (0.1 + 0.8 * step);
    params[property.identifier] = property.type === 'int' ? Math.round(value) : Math.round(value * 100) / 100;
  }
  return params;
};

/** As many reports as fast as the window allows, or a fixed rate for a while. */
export type LoadPlan =
  | { kind: 'burst'; messagesPerDevice: number }
  | { kind: 'rate'; messagesPerSecond: number; seconds: number };

/** Parent → load process. */
export type LoadCommand =
  | { type: 'connect'; url: string; devices: DeviceCredentials[]; window: number; qos: 0 | 1 }
  | { type: 'watch'; url: string; accessToken: string; watch: { devKey: string; attrKey: string }[] }
  | { type: 'run'; plan: LoadPlan }
  | { type: 'disconnect' };

/** Load process → parent. */
export type LoadEvent =
  | { type: 'connected' }
  | { type: 'watching' }
  | { type: 'progress'; at: number; acked: number; inFlight: number; owed: number }
  | {
      type: 'done';
      sent: number;
      acked: number;
      ms: number;
      /** Reports the rate plan could not send because every device's window was full. */
      owed: number;
      /** Publish → websocket latencies in ms of the watched values (rate plans with a watcher). */
      latencies: number[];
    }
  | { type: 'disconnected' }
  | { type: 'failed'; error: string };
