import { z } from 'zod';
import { reasonParams } from './issue-refusals';
import { tidyNumber, unitConversion } from './model-conversion-units';
import type { ReasonKey, ReasonParams } from './reasons';
import { type DataType, isNumericType, type StructDataType } from './thing-model-data-type';
import {
  discriminatorMessage,
  ENUM_VALUE_PATTERN,
  numberField,
  objectField,
  recordTypeMessage,
  shortTextField,
  THING_MODEL_LIMITS,
} from './thing-model-fields';
import { checkValue, describeValue, type ThingValue, type ValueResult } from './thing-model-value';

/** Kinds of association conversion. */
export const CONVERSION_KINDS = ['none', 'scale', 'enumMap', 'unit'] as const;
/** Kind of an association conversion. */
export type ConversionKind = (typeof CONVERSION_KINDS)[number];

/** Most entries an enum map may hold. */
export const ENUM_MAP_MAX = 256;

const kindError = (issue: z.core.$ZodRawIssue): string => {
  const input = issue.input;
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    return input === undefined ? 'conversion is required' : 'conversion must be an object';
  return discriminatorMessage('kind', 'unknown conversion kind', 'kind' in input ? input.kind : undefined);
};

/** How a third-party property value becomes a standard property value, discriminated on `kind`. */
export const modelConversionSchema = z.discriminatedUnion(
  'kind',
  [
    objectField('conversion', {
      /** The value passes unchanged. */
      kind: z.literal('none'),
    }),
    objectField('conversion', {
      /** target = source × scale + offset. */
      kind: z.literal('scale'),
      /** Multiplier; not 0. */
      scale: numberField('scale').refine((scale) => scale !== 0, {
        message: 'scale must not be 0',
        params: reasonParams('notZero'),
      }),
      /** Added after scaling. */
      offset: numberField('offset'),
    }),
    objectField('conversion', {
      /** Each source value is replaced by its mapped target value. */
      kind: z.literal('enumMap'),
      /** Source value (an integer, as a key) → target value (an integer); 1..256 entries. */
      map: z
        .record(
          z.string().max(16).regex(ENUM_VALUE_PATTERN),
          z.number({ error: 'enum map target values must be integers' }).int(),
          {
            error: (issue) =>
              issue.code === 'invalid_key'
                ? 'enum map source values must be integers'
                : recordTypeMessage('map', issue.input),
          },
        )
        .superRefine((map, ctx) => {
          const count = Object.keys(map).length;
          if (count === 0)
            ctx.addIssue({
              code: 'custom',
              message: 'enum map needs at least one entry',
              params: reasonParams('tooFewItems', { min: 1 }),
            });
          if (count > ENUM_MAP_MAX)
            ctx.addIssue({
              code: 'custom',
              message: `enum map must have at most ${ENUM_MAP_MAX} entries`,
              params: reasonParams('tooManyItems', { max: ENUM_MAP_MAX }),
            });
        }),
    }),
    objectField('conversion', {
      /** A unit change between two units of one quantity (see UNITS). */
      kind: z.literal('unit'),
      /** Unit of the source value. */
      from: shortTextField('from', THING_MODEL_LIMITS.unitMax),
      /** Unit of the target value. */
      to: shortTextField('to', THING_MODEL_LIMITS.unitMax),
    }),
  ],
  { error: kindError },
);
/** An association conversion. */
export type ModelConversion = z.infer<typeof modelConversionSchema>;

const fail = (reason: string, key: ReasonKey, params?: ReasonParams): ValueResult => ({
  ok: false,
  reason,
  refusal: params ? { path: '', reason: key, params } : { path: '', reason: key },
});

/** A computed number, refused when it overflows. */
const computed = (value: number): ValueResult =>
  Number.isFinite(value)
    ? { ok: true, value: tidyNumber(value) }
    : fail(`result is not a finite number: ${value}`, 'notFinite');

/** The converter of each kind. */
const CONVERTERS: {
  [K in ConversionKind]: (conversion: Extract<ModelConversion, { kind: K }>, value: ThingValue) => ValueResult;
} = {
  none: (_conversion, value) => ({ ok: true, value }),
  scale: ({ scale, offset }, value) =>
    typeof value === 'number'
      ? computed(value * scale + offset)
      : fail(`expected a number, got ${describeValue(value)}`, 'notNumber'),
  enumMap: ({ map }, value) => {
    if (typeof value !== 'number') return fail(`expected an integer, got ${describeValue(value)}`, 'notInteger');
    const key = String(value);
    const mapped = Object.hasOwn(map, key) ? map[key] : undefined;
    return mapped === undefined
      ? fail(`no mapping for value ${key}`, 'noEnumMapping', { value: key })
      : { ok: true, value: mapped };
  },
  unit: ({ from, to }, value) => {
    const linear = unitConversion(from, to);
    if (!linear)
      return fail(`unknown unit conversion from '${from}' to '${to}'`, 'unknownUnitConversion', { from, to });
    if (typeof value !== 'number') return fail(`expected a number, got ${describeValue(value)}`, 'notNumber');
    return computed(value * linear.factor + linear.offset);
  },
};

/** Converts a (checked) third-party value into the standard value; pure. */
export const convertValue = (conversion: ModelConversion, value: ThingValue): ValueResult =>
  (CONVERTERS[conversion.kind] as (conversion: ModelConversion, value: ThingValue) => ValueResult)(conversion, value);

/** Why a conversion does not fit: the reason key and parameters, and the rule in English. */
export type ConversionProblem = { reason: ReasonKey; params?: ReasonParams; message: string };

