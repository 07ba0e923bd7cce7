import { randomUUID } from 'node:crypto';
import type { ActivityLogWriters, ApiCallLogEntry } from '../../platform/audit/activity-logs';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const DAYS = 7;
/** Calls the week holds on average (at most MAX_CALLS): enough for every chart, quick to write at first start. */
const TARGET_CALLS = 14_000;
const MAX_CALLS = 20_000;

/** Relative traffic by hour of the day (server time): quiet nights, a morning and an afternoon peak. */
const HOURLY = [
  0.12, 0.08, 0.06, 0.05, 0.06, 0.1, 0.25, 0.6, 1.2, 1.7, 1.9, 1.7, 1.2, 1.4, 1.8, 1.9, 1.7, 1.3, 0.9, 0.7, 0.55, 0.45,
  0.3, 0.2,
];

/** A refusal or failure the demo's calls meet: its share of calls, status, reason key, message and latency (ms). */
interface Failure {
  share: number;
  status: number;
  reason: string;
  message: (api: DemoApi) => string;
  unmatched?: true;
  latency: (random: () => number) => number;
}

const quick = (random: () => number) => 0.3 + random() * 1.5;
const FAILURES: readonly Failure[] = [
  { share: 0.008, status: 401, reason: 'signatureInvalid', message: () => 'signature does not verify', latency: quick },
  { share: 0.002, status: 401, reason: 'nonceReplayed', message: () => 'nonce already used', latency: quick },
  {
    share: 0.005,
    status: 403,
    reason: 'apiNotBound',
    message: () => 'API not bound to the application',
    latency: quick,
  },
  { share: 0.012, status: 429, reason: 'gatewayRateLimited', message: () => 'rate limit exceeded', latency: quick },
  {
    share: 0.006,
    status: 404,
    reason: 'gatewayApiNotFound',
    message: (api) => `no online API at ${api.method} ${api.path}s`,
    unmatched: true,
    latency: quick,
  },
  {
    share: 0.005,
    status: 502,
    reason: 'upstreamFailed',
    message: () => 'upstream answered 502',
    latency: (r) => 5 + r() * 60,
  },
  {
    share: 0.003,
    status: 504,
    reason: 'upstreamTimeout',
    message: () => 'upstream timed out after 3000 ms',
    latency: (r) => 3_000 + r() * 40,
  },
];

/** An API of the demo as the history names it. */
export interface DemoApi {
  id: number;
  name: string;
  method: string;
  path: string;
}

/** An application of the demo as the history names it. */
export interface DemoApp {
  appId: string;
  appName: string;
}

