import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import mqtt, { type MqttClient } from 'mqtt';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { TEST_ADMIN_PASSWORD, TEST_DIALECTS } from '../../test/test-app';

// Issue #9 item 12: a QoS 1 report is acknowledged only once its batch is committed, so `kill -9` in the
// middle of a stream loses nothing that was acknowledged. The real server runs as a child process (tsx over
// src/main.ts) on a SQLite file, or its own PostgreSQL schema, and is killed and restarted on the same data.

const SERVER_DIR = fileURLToPath(new URL('../../..', import.meta.url));
/** Reports published; the kill comes once a quarter of them are acknowledged. */
const REPORTS = 2_000;
const KILL_AFTER_ACKS = REPORTS / 4;
/** Device time of report i is BASE_TS + i, its temperature i / 100 (0…19.99 °C, inside the model's range). */
const BASE_TS = 1_700_000_000_000;
const temperatureOf = (i: number): number => i / 100;

/** An empty PostgreSQL schema both server processes use (search_path in the URL), and how to drop it. */
const freshSchema = async (baseUrl: string) => {
  const schema = `beacon_kill_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create schema ${schema}`);
  const url = new URL(baseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return { url: url.toString(), drop: () => run(`drop schema if exists ${schema} cascade`) };
};

/** A server process started from source, with the URLs its start-up lines print. */
interface ServerProcess {
  origin: string;
  mqttUrl: string;
  child: ChildProcess;
  /** Resolves with the exit code or signal once the process is gone. */
  exited: Promise<string>;
}

const startServer = async (env: Record<string, string>): Promise<ServerProcess> => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      MQTT_PORT: '0',
      DEMO_DATA: 'false',
      BEACON_ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<string>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? `${code}`)));
  let output = '';
  const urls = await new Promise<{ origin: string; mqttUrl: string }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const consoleUrl = /Beacon console:\s+(\S+)/.exec(output)?.[1];
      const mqttUrl = /MQTT broker:\s+(\S+)/.exec(output)?.[1];
      if (consoleUrl && mqttUrl) {
        clearTimeout(timer);
        resolve({ origin: new URL(consoleUrl).origin, mqttUrl });
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    void exited.then((how) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${how}):\n${output}`));
    });
  });
  return { ...urls, child, exited };
};

const stopServer = async (server: ServerProcess | undefined): Promise<void> => {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  await server.exited;
};

/** A signed-in caller of one server's API; each call must succeed and resolves with the reply's data. */
const signIn = async (origin: string) => {
  const post = async <T>(url: string, body: unknown, token?: string): Promise<T> => {
    const response = await fetch(`${origin}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { accessToken: token } : {}) },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    if (response.status !== 200) throw new Error(`${url}: ${response.status} ${text}`);
    return (JSON.parse(text) as { data: T }).data;
  };
  const { access_token: token } = await post<{ access_token: string }>('/api/v1/auth/login', {
    account: 'admin',
    password: TEST_ADMIN_PASSWORD,
  });
  return <T>(url: string, body: unknown) => post<T>(url, body, token);
};

/** A project, a sensor model with a temperature property (−40…85 °C) and a device on it. */
const createDevice = async (origin: string) => {
  const post = await signIn(origin);
  await post('/api/v1/master-data/project/save', {
    projectCode: 'P-KILL-001',
    projectName: 'Kill test park',
    type: 'park',
    areaCode: '440305',
    address: 'Road 1',
  });
  const model = await post<{ id: number }>('/api/v1/iothub/std-model/save', {
    name: 'Kill test sensor',
    productKey: 'kill-th',
    protocol: 'MQTT',
    properties: [
      {
        identifier: 'temperature',
        name: 'Temperature',
        accessMode: 'r',
        dataType: { type: 'float', specs: { min: -40, max: 85, unit: '°C' } },
      },
    ],
    events: [],
    services: [],
  });
  return post<{ iotId: string; devKey: string; deviceSecret: string }>('/api/v1/iothub/device/save', {
    devKey: 'kill-th-001',
    name: 'Kill test sensor 1',
    stdModelId: model.id,
    projectCode: 'P-KILL-001',
  });
};

