import { randomUUID } from 'node:crypto';
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
import { freshPostgresSchema } from '../../test/test-app';

// Two instances on one PostgreSQL database and the machine's Mosquitto, one share group. One is killed -9 under
// load: the broker keeps queueing its share in its persistent session, and the survivor must take that session
// over (its lease ran out) and store everything the broker acknowledged to the device, with nobody restarting.

const REPORTS = 600;
const KILL_AFTER_ACKS = 150;
const BASE_TS = 1_700_000_000_000;
const temperatureOf = (i: number): number => i / 100;
/** The target: everything acknowledged is stored within this time of the kill. */
const STORED_WITHIN_MS = 60_000;

describe.runIf(process.env.TEST_MQTT_URL && process.env.TEST_DATABASE_URL)('a killed cluster member', () => {
  it('strands nothing: the survivor takes its broker session over and stores all it held', {
    timeout: 150_000,
  }, async () => {
    const schema = await freshPostgresSchema(String(process.env.TEST_DATABASE_URL));
    const group = `fo-${randomUUID().slice(0, 8)}`;
    const env = (member: string) => ({
      DATABASE_URL: schema.url,
      MQTT_URL: String(process.env.TEST_MQTT_URL),
      MQTT_SHARE_GROUP: group,
      MQTT_CLIENT_ID: `${group}-${member}`,
      MQTT_INGEST_CONNECTIONS: '2',
    });
    let doomed: ServerProcess | undefined;
    let survivor: ServerProcess | undefined;
    try {
      doomed = await startServer(env('a'));
      survivor = await startServer(env('b'));
      const sensor = await createSensorDevice(survivor.origin, group);
      const client = await mqtt.connectAsync(String(process.env.TEST_MQTT_URL), {
        username: sensor.devKey,
        password: sensor.deviceSecret,
        clientId: deviceClientId(sensor.devKey, String(process.env.TEST_MQTT_URL)),
        reconnectPeriod: 0,
      });
      const acked = new Set<number>();
      let killedAt = 0;
      const killed = doomed;
      for (let i = 0; i < REPORTS; i++) {
        const payload = JSON.stringify({ ts: BASE_TS + i, params: { temperature: temperatureOf(i) } });
        client.publish(`beacon/${sensor.devKey}/properties`, payload, { qos: 1 }, (error) => {
          if (error) return;
          acked.add(i);
          if (killedAt === 0 && acked.size >= KILL_AFTER_ACKS) {
            killedAt = Date.now();
            killed.child.kill('SIGKILL');
          }
        });
        if (i % 10 === 9) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await eventually(async () => expect(acked.size).toBe(REPORTS), 10_000);
      await client.endAsync();
      expect(await killed.exited).toBe('SIGKILL');

      const post = await signIn(survivor.origin);
      const origin = survivor.origin;
      const notReady: number[] = [];
      await eventually(
        async () => {
          const readyz = await fetch(`${origin}/readyz`);
          if (readyz.status !== 200) notReady.push(readyz.status);
          const history = await post<{ value: unknown; valueTime: number }[]>('/api/v1/iothub/device-data/history', {
            iotId: sensor.iotId,
            attrKey: 'temperature',
            from: BASE_TS,
            to: BASE_TS + REPORTS,
          });
          const stored = new Set(history.map((point) => point.valueTime - BASE_TS));
          const missing = [...acked].filter((i) => !stored.has(i));
          expect(missing, `acknowledged by the broker but not stored (of ${acked.size})`).toEqual([]);
        },
        STORED_WITHIN_MS - (Date.now() - killedAt),
      );
      console.log(
        `[failover] all ${acked.size} acknowledged reports stored ${Date.now() - killedAt} ms after the kill`,
      );
      expect(notReady).toEqual([]);
    } finally {
      await stopServer(survivor);
      await stopServer(doomed);
      await schema.drop();
    }
  });
});
