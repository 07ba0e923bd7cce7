import { convertValue } from '@beacon/contracts/model-conversion';
import type { PropertyDef } from '@beacon/contracts/thing-model';
import { checkValue, type ThingValue } from '@beacon/contracts/thing-model-value';
import type { DeviceIdentity } from './device-directory';

/** A value that passed its property's checks (and conversion), ready to store. */
export interface AcceptedValue {
  attrKey: string;
  value: ThingValue;
}

/** A value refused, with why; out-of-range values are also abnormal records. */
export interface RejectedValue {
  attrKey: string;
  reason: string;
  outOfRange: boolean;
  value: unknown;
}

/** What a property report amounts to once checked against the device's model. */
export interface CheckedReport {
  accepted: AcceptedValue[];
  rejected: RejectedValue[];
}

/** Whether a number lies outside a numeric property's min/max. */
const outsideRange = (property: PropertyDef, value: unknown): boolean => {
  const { dataType } = property;
  if (dataType.type !== 'int' && dataType.type !== 'float' && dataType.type !== 'double') return false;
  if (typeof value !== 'number' || !dataType.specs) return false;
  const { min, max } = dataType.specs;
  return (min !== undefined && value < min) || (max !== undefined && value > max);
};

/** Checks one value against a property: the stored value, or why not. */
const checkAgainst = (property: PropertyDef, attrKey: string, value: unknown): AcceptedValue | RejectedValue => {
  const checked = checkValue(property.dataType, value);
  if (checked.ok) return { attrKey, value: checked.value };
  return { attrKey, reason: `${attrKey}: ${checked.reason}`, outOfRange: outsideRange(property, value), value };
};

/** One third-party value: checked against the vendor property, converted, then checked as the standard one. */
const checkThirdParty = (
  device: DeviceIdentity,
  third: NonNullable<DeviceIdentity['third']>,
  key: string,
  value: unknown,
): AcceptedValue | RejectedValue => {
  const mapping = third.mappings.get(key);
  const source = third.properties.get(key);
  const target = mapping ? device.properties.get(mapping.stdProperty) : undefined;
  if (!mapping || !source || !target) {
    return { attrKey: key, reason: `${key}: no mapping onto the standard model`, outOfRange: false, value };
  }
  const vendor = checkValue(source.dataType, value);
  if (!vendor.ok) return { attrKey: key, reason: `${key}: ${vendor.reason}`, outOfRange: false, value };
  const converted = convertValue(mapping.conversion, vendor.value);
  if (!converted.ok)
    return { attrKey: target.identifier, reason: `${key}: ${converted.reason}`, outOfRange: false, value };
  return checkAgainst(target, target.identifier, converted.value);
};

/** Checks every parameter of a property report against the device's model (pure). */
export const checkReport = (device: DeviceIdentity, params: Readonly<Record<string, unknown>>): CheckedReport => {
  const report: CheckedReport = { accepted: [], rejected: [] };
  for (const [key, value] of Object.entries(params)) {
    let result: AcceptedValue | RejectedValue;
    if (device.third) {
      result = checkThirdParty(device, device.third, key, value);
    } else {
      const property = device.properties.get(key);
      result = property
        ? checkAgainst(property, key, value)
        : { attrKey: key, reason: `${key}: unknown property`, outOfRange: false, value };
    }
    if ('reason' in result) report.rejected.push(result);
    else report.accepted.push(result);
  }
  return report;
};