const connectDevice = (url: string, devKey: string, secret: string) =>
  new Promise<MqttClient>((resolve, reject) => {
    const client = mqtt.connect(url, { username: devKey, password: secret, reconnectPeriod: 0 });
    client.once('connect', () => resolve(client));
    client.once('error', reject);
  });

/** What a device sent: how many reports, which were acknowledged, and how many were when the kill came. */
interface Stream {
  published: number;
  acked: Set<number>;
  ackedAtKill?: number;
}

/**
 * Publishes the reports in small chunks (so the stream is still going when the kill comes) and records which
 * were acknowledged; calls `kill` once KILL_AFTER_ACKS are, stops publishing then, and resolves once the
 * connection has closed (acknowledgements already on the wire when the process died still count).
 */
const publishUntilKilled = async (client: MqttClient, devKey: string, kill: () => void): Promise<Stream> => {
  const stream: Stream = { published: 0, acked: new Set() };
  client.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => client.once('close', () => resolve()));
  while (stream.ackedAtKill === undefined && stream.published < REPORTS) {
    for (const end = Math.min(REPORTS, stream.published + 25); stream.published < end; stream.published += 1) {
      const i = stream.published;
      const payload = JSON.stringify({ ts: BASE_TS + i, params: { temperature: temperatureOf(i) } });
      client.publish(`beacon/${devKey}/properties`, payload, { qos: 1 }, (error) => {
        if (error) return;
        stream.acked.add(i);
        if (stream.ackedAtKill === undefined && stream.acked.size >= KILL_AFTER_ACKS) {
          stream.ackedAtKill = stream.acked.size;
          kill();
        }
      });
    }
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 20_000))]);
  client.end(true);
  return stream;
};

// Embedded broker only: behind an external broker the device's PUBACK comes from that broker, so what survives
// a kill of the platform depends on the broker's session settings, not on the platform.
describe('kill -9 during a QoS 1 stream', () => {
  for (const dialect of TEST_DIALECTS) {
    it(`keeps every acknowledged value [${dialect}, embedded broker]`, { timeout: 60_000 }, async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'beacon-kill-'));
      const pgTarget = dialect === 'postgres' ? await freshSchema(String(process.env.TEST_DATABASE_URL)) : null;
      // Empty settings count as unset: SQLite in DATA_DIR unless the PostgreSQL schema is given, the embedded broker.
      const env = { DATA_DIR: dataDir, DATABASE_URL: pgTarget?.url ?? '', MQTT_URL: '' };
      let server: ServerProcess | undefined;
      try {
        server = await startServer(env);
        const device = await createDevice(server.origin);
        const client = await connectDevice(server.mqttUrl, device.devKey, device.deviceSecret);
        const first = server;
        const stream = await publishUntilKilled(client, device.devKey, () => first.child.kill('SIGKILL'));
        // The kill came mid-stream: after some acknowledgements, before the last report was acknowledged.
        expect(stream.ackedAtKill).toBe(KILL_AFTER_ACKS);
        expect(await first.exited).toBe('SIGKILL');
        const { acked } = stream;
        expect(acked.size).toBeLessThan(REPORTS);

        server = await startServer(env);
        const post = await signIn(server.origin);
        const history = await post<{ value: unknown; valueTime: number }[]>('/api/v1/iothub/device-data/history', {
          iotId: device.iotId,
          attrKey: 'temperature',
          from: BASE_TS,
          to: BASE_TS + REPORTS,
        });
        const stored = new Map(history.map((point) => [point.valueTime - BASE_TS, point.value]));
        const lost = [...acked].filter((i) => stored.get(i) !== temperatureOf(i)).sort((a, b) => a - b);
        expect(lost, `acknowledged but not in history (of ${acked.size})`).toEqual([]);
        // Nothing was stored that was not sent.
        for (const [i, value] of stored) expect(value).toBe(temperatureOf(i));
      } finally {
        await stopServer(server);
        await pgTarget?.drop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    });
  }
});
