import {
  type AlarmRule,
  alarmRuleName,
  alarmRuleSchema,
  DEVICE_PROTOCOLS,
  type DeviceProtocol,
  ORDER_CONDITIONS,
} from '@beacon/contracts/iot-model';
import { type PropertyMapping, propertyMappingSchema } from '@beacon/contracts/iot-third-model';
import { checkConversion } from '@beacon/contracts/model-conversion';
import type { Refusal } from '@beacon/contracts/reasons';
import { type PropertyDef, type ThingModel, thingModelSchema } from '@beacon/contracts/thing-model';
import { isNumericType } from '@beacon/contracts/thing-model-data-type';
import type { ThingModelError } from '@beacon/contracts/thing-model-issues';
import { validateThingModel } from '@beacon/contracts/thing-model-validate';
import { checkValue } from '@beacon/contracts/thing-model-value';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error';

/** Most problems one 400 lists. */
const MAX_LISTED = 10;

/** A 400 listing problems as `body.<path>: <rule>`, each also a refusal with its reason key. */
export const invalidBody = (errors: readonly ThingModelError[]): AppError => {
  const listed = errors.slice(0, MAX_LISTED);
  return AppError.badRequest(
    listed
      .map((error) => `body${error.path.startsWith('[') || !error.path ? '' : '.'}${error.path}: ${error.message}`)
      .join('; '),
  ).with(...listed.map(({ path, reason, params }) => (params ? { path, reason, params } : { path, reason })));
};

/** A value's refusal placed under a path (`alarmRules[0].value` + the part of the value). */
const under = (at: string, inner: Refusal): Pick<ThingModelError, 'path' | 'reason' | 'params'> => ({
  path: inner.path ? `${at}${inner.path.startsWith('[') ? '' : '.'}${inner.path}` : at,
  reason: inner.reason,
  ...(inner.params && { params: inner.params }),
});

/** The model lists of a request, validated in the thing-model language (400 with each path and rule). */
export const parseModel = (input: { properties: unknown[]; events: unknown[]; services: unknown[] }): ThingModel => {
  const result = validateThingModel({ properties: input.properties, events: input.events, services: input.services });
  if (!result.ok) throw invalidBody(result.errors);
  return result.model;
};

/** A stored model (written only after validation). */
export const readModel = (text: string): ThingModel => thingModelSchema.parse(JSON.parse(text));

/** Stored alarm rules, each with its name (rules stored before names read with the default one). */
export const readAlarmRules = (text: string): AlarmRule[] =>
  z
    .array(alarmRuleSchema)
    .parse(JSON.parse(text))
    .map((rule) => ({ ...rule, name: alarmRuleName(rule) }));

/** Alarm rules as stored: each named (its own name, else `{property} {condition} {value}`). */
export const namedAlarmRules = (rules: readonly AlarmRule[]): AlarmRule[] =>
  rules.map((rule) => ({ ...rule, name: alarmRuleName(rule) }));

/** Rules named like an earlier rule of the model (names are the alarms' source keys). */
const duplicateNames = (rules: readonly AlarmRule[]): ThingModelError[] => {
  const seen = new Set<string>();
  return rules.flatMap((rule, index): ThingModelError[] => {
    const name = alarmRuleName(rule);
    if (!seen.has(name)) {
      seen.add(name);
      return [];
    }
    const message = `another alarm rule is already named '${name}'`;
    return [{ path: `alarmRules[${index}].name`, reason: 'duplicateRuleName', params: { name }, message }];
  });
};

/** A stored protocol (anything unknown reads as `other`). */
export const readProtocol = (text: string): DeviceProtocol => z.enum(DEVICE_PROTOCOLS).catch('other').parse(text);

/** Stored property mappings. */
export const readMappings = (text: string): PropertyMapping[] => z.array(propertyMappingSchema).parse(JSON.parse(text));

const propertiesOf = (model: ThingModel): Map<string, PropertyDef> =>
  new Map(model.properties.map((property) => [property.identifier, property]));

/** Alarm rules that do not fit the model: unknown property, order comparison on a non-numeric one, bad value. */
export const alarmRuleProblems = (model: ThingModel, rules: readonly AlarmRule[]): ThingModelError[] => {
  const properties = propertiesOf(model);
  const fits = rules.flatMap((rule, index): ThingModelError[] => {
    const at = `alarmRules[${index}]`;
    const property = properties.get(rule.property);
    if (!property)
      return [
        {
          path: `${at}.property`,
          reason: 'unknownProperty',
          params: { property: rule.property },
          message: `unknown property '${rule.property}'`,
        },
      ];
    const numeric = isNumericType(property.dataType);
    if (ORDER_CONDITIONS.includes(rule.condition) && !numeric) {
      const message = `'${rule.condition}' needs a numeric property; '${rule.property}' is ${property.dataType.type}`;
      const params = { condition: rule.condition, property: rule.property, type: property.dataType.type };
      return [{ path: `${at}.condition`, reason: 'needsNumericProperty', params, message }];
    }
    if (numeric) return [];
    const checked = checkValue(property.dataType, rule.value);
    return checked.ok
      ? []
      : [
          {
            ...under(`${at}.value`, checked.refusal),
            message: `not a value of '${rule.property}': ${checked.reason}`,
          },
        ];
  });
  return [...fits, ...duplicateNames(rules)];
};

/** Mappings that do not fit the two models: unknown or twice-mapped properties, conversions that do not fit the types. */
export const mappingProblems = (
  std: ThingModel,
  third: ThingModel,
  mappings: readonly PropertyMapping[],
): ThingModelError[] => {
  const stdProperties = propertiesOf(std);
  const thirdProperties = propertiesOf(third);
  const firstUse = new Map<string, number>();
  return mappings.flatMap((mapping, index): ThingModelError[] => {
    const at = `mappings[${index}]`;
    const target = stdProperties.get(mapping.stdProperty);
    if (!target)
      return [
        {
          path: `${at}.stdProperty`,
          reason: 'unknownProperty',
          params: { property: mapping.stdProperty },
          message: `unknown property '${mapping.stdProperty}' of the standard model`,
        },
      ];
    const earlier = firstUse.get(mapping.stdProperty);
    if (earlier !== undefined)
      return [
        {
          path: `${at}.stdProperty`,
          reason: 'mappedTwice',
          params: { property: mapping.stdProperty },
          message: `'${mapping.stdProperty}' is mapped twice (also mappings[${earlier}])`,
        },
      ];
    firstUse.set(mapping.stdProperty, index);
    const source = thirdProperties.get(mapping.thirdProperty);
    if (!source)
      return [
        {
          path: `${at}.thirdProperty`,
          reason: 'unknownProperty',
          params: { property: mapping.thirdProperty },
          message: `unknown property '${mapping.thirdProperty}' of the third-party model`,
        },
      ];
    const problem = checkConversion(source.dataType, target.dataType, mapping.conversion);
    return problem ? [{ ...problem, path: `${at}.conversion` }] : [];
  });
};
