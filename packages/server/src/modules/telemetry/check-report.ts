import { convertValue } from '@beacon/contracts/model-conversion';
import { type Refusal, refusal } from '@beacon/contracts/reasons';
import type { PropertyDef } from '@beacon/contracts/thing-model';
import { checkValue, type ThingValue } from '@beacon/contracts/thing-model-value';
import type { DeviceIdentity } from './device-directory';
import { storableText, textProblem, valueProblem } from './storable-text';

/** A value that passed its property's checks (and conversion), ready to store. */
export interface AcceptedValue {
  attrKey: string;
  value: ThingValue;
}

/** A value refused, with why (in English and as a refusal); out-of-range values are also abnormal records. */
export interface RejectedValue {
  attrKey: string;
  reason: string;
  refusal: Refusal;
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

/** A value's refusal (its path inside the value) placed under the property: `pos.x`, `list[2]`. */
export const under = (key: string, inner: Refusal): Refusal => ({
  ...inner,
  path: inner.path ? `${key}${inner.path.startsWith('[') ? '' : '.'}${inner.path}` : key,
});

/** Checks one value against a property: the stored value, or why not. */
const checkAgainst = (property: PropertyDef, attrKey: string, value: unknown): AcceptedValue | RejectedValue => {
  const checked = checkValue(property.dataType, value);
  if (checked.ok) return { attrKey, value: checked.value };
  return {
    attrKey,
    reason: `${attrKey}: ${checked.reason}`,
    refusal: under(attrKey, checked.refusal),
    outOfRange: outsideRange(property, value),
    value,
  };
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
    const reason = `${key}: no mapping onto the standard model`;
    return { attrKey: key, reason, refusal: refusal(key, 'noMapping', { property: key }), outOfRange: false, value };
  }
  const vendor = checkValue(source.dataType, value);
  if (!vendor.ok)
    return {
      attrKey: key,
      reason: `${key}: ${vendor.reason}`,
      refusal: under(key, vendor.refusal),
      outOfRange: false,
      value,
    };
  const converted = convertValue(mapping.conversion, vendor.value);
  if (!converted.ok)
    return {
      attrKey: target.identifier,
      reason: `${key}: ${converted.reason}`,
      refusal: under(key, converted.refusal),
      outOfRange: false,
      value,
    };
  return checkAgainst(target, target.identifier, converted.value);
};

/** One parameter checked against the device's model (through the association for a third-party device). */
const checkOne = (device: DeviceIdentity, key: string, value: unknown): AcceptedValue | RejectedValue => {
  if (device.third) return checkThirdParty(device, device.third, key, value);
  const property = device.properties.get(key);
  return property
    ? checkAgainst(property, key, value)
    : {
        attrKey: key,
        reason: `${key}: unknown property`,
        refusal: refusal(key, 'unknownProperty', { property: key }),
        outOfRange: false,
        value,
      };
};

/** A value no database can store or no reader should get back (a NUL or lone surrogate in its name or a string). */
const unstorable = (key: string, value: unknown): RejectedValue | null => {
  const nameProblem = textProblem(key);
  if (nameProblem) {
    const attrKey = storableText(key);
    const reason = `${attrKey}: property name ${nameProblem}`;
    return { attrKey, reason, refusal: refusal(attrKey, 'unstorableText'), outOfRange: false, value };
  }
  const problem = valueProblem(value, key);
  return problem
    ? { attrKey: key, reason: problem, refusal: refusal(key, 'unstorableText'), outOfRange: false, value }
    : null;
};

/**
 * Checks every parameter of a property report against the device's model (pure); a name or string holding a
 * NUL or a lone surrogate is refused before the model is looked at.
 */
export const checkReport = (device: DeviceIdentity, params: Readonly<Record<string, unknown>>): CheckedReport => {
  const report: CheckedReport = { accepted: [], rejected: [] };
  for (const [key, value] of Object.entries(params)) {
    const result = unstorable(key, value) ?? checkOne(device, key, value);
    if ('reason' in result) report.rejected.push(result);
    else report.accepted.push(result);
  }
  return report;
};
