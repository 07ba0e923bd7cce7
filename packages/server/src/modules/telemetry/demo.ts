import type { PropertyDef } from '@beacon/contracts/thing-model';
import { parseThingModelJson } from '@beacon/contracts/thing-model-json';
import type { Insertable, Kysely } from 'kysely';
import type { TelemetryDatabase, TelemetryHistoryTable, TelemetryLatestTable } from './tables';

const HOUR = 3_600_000;
/** The demo's past: a week of hourly values. */
const DEMO_HOURS = 7 * 24;
const CHUNK = 500;

/** A small seeded generator, so every start of the demo draws the same week. */
const seededRandom = (seed: string): (() => number) => {
  let state = 0;
  for (const char of seed) state = (Math.imul(state, 31) + char.charCodeAt(0)) | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
};

/** A daily wave inside the property's range, with noise; whole numbers for int. */
const numericSeries = (property: PropertyDef, random: () => number): ((hour: number) => number) | null => {
  const { dataType } = property;
  if (dataType.type !== 'int' && dataType.type !== 'float' && dataType.type !== 'double') return null;
  const min = dataType.specs?.min ?? 0;
  const max = dataType.specs?.max ?? min + 100;
  const middle = min + (max - min) * (0.35 + random() * 0.3);
  const amplitude = (max - min) * 0.12;
  const phase = random() * 24;
  return (hour) => {
    const raw = middle + amplitude * Math.sin(((hour + phase) / 24) * 2 * Math.PI) + (random() - 0.5) * amplitude * 0.3;
    const clamped = Math.min(max, Math.max(min, raw));
    return dataType.type === 'int' ? Math.round(clamped) : Math.round(clamped * 10) / 10;
  };
};

/** Seeds a week of hourly history and the latest value of every numeric property of the demo devices. */
export const seedTelemetryDemo = async (db: Kysely<TelemetryDatabase>, now = Date.now()): Promise<void> => {
  const devices = await db.selectFrom('device').select(['iot_id', 'std_model_id']).execute();
  const models = await db.selectFrom('iot_std_model').select(['id', 'model']).execute();
  const propertiesOf = new Map(
    models.map((model) => {
      const parsed = parseThingModelJson(model.model);
      return [model.id, parsed.ok ? parsed.model.properties : []] as const;
    }),
  );
  const start = Math.floor(now / HOUR) * HOUR - DEMO_HOURS * HOUR;
  const history: Insertable<TelemetryHistoryTable>[] = [];
  const latest: Insertable<TelemetryLatestTable>[] = [];
  for (const device of devices) {
    for (const property of propertiesOf.get(device.std_model_id) ?? []) {
      const series = numericSeries(property, seededRandom(`${device.iot_id}/${property.identifier}`));
      if (!series) continue;
      let value = 0;
      for (let hour = 1; hour <= DEMO_HOURS; hour++) {
        value = series(hour);
        history.push({
          iot_id: device.iot_id,
          attr_key: property.identifier,
          value: String(value),
          value_time: start + hour * HOUR,
        });
      }
      latest.push({
        iot_id: device.iot_id,
        attr_key: property.identifier,
        value: String(value),
        value_time: start + DEMO_HOURS * HOUR,
        update_time: start + DEMO_HOURS * HOUR,
      });
    }
  }
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < history.length; i += CHUNK)
      await trx
        .insertInto('telemetry_history')
        .values(history.slice(i, i + CHUNK))
        .execute();
    for (let i = 0; i < latest.length; i += CHUNK)
      await trx
        .insertInto('telemetry_latest')
        .values(latest.slice(i, i + CHUNK))
        .execute();
  });
};
