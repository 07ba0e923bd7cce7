import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import mqtt, { type MqttClient } from 'mqtt';
import { describe, expect, it } from 'vitest';
import {
  createSensorDevice,
  eventually,
  type ServerProcess,
  signIn,
  startServer,
  stopServer,
} from '../../test/server-process';
import { freshPostgresSchema, TEST_DIALECTS } from '../../test/test-app';
import { deviceClientId } from './telemetry-fixtures.test-helper';

// Issue #9 item 12: a QoS 1 report is acknowledged only once its batch is committed, so `kill -9` in the
// middle of a stream loses nothing that was acknowledged. The real server runs as a child process (tsx over
// src/main.ts) on a SQLite file, or its own PostgreSQL schema, and is killed and restarted on the same data.

/** Reports published; the kill comes once a quarter of them are acknowledged. */
const REPORTS = 2_000;
const KILL_AFTER_ACKS = REPORTS / 4;
/** Device time of report i is BASE_TS + i, its temperature i / 100 (0…19.99 °C, inside the model's range). */
const BASE_TS = 1_700_000_000_000;
const temperatureOf = (i: number): number => i / 100;

const connectDevice = (url: string, devKey: string, secret: string) =>
  new Promise<MqttClient>((resolve, reject) => {
    const client = mqtt.connect(url, {
      username: devKey,
      password: secret,
      clientId: deviceClientId(devKey, url),
      reconnectPeriod: 0,
    });
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
 * connection has closed or closeWaitMs passed (acknowledgements already on the wire still count).
 */
const publishUntilKilled = async (
  client: MqttClient,
  devKey: string,
  kill: () => void,
  closeWaitMs: number,
): Promise<Stream> => {
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
  await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, closeWaitMs))]);
  client.end(true);
  return stream;
};

// With the embedded broker the device's PUBACK comes from the platform once stored; behind an external broker
// it comes from the broker, and the platform's persistent session there holds what it had not yet stored.
const BROKERS = process.env.TEST_MQTT_URL ? (['embedded', 'external'] as const) : (['embedded'] as const);

describe('kill -9 during a QoS 1 stream', () => {
  for (const dialect of TEST_DIALECTS) {
    for (const broker of BROKERS) {
      it(`keeps every acknowledged value [${dialect}, ${broker} broker]`, { timeout: 90_000 }, async () => {
        const dataDir = mkdtempSync(path.join(tmpdir(), 'beacon-kill-'));
        const pgTarget =
          dialect === 'postgres' ? await freshPostgresSchema(String(process.env.TEST_DATABASE_URL)) : null;
        const group = `kill-${randomUUID().slice(0, 8)}`;
        // Empty settings count as unset: SQLite in DATA_DIR unless the PostgreSQL schema is given, the embedded broker
        // unless the external one is tested (the same client id after the restart: the same broker session).
        const env = {
          DATA_DIR: dataDir,
          DATABASE_URL: pgTarget?.url ?? '',
          MQTT_URL: broker === 'external' ? String(process.env.TEST_MQTT_URL) : '',
          MQTT_SHARE_GROUP: group,
          MQTT_CLIENT_ID: group,
        };
        let server: ServerProcess | undefined;
        try {
          server = await startServer(env);
          const device = await createSensorDevice(server.origin, 'kill');
          const client = await connectDevice(server.mqttUrl, device.devKey, device.deviceSecret);
          const first = server;
          // The embedded broker dies with the server; an external one keeps the device connected.
          const stream = await publishUntilKilled(
            client,
            device.devKey,
            () => first.child.kill('SIGKILL'),
            broker === 'embedded' ? 20_000 : 1_000,
          );
          // The kill came mid-stream: after some acknowledgements, before the last report was acknowledged.
          expect(stream.ackedAtKill).toBe(KILL_AFTER_ACKS);
          expect(await first.exited).toBe('SIGKILL');
          const { acked } = stream;
          expect(acked.size).toBeLessThan(REPORTS);

          server = await startServer(env);
          const post = await signIn(server.origin);
          // Behind the external broker, what the session held arrives after the restart: wait for it.
          await eventually(
            async () => {
              const history = await post<{ value: unknown; valueTime: number }[]>(
                '/api/v1/iothub/device-data/history',
                {
                  iotId: device.iotId,
                  attrKey: 'temperature',
                  from: BASE_TS,
                  to: BASE_TS + REPORTS,
                },
              );
              const stored = new Map(history.map((point) => [point.valueTime - BASE_TS, point.value]));
              const lost = [...acked].filter((i) => stored.get(i) !== temperatureOf(i)).sort((a, b) => a - b);
              expect(lost, `acknowledged but not in history (of ${acked.size})`).toEqual([]);
              // Nothing was stored that was not sent.
              for (const [i, value] of stored) expect(value).toBe(temperatureOf(i));
            },
            broker === 'external' ? 20_000 : 0,
          );
        } finally {
          await stopServer(server);
          await pgTarget?.drop();
          rmSync(dataDir, { recursive: true, force: true });
        }
      });
    }
  }
});
