import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AlarmRule } from '@beacon/contracts/iot-model';
import { buildApp } from '../../packages/server/src/app';
import { loadConfig } from '../../packages/server/src/config';
import { BENCH_DEVICE_MAX_MSG_RATE, BENCH_MAX_PENDING_PER_ADDRESS } from './baselines';
import { BENCH_PROPERTIES, type DeviceCredentials } from './protocol';

/** The server with a project, 10-property model(s) and their devices, listening for the websocket on a free port. */
export interface Fleet {
  app: Awaited<ReturnType<typeof buildApp>>;
  accessToken: string;
  devices: DeviceCredentials[];
  /** The standard models' ids; device i uses model i modulo their number. */
  modelIds: number[];
  /** Replaces a model's alarm rules through the console's API (the rule cache sees them within its TTL). */
  setAlarmRules(modelId: number, rules: readonly AlarmRule[]): Promise<void>;
  /** The SQLite file the server writes (WAL, synchronous FULL, as in production). */
  sqliteFile: string;
  /** ws:// URL of the live push of project BENCH. */
  realtimeUrl: string;
  close(): Promise<void>;
}

const PASSWORD = 'bench-admin-password';

/** Builds the app on a fresh SQLite file in the temp directory and creates `count` devices on `models` models. */
export const startFleet = async (count: number, models = 1): Promise<Fleet> => {
  const dir = mkdtempSync(path.join(tmpdir(), 'beacon-bench-'));
  const sqliteFile = path.join(dir, 'beacon.db');
  const config = {
    ...loadConfig({
      DEMO_DATA: 'false',
      BEACON_ADMIN_PASSWORD: PASSWORD,
      MQTT_PORT: '0',
      HOST: '127.0.0.1',
      DEVICE_MAX_MSG_RATE: BENCH_DEVICE_MAX_MSG_RATE,
      MQTT_MAX_PENDING_PER_ADDRESS: BENCH_MAX_PENDING_PER_ADDRESS,
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    }),
    sqliteFile,
  };
  const app = await buildApp(config);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { account: 'admin', password: PASSWORD },
  });
  const accessToken = (login.json() as { data: { access_token: string } }).data.access_token;
  const post = async (url: string, payload: object, method: 'POST' | 'PUT' = 'POST') => {
    const reply = await app.inject({ method, url, headers: { accesstoken: accessToken }, payload });
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
  const modelFields = (i: number) => ({
    name: i === 0 ? 'Bench environment sensor' : `Bench environment sensor ${i + 1}`,
    protocol: 'MQTT',
    properties: BENCH_PROPERTIES.map(({ identifier, type, min, max }) => ({
      identifier,
      name: identifier,
      accessMode: 'r',
      dataType: { type, specs: { min, max, unit: '' } },
    })),
    events: [],
    services: [],
  });
  const modelIds: number[] = [];
  for (let i = 0; i < models; i++) {
    const productKey = i === 0 ? 'bench-env' : `bench-env-${i + 1}`;
    const model = await post('/api/v1/iothub/std-model/save', { ...modelFields(i), productKey });
    modelIds.push(Number(model.id));
  }
  const devices: DeviceCredentials[] = [];
  for (let i = 0; i < count; i++) {
    const device = await post('/api/v1/iothub/device/save', {
      devKey: `bench-${i}`,
      name: `Bench ${i}`,
      stdModelId: modelIds[i % modelIds.length],
      projectCode: 'BENCH',
    });
    devices.push({ devKey: String(device.devKey), secret: String(device.deviceSecret) });
  }
  return {
    app,
    accessToken,
    devices,
    modelIds,
    setAlarmRules: async (modelId, rules) => {
      const i = modelIds.indexOf(modelId);
      if (i < 0) throw new Error(`model ${modelId} is not one of the fleet's`);
      await post('/api/v1/iothub/std-model/update', { ...modelFields(i), id: modelId, alarmRules: rules }, 'PUT');
    },
    sqliteFile,
    realtimeUrl: `${address.replace(/^http/, 'ws')}/api/v1/iothub/ws/realtime?projectCode=BENCH`,
    close: async () => {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
};
