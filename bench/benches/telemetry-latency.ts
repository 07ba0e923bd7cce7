import { startFleet } from '../telemetry/fleet';
import { LoadProcess } from '../telemetry/load';
import { BENCH_PROPERTIES, POINTS_PER_MESSAGE } from '../telemetry/protocol';
import { envNumber, fmt, percentile } from '../telemetry/stats';

const DEVICES = envNumber('BENCH_INGEST_DEVICES', 200);
const POINTS_PER_SECOND = envNumber('BENCH_LATENCY_POINTS', 10_000);
const SECONDS = envNumber('BENCH_LATENCY_SECONDS', 20);
/** Devices whose every property the websocket watches (a dashboard page's worth). */
const WATCHED_DEVICES = envNumber('BENCH_LATENCY_WATCHED', 50);
const WINDOW = envNumber('BENCH_INGEST_WINDOW', 8);

const note = (line: string) => process.stderr.write(`  telemetry-latency: ${line}\n`);

/**
 * Publish → browser-side latency: devices report at a fixed rate over MQTT QoS 1 while a websocket client of
 * the live push (a Node `ws` client standing in for the browser, in the load process) watches some devices;
 * each pushed value's latency is its arrival time minus the report's `ts` (stamped when published).
 */
export const run = async (): Promise<string> => {
  const fleet = await startFleet(DEVICES);
  const load = new LoadProcess();
  try {
    const url = fleet.app.platform.bus.deviceUrl;
    await load.request({ type: 'connect', url, devices: fleet.devices, window: WINDOW, qos: 1 }, 'connected');
    const watch = fleet.devices
      .slice(0, WATCHED_DEVICES)
      .flatMap(({ devKey }) => BENCH_PROPERTIES.map(({ identifier }) => ({ devKey, attrKey: identifier })));
    await load.request({ type: 'watch', url: fleet.realtimeUrl, accessToken: fleet.accessToken, watch }, 'watching');
    const messagesPerSecond = POINTS_PER_SECOND / POINTS_PER_MESSAGE;
    note(`${fmt(messagesPerSecond)} reports/s for ${SECONDS} s`);
    const done = await load.request(
      { type: 'run', plan: { kind: 'rate', messagesPerSecond, seconds: SECONDS } },
      'done',
    );
    await load.request({ type: 'disconnect' }, 'disconnected');
    if (done.latencies.length === 0) throw new Error('the websocket received no value');
    const achieved = (done.acked * POINTS_PER_MESSAGE * 1000) / done.ms;
    const p50 = percentile(done.latencies, 50);
    const p99 = percentile(done.latencies, 99);
    const max = percentile(done.latencies, 100);
    return [
      `publish → websocket at ${fmt(POINTS_PER_SECOND)} data points/s (${fmt(achieved)} achieved, ${fmt(done.owed)} reports owed) from ${DEVICES} devices, ${SECONDS} s, ${fmt(done.latencies.length)} watched values received (${watch.length} keys)`,
      `  p50 ${p50} ms, p99 ${p99} ms, max ${max} ms (target p99 < 100 ms: ${p99 < 100 ? 'met' : 'NOT met'}); client: Node \`ws\` in the load process`,
    ].join('\n');
  } finally {
    await load.stop();
    await fleet.close();
  }
};
