import { type AlarmRule, alarmRuleSchema } from '@beacon/contracts/iot-model';
import type { ThingModel } from '@beacon/contracts/thing-model';
import { parseThingModelJson } from '@beacon/contracts/thing-model-json';
import type { Kysely } from 'kysely';
import type { IotDeviceTables } from '#module-tables/iot-device';
import type { PlatformTables } from '../platform/db/tables';
import type { SimulatedDevice } from './simulated-device';

/** The device module's tables the simulator reads, typed by that module (it never writes them). */
type SimulatorTables = Pick<IotDeviceTables, 'device' | 'iot_std_model' | 'iot_third_model'>;

const EMPTY: ThingModel = { properties: [], events: [], services: [] };

const rulesOf = (text: string): AlarmRule[] => {
  try {
    const parsed = alarmRuleSchema.array().safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
};

const byId = (rows: readonly { id: number; model: string }[]): Map<number, ThingModel> =>
  new Map(
    rows.map((row) => {
      const parsed = parseThingModelJson(row.model);
      return [row.id, parsed.ok ? parsed.model : EMPTY] as const;
    }),
  );

/** The enabled devices of the database and the models they speak (for `--simulate` inside the server). */
export const devicesFromDatabase = async (db: Kysely<PlatformTables>, limit: number): Promise<SimulatedDevice[]> => {
  const view = db.withTables<SimulatorTables>();
  const [devices, models, thirdModels] = await Promise.all([
    view
      .selectFrom('device')
      .select(['dev_key', 'device_secret', 'std_model_id', 'third_model_id'])
      .where('status', '<>', 'disabled')
      .limit(limit)
      .execute(),
    view.selectFrom('iot_std_model').select(['id', 'model', 'alarm_rules']).execute(),
    view.selectFrom('iot_third_model').select(['id', 'model']).execute(),
  ]);
  const std = byId(models);
  const rules = new Map(models.map((row) => [row.id, rulesOf(row.alarm_rules)]));
  const third = byId(thirdModels);
  // A device speaking a vendor model reports in that model; the platform converts its values.
  return devices.map((device) => ({
    devKey: device.dev_key,
    deviceSecret: device.device_secret,
    model: (device.third_model_id === null ? std.get(device.std_model_id) : third.get(device.third_model_id)) ?? EMPTY,
    // The rules speak the standard model's properties: only a device reporting in it plays them.
    alarmRules: device.third_model_id === null ? (rules.get(device.std_model_id) ?? []) : [],
  }));
};
