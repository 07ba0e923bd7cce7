import { type ChildProcess, spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { buildApp } from '../../packages/server/src/app';
import { loadConfig } from '../../packages/server/src/config';

/** Seconds each measured phase runs, calls in flight, and the upstream's simulated service time (ms). */
const PHASE_S = Number(process.env.BENCH_GATEWAY_PHASE_S ?? 5);
const CONCURRENCY = Number(process.env.BENCH_GATEWAY_CONCURRENCY ?? 8);
const SERVICE_MS = [Number(process.env.BENCH_GATEWAY_SERVICE_MS ?? 5), 0];

// The upstream: its own process, answering a small JSON after `SERVICE_MS` (a real backend takes time).
const UPSTREAM = `
const http = require('node:http');
const delay = Number(process.argv[1]);
const server = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    const answer = () => { res.setHeader('content-type', 'application/json'); res.end('{"ok":true,"items":[1,2,3]}'); };
    if (delay > 0) setTimeout(answer, delay); else answer();
  });
});
server.keepAliveTimeout = 30000;
server.listen(0, '127.0.0.1', () => process.stdout.write(String(server.address().port) + '\\n'));
`;

// The load: a worker thread (its own event loop) keeping CONCURRENCY calls in flight, each signed (RFC 9421,
// hmac-sha256, a fresh nonce) whether it goes through the gateway or straight to the upstream, so both sides
// pay the client's signing alike.
const LOAD = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const crypto = require('node:crypto');
const { url, appId, secret, seconds, concurrency } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
const target = new URL(url);
const sign = () => {
  const created = Math.floor(Date.now() / 1000);
  const nonce = crypto.randomBytes(12).toString('base64url');
  const params = '("@method" "@target-uri");created=' + created + ';nonce="' + nonce + '";keyid="' + appId + '";alg="hmac-sha256"';
  const base = '"@method": GET\\n"@target-uri": ' + url + '\\n"@signature-params": ' + params;
  const mac = crypto.createHmac('sha256', secret).update(base).digest('base64');
  return { 'signature-input': 'sig1=' + params, signature: 'sig1=:' + mac + ':' };
};
const call = () => new Promise((resolve, reject) => {
  const req = http.request({ host: target.hostname, port: target.port, path: target.pathname + target.search, method: 'GET', agent, headers: sign() }, (res) => {
    res.resume();
    res.on('end', () => resolve(res.statusCode));
  });
  req.on('error', reject);
  req.end();
});
(async () => {
  const latencies = [];
  let failed = 0;
  const end = performance.now() + seconds * 1000;
  const loop = async () => {
    while (performance.now() < end) {
      const start = performance.now();
      const status = await call();
      if (status !== 200) failed += 1;
      latencies.push(performance.now() - start);
    }
  };
  const began = performance.now();
  await Promise.all(Array.from({ length: concurrency }, loop));
  const elapsed = (performance.now() - began) / 1000;
  latencies.sort((a, b) => a - b);
  parentPort.postMessage({ rps: latencies.length / elapsed, p50: latencies[Math.floor(latencies.length / 2)], failed });
  agent.destroy();
})();
`;

interface Load {
  rps: number;
  p50: number;
  failed: number;
}

const load = (url: string, appId: string, secret: string): Promise<Load> =>
  new Promise((resolve, reject) => {
    const worker = new Worker(LOAD, {
      eval: true,
      workerData: { url, appId, secret, seconds: PHASE_S, concurrency: CONCURRENCY },
    });
    worker.once('message', (result: Load) => resolve(result));
    worker.once('error', reject);
  });

const startUpstream = (serviceMs: number): Promise<{ port: number; child: ChildProcess }> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', UPSTREAM, String(serviceMs)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout?.once('data', (data: Buffer) => resolve({ port: Number(String(data).trim()), child }));
    child.once('error', reject);
  });

type App = Awaited<ReturnType<typeof buildApp>>;

const objectOf = async (app: App, method: 'GET' | 'POST', url: string, token: string, payload?: object) => {
  const response = await app.inject({ method, url, headers: { accesstoken: token }, ...(payload ? { payload } : {}) });
  const body = response.json() as { object?: unknown };
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.body}`);
  return body.object as Record<string, unknown>;
};

