import { performance } from 'node:perf_hooks';
import mqtt, { type MqttClient } from 'mqtt';
import { buildApp } from '../../packages/server/src/app';
import { loadConfig } from '../../packages/server/src/config';
import type { TelemetryTables } from '../../packages/server/src/modules/telemetry/tables';

const DEVICES = Number(process.env.BENCH_INGEST_DEVICES ?? 200);
const MESSAGES_PER_DEVICE = Number(process.env.BENCH_INGEST_MESSAGES ?? 100);
const CHUNK = 500;

const float = (identifier: string, min: number, max: number) => ({
  identifier,
  name: identifier,
  accessMode: 'r',
  dataType: { type: 'float', specs: { min, max, unit: '' } },
});

const connect = (url: string, username: string, password: string) =>
  new Promise<MqttClient>((resolve, reject) => {
    const client = mqtt.connect(url, { username, password, reconnectPeriod: 0 });
    client.once('connect', () => resolve(client));
    client.once('error', reject);
  });

/**
 * Telemetry ingest end to end (MQTT QoS 1 from many devices → model check → batched history, latest and
 * device-log writes, each PUBACK after its batch commits) against the same rows written straight into the
 * same tables in the writer's batch size, on the same SQLite database in the same run.
 */
export const run = async (): Promise<string> => {
  const config = {
    ...loadConfig({
      DEMO_DATA: 'false',
      BEACON_ADMIN_PASSWORD: 'bench-admin-password',
      MQTT_PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
    }),
    sqliteFile: ':memory:',
  };
  const app = await buildApp(config);
  const clients: MqttClient[] = [];
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { account: 'admin', password: 'bench-admin-password' },
    });
    const token = (login.json() as { data: { access_token: string } }).data.access_token;
    const post = async (url: string, payload: object) => {
      const reply = await app.inject({ method: 'POST', url, headers: { accesstoken: token }, payload });
      if (reply.statusCode !== 200) throw new Error(`${url}: ${reply.body}`);
      return (reply.json() as { data: Record<string, unknown> }).data;
    };
    await post('/api/v1/master-data/project/save', {
      projectCode: 'BENCH',
      projectName: 'Bench',
      type: 'park',
      areaCode: '440305',
      address: 'x',
    });
    const model = await post('/api/v1/iothub/std-model/save', {
      name: 'Bench sensor',
      productKey: 'bench-th',
      protocol: 'MQTT',
      properties: [float('temperature', -40, 85), float('humidity', 0, 100)],
      events: [],
      services: [],
    });
    const devices: { devKey: string; secret: string }[] = [];
    for (let i = 0; i < DEVICES; i++) {
      const device = await post('/api/v1/iothub/device/save', {
        devKey: `bench-${i}`,
        name: `Bench ${i}`,
        stdModelId: model.id,
        projectCode: 'BENCH',
      });
      devices.push({ devKey: String(device.devKey), secret: String(device.deviceSecret) });
    }
    for (const device of devices) clients.push(await connect(app.platform.bus.deviceUrl, device.devKey, device.secret));

    const total = DEVICES * MESSAGES_PER_DEVICE;
    const ingestStart = performance.now();
    await Promise.all(
      clients.map(async (client, index) => {
        const devKey = devices[index]?.devKey ?? '';
        for (let m = 0; m < MESSAGES_PER_DEVICE; m++) {
          const params = { temperature: 20 + (m % 10) / 10, humidity: 40 + (m % 7) };
          await client.publishAsync(`beacon/${devKey}/properties`, JSON.stringify({ ts: Date.now(), params }), {
            qos: 1,
          });
        }
      }),
    );
    const ingestMs = performance.now() - ingestStart;

    // Baseline: the rows those messages produced, written straight in 2,000-row transactions.
    const db = app.platform.database.db.withTables<TelemetryTables>();
    const baselineStart = performance.now();
    const perTransaction = 2_000 / 4;
    for (let first = 0; first < total; first += perTransaction) {
      const count = Math.min(perTransaction, total - first);
      await db.transaction().execute(async (trx) => {
        const history = [];
        const logs = [];
        for (let n = 0; n < count; n++) {
          const iotId = `base-${(first + n) % DEVICES}`;
          history.push({ iot_id: iotId, attr_key: 'temperature', value: '20.5', value_time: first + n });
          history.push({ iot_id: iotId, attr_key: 'humidity', value: '41', value_time: first + n });
          logs.push({
            iot_id: iotId,
            dev_key: iotId,
            type: 'property',
            content: '{"temperature":20.5,"humidity":41}',
            reason: '',
            create_date: first + n,
          });
        }
        for (let i = 0; i < history.length; i += CHUNK)
          await trx
            .insertInto('telemetry_history')
            .values(history.slice(i, i + CHUNK))
            .execute();
        const latest = new Map<
          string,
          { iot_id: string; attr_key: string; value: string; value_time: number; update_time: number }
        >();
        for (const row of history) latest.set(`${row.iot_id}/${row.attr_key}`, { ...row, update_time: row.value_time });
        await trx
          .insertInto('telemetry_latest')
          .values([...latest.values()])
          .onConflict((c) =>
            c.columns(['iot_id', 'attr_key']).doUpdateSet((eb) => ({
              value: eb.ref('excluded.value'),
              value_time: eb.ref('excluded.value_time'),
              update_time: eb.ref('excluded.update_time'),
            })),
          )
          .execute();
        for (let i = 0; i < logs.length; i += CHUNK)
          await trx
            .insertInto('device_log')
            .values(logs.slice(i, i + CHUNK))
            .execute();
      });
    }
    const baselineMs = performance.now() - baselineStart;

    const stored = await db
      .selectFrom('device_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('type', '=', 'property')
      .where('dev_key', 'like', 'bench-%')
      .executeTakeFirstOrThrow();
    if (Number(stored.n) !== total) throw new Error(`expected ${total} property logs, found ${stored.n}`);
    const rate = (total / ingestMs) * 1000;
    const baseline = (total / baselineMs) * 1000;
    return `${total} QoS 1 reports (2 values each) from ${DEVICES} MQTT devices: ${rate.toFixed(0)} msg/s = ${((rate / baseline) * 100).toFixed(0)} % of writing the same rows straight in 2,000-row batches (${baseline.toFixed(0)} msg/s), SQLite in memory; every acknowledged report stored`;
  } finally {
    await Promise.all(clients.map((client) => client.endAsync()));
    await app.close();
  }
};
