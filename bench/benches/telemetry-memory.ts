import { monitorEventLoopDelay } from 'node:perf_hooks';
import { startFleet } from '../telemetry/fleet';
import { LoadProcess } from '../telemetry/load';
import { POINTS_PER_MESSAGE } from '../telemetry/protocol';
import { envNumber, fmt } from '../telemetry/stats';

const DEVICES = envNumber('BENCH_INGEST_DEVICES', 200);
/** 3× the 30,000 data points/s target. */
const POINTS_PER_SECOND = envNumber('BENCH_MEMORY_POINTS', 90_000);
/** 300 s by default; e.g. BENCH_MEMORY_SECONDS=30 for a quick check. */
const SECONDS = envNumber('BENCH_MEMORY_SECONDS', 300);
const WINDOW = envNumber('BENCH_INGEST_WINDOW', 8);
const QOS = process.env.BENCH_MEMORY_QOS === '0' ? 0 : 1;

const note = (line: string) => process.stderr.write(`  telemetry-memory: ${line}\n`);

interface Sample {
  second: number;
  rssMb: number;
  heapMb: number;
  lagP99Ms: number;
  lagMaxMs: number;
  acked: number;
  inFlight: number;
  owed: number;
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);

/**
 * The server's RSS and event-loop lag while devices offer 3× the target rate for minutes: whatever the pipeline
 * cannot take must be held back (QoS 1 acknowledgements pace the devices) or shed, not queued without bound.
 * Growth = mean of the last window over mean of the first (a minute each, a third of the run if shorter).
 */
export const run = async (): Promise<string> => {
  const fleet = await startFleet(DEVICES);
  const load = new LoadProcess();
  const lag = monitorEventLoopDelay({ resolution: 5 });
  const samples: Sample[] = [];
  let sampler: ReturnType<typeof setInterval> | undefined;
  try {
    const url = fleet.app.platform.bus.deviceUrl;
    await load.request({ type: 'connect', url, devices: fleet.devices, window: WINDOW, qos: QOS }, 'connected');
    const messagesPerSecond = POINTS_PER_SECOND / POINTS_PER_MESSAGE;
    note(`offering ${fmt(messagesPerSecond)} QoS ${QOS} reports/s for ${SECONDS} s`);
    const start = Date.now();
    lag.enable();
    // Sampled by the server's own timer: a blocked event loop shows as late samples and lag, not as missing ones.
    let progress = { acked: 0, inFlight: 0, owed: 0 };
    load.onProgress((event) => {
      progress = event;
    });
    sampler = setInterval(() => {
      const memory = process.memoryUsage();
      const sample: Sample = {
        second: Math.round((Date.now() - start) / 1000),
        rssMb: memory.rss / 2 ** 20,
        heapMb: memory.heapUsed / 2 ** 20,
        lagP99Ms: lag.percentile(99) / 1e6,
        lagMaxMs: lag.max / 1e6,
        acked: progress.acked,
        inFlight: progress.inFlight,
        owed: progress.owed,
      };
      lag.reset();
      samples.push(sample);
      if (samples.length % 10 === 0 || SECONDS <= 60)
        note(
          `${sample.second}s rss ${sample.rssMb.toFixed(0)} MB heap ${sample.heapMb.toFixed(0)} MB lag p99 ${sample.lagP99Ms.toFixed(1)} ms max ${sample.lagMaxMs.toFixed(1)} ms acked ${fmt(sample.acked)} in flight ${sample.inFlight} owed ${fmt(sample.owed)}`,
        );
    }, 1_000);
    const done = await load.request(
      { type: 'run', plan: { kind: 'rate', messagesPerSecond, seconds: SECONDS } },
      'done',
    );
    clearInterval(sampler);
    lag.disable();
    await load.request({ type: 'disconnect' }, 'disconnected');
    const span = Math.min(60, Math.max(1, Math.floor(SECONDS / 3)));
    const first = samples.filter((s) => s.second <= span);
    const last = samples.filter((s) => s.second > SECONDS - span);
    const growth = mean(last.map((s) => s.rssMb)) / mean(first.map((s) => s.rssMb));
    const lagFirst = mean(first.map((s) => s.lagP99Ms));
    const lagLast = mean(last.map((s) => s.lagP99Ms));
    const achieved = (done.acked * POINTS_PER_MESSAGE * 1000) / done.ms;
    return [
      `${SECONDS} s offering ${fmt(POINTS_PER_SECOND)} data points/s (QoS ${QOS}) from ${DEVICES} devices (window ${WINDOW}): ${fmt(achieved)} data points/s taken, ${fmt(done.owed)} reports held back at the devices`,
      `  RSS first ${span} s ${mean(first.map((s) => s.rssMb)).toFixed(0)} MB, last ${span} s ${mean(last.map((s) => s.rssMb)).toFixed(0)} MB: growth ${growth.toFixed(2)}×; peak ${Math.max(...samples.map((s) => s.rssMb)).toFixed(0)} MB`,
      `  event-loop lag p99 (per-second samples, mean) first ${lagFirst.toFixed(1)} ms, last ${lagLast.toFixed(1)} ms; worst second max ${Math.max(...samples.map((s) => s.lagMaxMs)).toFixed(0)} ms`,
    ].join('\n');
  } finally {
    clearInterval(sampler);
    lag.disable();
    await load.stop();
    await fleet.close();
  }
};
