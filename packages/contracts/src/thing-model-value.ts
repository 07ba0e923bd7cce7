import { formatPath } from './issue-refusals';
import type { ReasonKey, ReasonParams, Refusal } from './reasons';
import type {
  ArrayDataType,
  BoolDataType,
  DataType,
  DateDataType,
  EnumDataType,
  NumericDataType,
  StructDataType,
  TextDataType,
} from './thing-model-data-type';
import type { DataTypeName } from './thing-model-fields';

/** A value of a thing-model data type as stored: numbers (bool and enum as integers), text, lists, records. */
export type ThingValue = number | string | ThingValue[] | { [member: string]: ThingValue };

/**
 * Outcome of checking or converting a value: the (normalised) value, or why it is refused, in English (`reason`)
 * and as a refusal whose path is the offending part of the value (`''` for the value itself).
 */
export type ValueResult = { ok: true; value: ThingValue } | { ok: false; reason: string; refusal: Refusal };

/** Why a value is refused: the reason key and its parameters. */
export type ValueReason = { key: ReasonKey; params?: ReasonParams };

/** Outcome inside the checker: a failure keeps the path of the offending part of the value. */
type Check =
  | { ok: true; value: ThingValue }
  | { ok: false; path: (string | number)[]; reason: string; why: ValueReason };

const pass = (value: ThingValue): Check => ({ ok: true, value });
const fail = (reason: string, key: ReasonKey, params?: ReasonParams): Check => ({
  ok: false,
  path: [],
  reason,
  why: params ? { key, params } : { key },
});

/** A short description of a value for a reason: `"abc"`, `12.5`, `an object`. */
export const describeValue = (value: unknown): string => {
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object' && value !== null) return 'an object';
  const text = typeof value === 'string' ? JSON.stringify(value) : String(value);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const checkNumber = (dataType: NumericDataType, value: unknown): Check => {
  const isInt = dataType.type === 'int';
  const valid = typeof value === 'number' && (isInt ? Number.isSafeInteger(value) : Number.isFinite(value));
  if (!valid)
    return fail(
      `expected ${isInt ? 'an integer' : 'a finite number'}, got ${describeValue(value)}`,
      isInt ? 'notInteger' : 'notNumber',
    );
  const { min, max } = dataType.specs ?? {};
  if (max !== undefined && value > max) return fail(`out of range: ${value} > max ${max}`, 'tooBig', { max });
  if (min !== undefined && value < min) return fail(`out of range: ${value} < min ${min}`, 'tooSmall', { min });
  return pass(value);
};

const checkText = (dataType: TextDataType, value: unknown): Check => {
  if (typeof value !== 'string') return fail(`expected a string, got ${describeValue(value)}`, 'notText');
  const { length } = dataType.specs;
  return value.length > length
    ? fail(`too long: ${value.length} characters > length ${length}`, 'tooLong', { max: length })
    : pass(value);
};

const BOOL_VALUES = new Map<unknown, number>([
  [0, 0],
  [1, 1],
  [false, 0],
  [true, 1],
]);

const checkBool = (_dataType: BoolDataType, value: unknown): Check => {
  const normalised = BOOL_VALUES.get(value);
  return normalised === undefined
    ? fail(`expected 0, 1, true or false, got ${describeValue(value)}`, 'notBoolValue')
    : pass(normalised);
};

const checkEnum = (dataType: EnumDataType, value: unknown): Check => {
  if (typeof value !== 'number' || !Number.isInteger(value))
    return fail(`expected an integer enum value, got ${describeValue(value)}`, 'notInteger');
  return Object.hasOwn(dataType.specs, String(value))
    ? pass(value)
    : fail(`unknown enum value ${value}`, 'unknownEnumValue', { value });
};

const checkDate = (_dataType: DateDataType, value: unknown): Check =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
    ? pass(value)
    : fail(`expected epoch milliseconds (a non-negative integer), got ${describeValue(value)}`, 'notEpochMs');

/** Adds the position of a part to a failure found inside it. */
const inside = (segment: string | number, check: Check): Check =>
  check.ok ? check : { ...check, path: [segment, ...check.path] };

const checkStruct = (dataType: StructDataType, value: unknown): Check => {
  if (!isRecord(value)) return fail(`expected an object, got ${describeValue(value)}`, 'notObject');
  const known = new Set(dataType.specs.map((member) => member.identifier));
  const unknown = Object.keys(value).find((key) => !known.has(key));
  if (unknown !== undefined) return fail(`unknown member '${unknown}'`, 'unknownMember', { member: unknown });
  const entries: [string, ThingValue][] = [];
  for (const member of dataType.specs) {
    if (!Object.hasOwn(value, member.identifier))
      return fail(`missing member '${member.identifier}'`, 'missingMember', { member: member.identifier });
    const check = inside(member.identifier, checkAny(member.dataType, value[member.identifier]));
    if (!check.ok) return check;
    entries.push([member.identifier, check.value]);
  }
  // fromEntries defines own properties, so a member named __proto__ stays data.
  return pass(Object.fromEntries(entries));
};

const checkArray = (dataType: ArrayDataType, value: unknown): Check => {
  if (!Array.isArray(value)) return fail(`expected an array, got ${describeValue(value)}`, 'notList');
  const { size, item } = dataType.specs;
  if (value.length > size) return fail(`too many items: ${value.length} > size ${size}`, 'tooManyItems', { max: size });
  const result: ThingValue[] = [];
  for (const [index, element] of value.entries()) {
    const check = inside(index, checkAny(item, element));
    if (!check.ok) return check;
    result.push(check.value);
  }
  return pass(result);
};

/** The checker of each data type. */
const CHECKERS: { [K in DataTypeName]: (dataType: Extract<DataType, { type: K }>, value: unknown) => Check } = {
  int: checkNumber,
  float: checkNumber,
  double: checkNumber,
  text: checkText,
  bool: checkBool,
  enum: checkEnum,
  date: checkDate,
  struct: checkStruct,
  array: checkArray,
};

const checkAny = (dataType: DataType, value: unknown): Check =>
  (CHECKERS[dataType.type] as (dataType: DataType, value: unknown) => Check)(dataType, value);

/** Checks a value against a data type (type, range, length, size, members); bool comes back as 0/1. */
export const checkValue = (dataType: DataType, value: unknown): ValueResult => {
  const check = checkAny(dataType, value);
  if (check.ok) return check;
  const path = formatPath(check.path);
  return {
    ok: false,
    reason: path ? `${path}: ${check.reason}` : check.reason,
    refusal: { path, reason: check.why.key, ...(check.why.params && { params: check.why.params }) },
  };
};
