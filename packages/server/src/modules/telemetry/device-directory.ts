import type { PropertyMapping } from '@beacon/contracts/iot-third-model';
import { propertyMappingSchema } from '@beacon/contracts/iot-third-model';
import type { EventDef, PropertyDef, ThingModel } from '@beacon/contracts/thing-model';
import { parseThingModelJson } from '@beacon/contracts/thing-model-json';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { textProblem } from './storable-text';
import type { TelemetryDatabase } from './tables';

/** A device as ingest sees it: who it is, where it belongs and the models its values are checked against. */
export interface DeviceIdentity {
  iotId: string;
  devKey: string;
  name: string;
  projectCode: string;
  /** Its standard model (whose alarm rules its values meet). */
  stdModelId: number;
  disabled: boolean;
  deviceSecret: string;
  /** The standard model's properties by identifier. */
  properties: ReadonlyMap<string, PropertyDef>;
  /** The standard model's events by identifier. */
  events: ReadonlyMap<string, EventDef>;
  /** When the device speaks a third-party model: its properties and the mappings by third-party property. */
  third: { properties: ReadonlyMap<string, PropertyDef>; mappings: ReadonlyMap<string, PropertyMapping> } | null;
}

/** How long a looked-up device is reused; edits reach ingest within this time. */
const CACHE_MS = 2_000;

const EMPTY_MODEL: ThingModel = { properties: [], events: [], services: [] };

const modelOf = (text: string | undefined): ThingModel => {
  if (text === undefined) return EMPTY_MODEL;
  const parsed = parseThingModelJson(text);
  return parsed.ok ? parsed.model : EMPTY_MODEL;
};

const mappingsOf = (text: string | undefined): PropertyMapping[] => {
  if (text === undefined) return [];
  const parsed = z.array(propertyMappingSchema).safeParse(JSON.parse(text));
  return parsed.success ? parsed.data : [];
};

const byIdentifier = (model: ThingModel) =>
  new Map(model.properties.map((property) => [property.identifier, property]));

/** Looks devices up by devKey (read-only views of the device module's tables), cached briefly. */
export class DeviceDirectory {
  private readonly cache = new Map<string, { at: number; identity: DeviceIdentity | undefined }>();

  constructor(private readonly db: Kysely<TelemetryDatabase>) {}

  /** The device with this devKey, or undefined (also for a devKey no device can have: a NUL, a lone surrogate). */
  async byDevKey(devKey: string): Promise<DeviceIdentity | undefined> {
    if (textProblem(devKey)) return undefined;
    const hit = this.cache.get(devKey);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.identity;
    const identity = await this.load(devKey);
    if (this.cache.size > 50_000) this.cache.clear();
    this.cache.set(devKey, { at: Date.now(), identity });
    return identity;
  }

  /** Forgets a device (it changed). */
  forget(devKey: string): void {
    this.cache.delete(devKey);
  }

  private async load(devKey: string): Promise<DeviceIdentity | undefined> {
    const device = await this.db
      .selectFrom('device')
      .select([
        'iot_id',
        'dev_key',
        'name',
        'project_code',
        'std_model_id',
        'third_model_id',
        'status',
        'device_secret',
      ])
      .where('dev_key', '=', devKey)
      .executeTakeFirst();
    if (!device) return undefined;
    const std = await this.db
      .selectFrom('iot_std_model')
      .select('model')
      .where('id', '=', device.std_model_id)
      .executeTakeFirst();
    const model = modelOf(std?.model);
    let third: DeviceIdentity['third'] = null;
    if (device.third_model_id !== null) {
      const [thirdModel, relevance] = await Promise.all([
        this.db
          .selectFrom('iot_third_model')
          .select('model')
          .where('id', '=', device.third_model_id)
          .executeTakeFirst(),
        this.db
          .selectFrom('iot_model_relevance')
          .select('mappings')
          .where('std_model_id', '=', device.std_model_id)
          .where('third_model_id', '=', device.third_model_id)
          .executeTakeFirst(),
      ]);
      third = {
        properties: byIdentifier(modelOf(thirdModel?.model)),
        mappings: new Map(mappingsOf(relevance?.mappings).map((mapping) => [mapping.thirdProperty, mapping])),
      };
    }
    return {
      iotId: device.iot_id,
      devKey: device.dev_key,
      name: device.name,
      projectCode: device.project_code,
      stdModelId: device.std_model_id,
      disabled: device.status === 'disabled',
      deviceSecret: device.device_secret,
      properties: byIdentifier(model),
      events: new Map(model.events.map((event) => [event.identifier, event])),
      third,
    };
  }
}