const problem = (message: string, reason: ReasonKey, params?: ReasonParams): ConversionProblem =>
  params ? { reason, params, message } : { reason, message };

/** The same problem found inside a part (an array item, a struct member): the English names the part. */
const within = (part: string, found: ConversionProblem | null): ConversionProblem | null =>
  found && { ...found, message: `${part}: ${found.message}` };

/** Why a value of the source type cannot be stored unchanged as the target type, or null. */
const incompatibility = (source: DataType, target: DataType): ConversionProblem | null => {
  const types = { source: source.type, target: target.type };
  if (isNumericType(source) && isNumericType(target))
    return target.type === 'int' && source.type !== 'int'
      ? problem(`${source.type} cannot be stored as int`, 'typeNotStorable', types)
      : null;
  if (source.type !== target.type)
    return problem(`${source.type} cannot be stored as ${target.type}`, 'typeNotStorable', types);
  if (source.type === 'text' && target.type === 'text' && target.specs.length < source.specs.length)
    return problem(
      `target text length ${target.specs.length} is shorter than the source's ${source.specs.length}`,
      'textShorter',
      { source: source.specs.length, target: target.specs.length },
    );
  if (source.type === 'enum' && target.type === 'enum') {
    const missing = Object.keys(source.specs).find((value) => !Object.hasOwn(target.specs, value));
    return missing === undefined
      ? null
      : problem(`source enum value ${missing} is not in the target enum`, 'enumValueMissing', { value: missing });
  }
  if (source.type === 'array' && target.type === 'array') {
    if (target.specs.size < source.specs.size)
      return problem(
        `target array size ${target.specs.size} is smaller than the source's ${source.specs.size}`,
        'arraySmaller',
        { source: source.specs.size, target: target.specs.size },
      );
    return within('array item', incompatibility(source.specs.item, target.specs.item));
  }
  if (source.type === 'struct' && target.type === 'struct') return structIncompatibility(source, target);
  return null;
};

/** Why a struct cannot be stored unchanged as another: members must match by identifier and type. */
const structIncompatibility = (source: StructDataType, target: StructDataType): ConversionProblem | null => {
  const sourceMembers = new Map(source.specs.map((member) => [member.identifier, member.dataType]));
  const targetIds = new Set(target.specs.map((member) => member.identifier));
  const extra = source.specs.find((member) => !targetIds.has(member.identifier));
  if (extra)
    return problem(`source member '${extra.identifier}' is not in the target struct`, 'memberNotInTarget', {
      member: extra.identifier,
    });
  for (const member of target.specs) {
    const sourceType = sourceMembers.get(member.identifier);
    if (!sourceType)
      return problem(`target member '${member.identifier}' is missing from the source struct`, 'memberNotInSource', {
        member: member.identifier,
      });
    const found = within(`member '${member.identifier}'`, incompatibility(sourceType, member.dataType));
    if (found) return found;
  }
  return null;
};

const ENUM_MAP_SOURCES: readonly string[] = ['enum', 'bool', 'int'];

/** Why an enum map does not fit its source and target types, or null. */
const enumMapProblem = (source: DataType, target: DataType, map: Record<string, number>): ConversionProblem | null => {
  if (!ENUM_MAP_SOURCES.includes(source.type))
    return problem(`enum map needs an enum, bool or int source, not ${source.type}`, 'enumMapSource', {
      type: source.type,
    });
  if (target.type !== 'enum' && target.type !== 'bool')
    return problem(`enum map needs an enum or bool target, not ${target.type}`, 'enumMapTarget', { type: target.type });
  for (const [key, value] of Object.entries(map)) {
    const checked = checkValue(source, Number(key));
    if (!checked.ok)
      return problem(
        `enum map source value ${key} does not fit the source ${source.type}: ${checked.reason}`,
        'enumMapSourceValue',
        { value: key },
      );
    if (!Object.hasOwn(target.specs, String(value)))
      return problem(
        `enum map target value ${value} is not a value of the target ${target.type}`,
        'enumMapTargetValue',
        {
          value,
        },
      );
  }
  return null;
};

const notNumeric = (what: string, source: DataType, target: DataType): ConversionProblem | null =>
  isNumericType(source) && isNumericType(target)
    ? null
    : problem(
        `${what} needs numeric source and target types, not ${source.type} and ${target.type}`,
        'needsNumericTypes',
        {
          source: source.type,
          target: target.type,
        },
      );

/** The fit rules of each kind. */
const FITS: {
  [K in ConversionKind]: (
    source: DataType,
    target: DataType,
    conversion: Extract<ModelConversion, { kind: K }>,
  ) => ConversionProblem | null;
} = {
  none: (source, target) => within("'none' needs compatible types", incompatibility(source, target)),
  scale: (source, target) => notNumeric('scale', source, target),
  enumMap: (source, target, { map }) => enumMapProblem(source, target, map),
  unit: (source, target, { from, to }) =>
    notNumeric('unit conversion', source, target) ??
    (unitConversion(from, to)
      ? null
      : problem(`unknown unit conversion from '${from}' to '${to}'`, 'unknownUnitConversion', { from, to })),
};

/** Whether a conversion fits a source and a target type: null, or the rule it breaks. */
export const checkConversion = (
  source: DataType,
  target: DataType,
  conversion: ModelConversion,
): ConversionProblem | null =>
  (
    FITS[conversion.kind] as (
      source: DataType,
      target: DataType,
      conversion: ModelConversion,
    ) => ConversionProblem | null
  )(source, target, conversion);