/** Sets up an app, a cluster on the upstream, a rate-limited online API bound to the app; the app's credentials. */
const setUp = async (app: App, token: string, upstreamPort: number, tag: string) => {
  const area = await objectOf(app, 'POST', '/open-platform/domain/save', token, {
    name: `Bench ${tag}`,
    code: `bench-${tag}`,
  });
  const group = await objectOf(app, 'POST', '/open-platform/group/save', token, {
    name: `Bench ${tag}`,
    domainId: area.id,
  });
  const cluster = await objectOf(app, 'POST', '/api/v1/gateway/service-cluster/save', token, {
    name: `Bench ${tag}`,
    nodes: [{ host: '127.0.0.1', port: upstreamPort, weight: 1 }],
  });
  const api = await objectOf(app, 'POST', '/open-platform/api/save', token, {
    name: `Bench ${tag}`,
    method: 'GET',
    path: `/bench/${tag}`,
    domainId: area.id,
    groupId: group.id,
    clusterId: cluster.id,
    backendPath: '/items',
  });
  await objectOf(app, 'GET', `/open-platform/api/deploy?id=${api.id}`, token);
  const plugin = await objectOf(app, 'POST', '/api/v1/gateway/plugin/save', token, {
    name: `Bench limit ${tag}`,
    type: 'rate-limit',
    config: { count: 1_000_000, windowSeconds: 60, key: 'app' },
  });
  await objectOf(app, 'POST', '/api/v1/gateway/plugin/bing-api', token, { pluginId: plugin.id, apiIds: [api.id] });
  const created = await objectOf(app, 'POST', '/api/v1/gateway/app/save', token, {
    name: `Bench ${tag}`,
    callbackUrl: '',
  });
  await objectOf(app, 'POST', '/api/v1/gateway/app/bing-api', token, { id: created.id, apiIds: [api.id] });
  return { appId: String(created.appId), secret: String(created.secret), path: `/gateway/bench/${tag}` };
};

/**
 * Gateway overhead: signed GETs through the gateway (signature, nonce, directory, a rate-limit plugin, the call
 * log, forwarding on a kept-alive socket) to a local upstream, against the same signed GETs straight to the
 * upstream, in one run; once with an upstream that takes `SERVICE_MS[0]` ms per call, once with one that
 * answers at once (the gateway's own CPU cost on this machine).
 */
export const run = async (): Promise<string> => {
  const config = {
    ...loadConfig({
      DEMO_DATA: 'false',
      BEACON_ADMIN_PASSWORD: 'bench-admin-password',
      MQTT_PORT: '0',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'silent',
    }),
    sqliteFile: ':memory:',
  };
  const app = await buildApp(config);
  const upstreams: ChildProcess[] = [];
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { account: 'admin', password: 'bench-admin-password' },
    });
    const token = (login.json() as { data: { access_token: string } }).data.access_token;
    await app.listen({ port: 0, host: '127.0.0.1' });
    const gatewayPort = (app.server.address() as AddressInfo).port;
    const figures: string[] = [];
    for (const serviceMs of SERVICE_MS) {
      const upstream = await startUpstream(serviceMs);
      upstreams.push(upstream.child);
      const { appId, secret, path } = await setUp(app, token, upstream.port, `s${serviceMs}`);
      const direct = `http://127.0.0.1:${upstream.port}/items`;
      const through = `http://127.0.0.1:${gatewayPort}${path}`;
      // Warm both paths, then interleave: direct, gateway, direct, gateway; the better of each pair counts.
      await load(through, appId, secret);
      const runs: { direct: Load; gateway: Load }[] = [];
      for (let round = 0; round < 2; round++) {
        runs.push({ direct: await load(direct, appId, secret), gateway: await load(through, appId, secret) });
      }
      const best = (pick: (r: (typeof runs)[number]) => Load) =>
        runs.map(pick).reduce((a, b) => (b.rps > a.rps ? b : a));
      const d = best((r) => r.direct);
      const g = best((r) => r.gateway);
      if (g.failed > 0) throw new Error(`gateway answered ${g.failed} calls with a status other than 200`);
      figures.push(
        `upstream ${serviceMs} ms: gateway ${g.rps.toFixed(0)}/s = ${((g.rps / d.rps) * 100).toFixed(1)} % of direct (${d.rps.toFixed(0)}/s), p50 ${g.p50.toFixed(2)} ms vs ${d.p50.toFixed(2)} ms (+${(g.p50 - d.p50).toFixed(2)} ms)`,
      );
    }
    return `${figures.join('; ')}; ${CONCURRENCY} calls in flight, ${PHASE_S} s phases, SQLite`;
  } finally {
    for (const child of upstreams) child.kill();
    await app.close();
  }
};
