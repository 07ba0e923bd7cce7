import type { AlarmRule } from '@beacon/contracts/iot-model';
import type { PropertyDef, ThingModel } from '@beacon/contracts/thing-model';
import type { ThingValue } from '@beacon/contracts/thing-model-value';

/** A device the simulator plays: its credentials and the model its reports follow. */
export interface SimulatedDevice {
  devKey: string;
  deviceSecret: string;
  model: ThingModel;
  /** The standard model's alarm rules, which the simulator now and then drives a property across (none for a device speaking a vendor model). */
  alarmRules: readonly AlarmRule[];
}

/** The next value of a property: numbers drift inside their range, enums and bools pick a member. */
export const nextValue = (
  property: Pick<PropertyDef, 'dataType'>,
  previous: ThingValue | undefined,
  random: () => number,
): ThingValue | undefined => {
  const { dataType } = property;
  switch (dataType.type) {
    case 'int':
    case 'float':
    case 'double': {
      const min = dataType.specs?.min ?? 0;
      const max = dataType.specs?.max ?? min + 100;
      const start = typeof previous === 'number' ? previous : min + (max - min) * (0.3 + random() * 0.4);
      const drifted = Math.min(max, Math.max(min, start + (random() - 0.5) * (max - min) * 0.04));
      return dataType.type === 'int' ? Math.round(drifted) : Math.round(drifted * 100) / 100;
    }
    case 'bool':
      return random() < 0.05 ? (previous === 1 ? 0 : 1) : (previous ?? 0);
    case 'enum': {
      const keys = Object.keys(dataType.specs);
      if (previous !== undefined && random() > 0.05) return previous;
      return Number(keys[Math.floor(random() * keys.length)] ?? 0);
    }
    default:
      return undefined;
  }
};

/** One property report of a device: every property the simulator can play, moved on from the last report. */
export const nextReport = (
  device: SimulatedDevice,
  last: Map<string, ThingValue>,
  random: () => number,
): Record<string, ThingValue> => {
  const params: Record<string, ThingValue> = {};
  for (const property of device.model.properties) {
    const value = nextValue(property, last.get(property.identifier), random);
    if (value === undefined) continue;
    last.set(property.identifier, value);
    params[property.identifier] = value;
  }
  return params;
};

/** The reply to a service call (`{id, ts, params}` on `beacon/{devKey}/services/{identifier}`): code 0 and output data of the service's outputData, or code 404 for a service the model lacks. */
export const serviceReply = (
  device: SimulatedDevice,
  identifier: string,
  payload: Buffer,
  random: () => number,
): { id: string; code: number; data: Record<string, ThingValue>; msg: string } | null => {
  let id: unknown;
  try {
    id = (JSON.parse(payload.toString('utf8')) as { id?: unknown }).id;
  } catch {
    return null;
  }
  if (typeof id !== 'string') return null;
  const service = device.model.services.find((candidate) => candidate.identifier === identifier);
  if (!service) return { id, code: 404, data: {}, msg: `no service ${identifier}` };
  const data: Record<string, ThingValue> = {};
  for (const param of service.outputData) {
    const value = nextValue(param, undefined, random);
    if (value !== undefined) data[param.identifier] = value;
  }
  return { id, code: 0, data, msg: 'done' };
};