/** A small deterministic generator (mulberry32), so every first start draws the same week. */
const generator = (seed: number) => {
  let state = seed >>> 0;
  return (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
};

/** A Poisson draw (Knuth; the rates here stay small). */
const poisson = (random: () => number, rate: number): number => {
  const limit = Math.exp(-rate);
  let count = 0;
  for (let product = random(); product > limit; product *= random()) count += 1;
  return count;
};

/** One of `items`, the first ones more often (weights 1, 1/2, 1/3, …). */
const pickWeighted = <T>(random: () => number, items: readonly T[]): T => {
  const weights = items.map((_, i) => 1 / (i + 1));
  let left = random() * weights.reduce((sum, weight) => sum + weight, 0);
  for (const [i, weight] of weights.entries()) {
    left -= weight;
    if (left <= 0) return items[i] as T;
  }
  return items[items.length - 1] as T;
};

/** Relative traffic of a minute: the hour's, less at weekends, and a burst of upstream failures two days ago. */
const weightOf = (time: number, now: number): number => {
  const date = new Date(time);
  const weekend = date.getDay() === 0 || date.getDay() === 6 ? 0.45 : 1;
  return (HOURLY[date.getHours()] ?? 1) * weekend * (isIncident(time, now) ? 1.6 : 1);
};

/** The demo's incident: 40 minutes, two days ago, when the upstream failed often. */
const isIncident = (time: number, now: number): boolean => {
  const start = now - 2 * DAY - ((now - 2 * DAY) % DAY) + 14 * 60 * MINUTE;
  return time >= start && time < start + 40 * MINUTE;
};

/** A successful call's latency: log-normal around the API's own median, with a rare slow tail. */
const successLatency = (random: () => number, median: number): number => {
  const normal = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  const slow = random() < 0.01 ? 8 : 1;
  return median * Math.exp(0.55 * normal) * slow;
};

/**
 * Appends a week (up to `now`) of plausible gateway calls of these applications to these APIs through `logs.apiCalls`
 * (about 14,000, back-dated: a daily rhythm, quieter weekends, 4xx refusals and 5xx upstream failures, one burst of
 * failures two days ago), so the monitor and the API call log have something to show. Deterministic apart from the
 * request ids; meant for the first start only (a second run adds a second week on top). Writes nothing without an
 * application or an API.
 */
export const seedGatewayCallHistory = async (
  logs: ActivityLogWriters,
  apps: readonly DemoApp[],
  apis: readonly DemoApi[],
  now: number,
): Promise<void> => {
  if (apps.length === 0 || apis.length === 0) return;
  const random = generator(20_260_105);
  const first = Math.floor((now - DAYS * DAY) / MINUTE) * MINUTE;
  const minutes = Array.from({ length: Math.ceil((now - first) / MINUTE) }, (_, i) => first + i * MINUTE);
  const weights = minutes.map((time) => weightOf(time, now));
  const scale = TARGET_CALLS / weights.reduce((sum, weight) => sum + weight, 0);
  const medians = new Map(apis.map((api, i) => [api.id, 6 + ((i * 17) % 40)]));
  const entries: ApiCallLogEntry[] = [];
  for (const [i, minute] of minutes.entries()) {
    const calls = poisson(random, (weights[i] ?? 0) * scale);
    for (let n = 0; n < calls && entries.length < MAX_CALLS; n += 1) {
      const at = minute + Math.floor(random() * MINUTE);
      if (at > now) continue;
      const app = pickWeighted(random, apps);
      const api = pickWeighted(random, apis);
      entries.push(callOf(random, app, api, at, medians.get(api.id) ?? 20, isIncident(at, now)));
    }
  }
  await logs.apiCalls(entries);
};

/** One call: mostly a success, else a failure drawn by its share (upstream failures ten times as often in the incident). */
const callOf = (
  random: () => number,
  app: DemoApp,
  api: DemoApi,
  at: number,
  median: number,
  incident: boolean,
): ApiCallLogEntry => {
  let draw = random();
  const failure = FAILURES.find((candidate) => {
    draw -= candidate.status >= 500 && incident ? candidate.share * 10 : candidate.share;
    return draw < 0;
  });
  const bytesIn = api.method === 'GET' || api.method === 'DELETE' ? 0 : 80 + Math.floor(random() * 1_500);
  const base = {
    appId: app.appId,
    appName: app.appName,
    method: api.method,
    clientIp: `203.0.113.${10 + (app.appId.charCodeAt(0) % 20) + Math.floor(random() * 3)}`,
    requestId: randomUUID(),
    bytesIn,
    createDate: at,
  };
  if (!failure)
    return {
      ...base,
      apiId: api.id,
      apiName: api.name,
      path: api.path,
      httpStatus: 200,
      result: 'success',
      durationMs: Math.round(successLatency(random, median)),
      errorMessage: '',
      reason: '',
      bytesOut: 300 + Math.floor(random() * 12_000),
    };
  return {
    ...base,
    apiId: failure.unmatched ? null : api.id,
    apiName: failure.unmatched ? '' : api.name,
    path: failure.unmatched ? `${api.path}s` : api.path,
    httpStatus: failure.status,
    result: 'fail',
    durationMs: Math.round(failure.latency(random)),
    errorMessage: failure.message(api),
    reason: failure.reason,
    bytesOut: 90 + Math.floor(random() * 60),
  };
};
