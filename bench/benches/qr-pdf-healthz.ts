import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { DEVICE_BUTTONS } from '@beacon/contracts/iot-device.endpoints';
import { DEVICE_CODE_PDF_MAX } from '@beacon/contracts/iot-device-files';
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { buildApp } from '../../packages/server/src/app';
import { loadConfig } from '../../packages/server/src/config';
import { type DeviceLabel, deviceCodePdf } from '../../packages/server/src/modules/iot-device/device-code-pdf';

const PASSWORD = 'bench-admin-password';
const ACCOUNT_PASSWORD = 'plain-bench-account-secret-7';
const PROJECT = 'BENCH-QR';
/** One /healthz call every 10 ms by the clock, each timed from when it was due (a stalled loop shows as latency). */
const INTERVAL_MS = 10;
const IDLE_MS = 3000;

/** Chinese names: the heavier path (the CJK font subset), as most real device names are. */
const labelOf = (i: number): DeviceLabel => ({
  iotId: `bqr${String(i).padStart(17, '0')}`,
  devKey: `bench-qr-${i}`,
  name: `南山花园 ${i} 号楼温湿度传感器`,
  projectName: PROJECT,
});

const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

/** /healthz latencies (ms) until `until` settles, calls sent on a fixed schedule (open loop). */
const sampleHealthz = async (app: FastifyInstance, until: Promise<unknown>): Promise<number[]> => {
  let finished = false;
  void until.finally(() => {
    finished = true;
  });
  const latencies: number[] = [];
  const calls: Promise<void>[] = [];
  const start = performance.now();
  for (let i = 0; !finished; i++) {
    const due = start + i * INTERVAL_MS;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    calls.push(
      app.inject({ method: 'GET', url: '/healthz' }).then(() => {
        latencies.push(performance.now() - due);
      }),
    );
  }
  await Promise.all(calls);
  await until;
  return latencies;
};

const seedDevices = async (db: Kysely<unknown>, stdModelId: number): Promise<void> => {
  const now = Date.now();
  for (let from = 0; from < DEVICE_CODE_PDF_MAX; from += 500) {
    const values = Array.from({ length: 500 }, (_, k) => {
      const label = labelOf(from + k);
      return sql`(${label.iotId}, ${label.devKey}, ${label.name}, ${stdModelId}, ${PROJECT}, 'offline', 'bench-secret', ${now}, ${now})`;
    });
    await sql`insert into device (iot_id, dev_key, name, std_model_id, project_code, status, device_secret, create_date, update_date)
      values ${sql.join(values)}`.execute(db);
  }
};

/**
 * `/healthz` p99 while three accounts each ask for a 5,000-label QR-code PDF at once (two build on workers; the
 * third is refused with 429 and retries after Retry-After), against the idle p99 of the same app; for reference,
 * the p99 while the same three sheets are drawn on the event loop, as the server did before.
 */
export const run = async (): Promise<string> => {
  const config = {
    ...loadConfig({
      DEMO_DATA: 'true',
      BEACON_ADMIN_PASSWORD: PASSWORD,
      MQTT_PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
    }),
    sqliteFile: ':memory:',
  };
  const app = await buildApp(config);
  try {
    const post = async (url: string, payload: object, token?: string) => {
      const reply = await app.inject({
        method: 'POST',
        url,
        payload,
        headers: token ? { accesstoken: token } : {},
      });
      if (reply.statusCode !== 200) throw new Error(`${url}: ${reply.body}`);
      return reply.json() as { data: { access_token: string; id: number } };
    };
    const admin = (await post('/api/v1/auth/login', { account: 'admin', password: PASSWORD })).data.access_token;
    const project = { projectCode: PROJECT, projectName: 'QR bench', type: 'park', areaCode: '440305', address: 'x' };
    await post('/api/v1/master-data/project/save', project, admin);
    const db = app.platform.database.db as unknown as Kysely<unknown>;
    const model = await sql<{ id: number }>`select id from iot_std_model order by id limit 1`.execute(db);
    await seedDevices(db, Number(model.rows[0]?.id));
    const resources = ['iot-device', 'IOTDevice', 'IOTDevice.device', DEVICE_BUTTONS.codePdf];
    const role = await post('/api/v1/system/role/save', { code: 'r-qr-bench', name: 'QR bench', resources }, admin);
    const tokens: string[] = [];
    for (const n of [1, 2, 3]) {
      const account = `qr-bench-${n}`;
      const body = { account, password: ACCOUNT_PASSWORD, userName: account, mobile: '13800138000' };
      await post('/api/v1/system/account/save', { ...body, roleIds: [role.data.id] }, admin);
      tokens.push((await post('/api/v1/auth/login', { account, password: ACCOUNT_PASSWORD })).data.access_token);
    }

    let refused = 0;
    /** One account's sheet: asked again after Retry-After while the server's build slots are full. */
    const sheet = async (token: string): Promise<number> => {
      for (;;) {
        const reply = await app.inject({
          method: 'POST',
          url: '/api/v1/iothub/device/code-pdf',
          payload: { filter: { projectCode: PROJECT } },
          headers: { accesstoken: token },
        });
        if (reply.statusCode === 200) return reply.rawPayload.length;
        if (reply.statusCode !== 429) throw new Error(`code-pdf: ${reply.statusCode} ${reply.body}`);
        refused += 1;
        await sleep(Number(reply.headers['retry-after'] ?? 1) * 1000);
      }
    };
    await sheet(tokens[0] ?? ''); // warm-up: worker start-up code and fonts read once

    const idle = await sampleHealthz(app, sleep(IDLE_MS));
    const started = performance.now();
    const loaded = await sampleHealthz(app, Promise.all(tokens.map(sheet)));
    const loadedSeconds = (performance.now() - started) / 1000;
    const labels = Array.from({ length: DEVICE_CODE_PDF_MAX }, (_, i) => labelOf(i));
    const onLoop = await sampleHealthz(
      app,
      Promise.all([1, 2, 3].map(() => deviceCodePdf({ labels, language: 'zh-CN' }))),
    );

    const idleP99 = percentile(idle, 99);
    const loadedP99 = percentile(loaded, 99);
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    return (
      `/healthz p99 ${ms(loadedP99)} (max ${ms(Math.max(...loaded))}, ${loaded.length} calls over ${loadedSeconds.toFixed(1)} s) ` +
      `while 3 accounts each get a 5,000-label PDF (2 workers; ${refused} × 429 + Retry-After) = ` +
      `${(loadedP99 / idleP99).toFixed(1)}× the idle p99 (${ms(idleP99)}, ${idle.length} calls); ` +
      `drawn on the event loop as before: p99 ${ms(percentile(onLoop, 99))}, max ${ms(Math.max(...onLoop))}`
    );
  } finally {
    await app.close();
  }
};
