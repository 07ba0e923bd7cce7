import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import mqtt from 'mqtt';
import { describe, expect, it } from 'vitest';
import { deviceClientId } from '../../modules/telemetry/telemetry-fixtures.test-helper';
import {
  createSensorDevice,
  eventually,
  type ServerProcess,
  signIn,
  startServer,
  stopServer,
} from '../../test/server-process';
import { startTcpProxy } from '../../test/tcp-proxy';
import { freshPostgresSchema, TEST_ADMIN_PASSWORD } from '../../test/test-app';

// Two instances whose way to PostgreSQL is a TCP proxy the test cuts for longer than a broker-member lease, while a
// device keeps reporting through Mosquitto: both live on, say so on /readyz, acknowledge nothing to the broker
// that is not stored, and store it all once the database is back, without a restart.

const REPORTS = 300;
const OUTAGE_MS = 20_000;
const BASE_TS = 1_700_000_000_000;

const rssMiB = (server: ServerProcess): number => {
  const status = readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

describe.runIf(process.env.TEST_MQTT_URL && process.env.TEST_DATABASE_URL)(
  'a database outage under two instances',
  () => {
    it('loses nothing the broker acknowledged, and both instances recover on their own', {
      timeout: 150_000,
    }, async () => {
      const base = String(process.env.TEST_DATABASE_URL);
      const schema = await freshPostgresSchema(base);
      const proxy = await startTcpProxy(Number(new URL(base).port || 5432));
      const proxied = new URL(schema.url);
      proxied.hostname = '127.0.0.1';
      proxied.port = String(proxy.port);
      const group = `out-${randomUUID().slice(0, 8)}`;
      const env = (member: string) => ({
        DATABASE_URL: proxied.toString(),
        MQTT_URL: String(process.env.TEST_MQTT_URL),
        MQTT_SHARE_GROUP: group,
        MQTT_CLIENT_ID: `${group}-${member}`,
        MQTT_INGEST_CONNECTIONS: '2',
      });
      const servers: ServerProcess[] = [];
      try {
        servers.push(await startServer(env('a')), await startServer(env('b')));
        const [a, b] = servers as [ServerProcess, ServerProcess];
        const sensor = await createSensorDevice(a.origin, group);
        const client = await mqtt.connectAsync(String(process.env.TEST_MQTT_URL), {
          username: sensor.devKey,
          password: sensor.deviceSecret,
          clientId: deviceClientId(sensor.devKey, String(process.env.TEST_MQTT_URL)),
          reconnectPeriod: 0,
        });
        const login = await fetch(`${b.origin}/api/v1/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ account: 'admin', password: TEST_ADMIN_PASSWORD }),
        });
        const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
        const rssBefore = servers.map(rssMiB);
        proxy.cut();
        const cutAt = Date.now();
        await eventually(async () => {
          for (const server of servers) expect((await fetch(`${server.origin}/readyz`)).status).toBe(503);
        }, 5_000);
        const notReadyAfterMs = Date.now() - cutAt;
        const call = await fetch(`${b.origin}/api/v1/iothub/device/page`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accessToken: token },
          body: '{}',
        });
        expect(call.status).toBe(503);
        expect(Number(call.headers.get('retry-after'))).toBeGreaterThan(0);

        const acked = new Set<number>();
        for (let i = 0; i < REPORTS; i++) {
          const payload = JSON.stringify({ ts: BASE_TS + i, params: { temperature: i / 100 } });
          client.publish(`beacon/${sensor.devKey}/properties`, payload, { qos: 1 }, (error) => {
            if (!error) acked.add(i);
          });
          if (i % 10 === 9) await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await eventually(async () => expect(acked.size).toBe(REPORTS), 10_000);
        await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS - (Date.now() - cutAt)));
        const rssGrowth = servers.map((server, n) => rssMiB(server) - (rssBefore[n] ?? 0));
        for (const server of servers) expect(server.child.exitCode).toBeNull();
        proxy.restore();
        const restoredAt = Date.now();

        const post = await signIn(a.origin);
        await eventually(async () => {
          const history = await post<{ valueTime: number }[]>('/api/v1/iothub/device-data/history', {
            iotId: sensor.iotId,
            attrKey: 'temperature',
            from: BASE_TS,
            to: BASE_TS + REPORTS,
          });
          const stored = new Set(history.map((point) => point.valueTime - BASE_TS));
          expect(
            [...acked].filter((i) => !stored.has(i)),
            'acknowledged by the broker but not stored',
          ).toEqual([]);
        }, 30_000);
        const storedAfterMs = Date.now() - restoredAt;
        await eventually(async () => {
          for (const server of servers) expect((await fetch(`${server.origin}/readyz`)).status).toBe(200);
        }, 45_000);
        console.log(
          `[db outage] /readyz 503 after ${notReadyAfterMs} ms; RSS growth ${rssGrowth.map((n) => n.toFixed(0)).join(' / ')} MiB; all ${REPORTS} acknowledged reports stored ${storedAfterMs} ms after recovery`,
        );
        for (const growth of rssGrowth) expect(growth).toBeLessThan(150);
        await client.endAsync();
      } catch (error) {
        for (const server of servers) console.log(server.output().slice(-8000));
        throw error;
      } finally {
        for (const server of servers) await stopServer(server);
        await proxy.close();
        await schema.drop();
      }
    });
  },
);
