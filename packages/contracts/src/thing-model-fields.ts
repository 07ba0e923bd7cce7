import { z } from 'zod';

/** Limits of the thing-model language, defined once for the schemas, the server and the console forms. */
export const THING_MODEL_LIMITS = {
  /** Longest identifier (also enforced by IDENTIFIER_PATTERN). */
  identifierMax: 50,
  /** Longest name of a definition, parameter, member or enum/bool label. */
  nameMax: 64,
  /** Longest unit symbol. */
  unitMax: 16,
  /** Largest `length` a text type may declare. */
  textLengthMax: 10240,
  /** Largest `size` an array type may declare. */
  arraySizeMax: 512,
  /** Most items an enum may list. */
  enumItemsMax: 100,
  /** Most members a struct may have. */
  structMembersMax: 50,
  /** Most parameters in one input or output list. */
  paramsMax: 50,
  /** Most properties, events or services (each) in one model. */
  definitionsMax: 256,
} as const;

/** Identifier rule: a letter or underscore first, then letters, digits or underscores; 50 characters at most. */
export const IDENTIFIER_PATTERN = /^[A-Za-z_][A-Za-z0-9_]{0,49}$/;

/** Every data type of the thing-model language. */
export const DATA_TYPES = ['int', 'float', 'double', 'text', 'bool', 'enum', 'date', 'struct', 'array'] as const;
/** Name of a data type. */
export type DataTypeName = (typeof DATA_TYPES)[number];
/** The numeric data types (they carry min, max, step and unit). */
export const NUMERIC_TYPES = ['int', 'float', 'double'] as const;
/** Name of a numeric data type. */
export type NumericTypeName = (typeof NUMERIC_TYPES)[number];

/** An enum value as written in a model: the canonical decimal form of an integer. */
export const ENUM_VALUE_PATTERN = /^(0|-?[1-9]\d{0,14})$/;

/** The raw issue a zod error function receives. */
type RawIssue = z.core.$ZodRawIssue;

/** Message for a missing value or a value of the wrong type. */
const typeMessage = (label: string, expected: string, input: unknown): string =>
  input === undefined ? `${label} is required` : `${label} must be ${expected}`;

/** Joins choices as `'a', 'b' or 'c'`. */
export const listChoices = (values: readonly string[]): string => {
  const quoted = values.map((value) => `'${value}'`);
  return quoted.length < 2 ? quoted.join('') : `${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1)}`;
};

/** Shows a refused scalar in a message: `'text'` (cut after 40 characters), `5`, `null`. */
export const quoteScalar = (value: unknown): string =>
  typeof value === 'string' ? `'${value.length > 40 ? `${value.slice(0, 40)}...` : value}'` : String(value);

/** Message of a refused discriminator (`type`, `kind`): required, not a scalar, or unknown. */
export const discriminatorMessage = (key: string, unknown: string, value: unknown): string => {
  if (value === undefined) return `${key} is required`;
  if (typeof value === 'object' && value !== null) return `${key} must be a string`;
  return `${unknown} ${quoteScalar(value)}`;
};

/** Message for a record field (enum specs, enum map) that is missing or not an object. */
export const recordTypeMessage = (label: string, input: unknown): string => typeMessage(label, 'an object', input);

/** An identifier field. */
export const identifierField = () =>
  z
    .string({
      error: (issue: RawIssue) =>
        issue.code === 'invalid_type'
          ? typeMessage('identifier', 'a string', issue.input)
          : 'identifier must be 1 to 50 letters, digits or underscores and must not start with a digit',
    })
    .max(THING_MODEL_LIMITS.identifierMax, { abort: true })
    .regex(IDENTIFIER_PATTERN);

/** A display name or label: 1..64 characters, not blank. */
export const nameField = (label: string) =>
  z
    .string({
      error: (issue: RawIssue) => {
        if (issue.code === 'invalid_type') return typeMessage(label, 'a string', issue.input);
        if (issue.code === 'invalid_format') return `${label} must not be blank`;
        return `${label} must be 1 to ${THING_MODEL_LIMITS.nameMax} characters`;
      },
    })
    .min(1, { abort: true })
    .max(THING_MODEL_LIMITS.nameMax)
    .regex(/\S/);

/** A string of at most `max` characters (may be empty). */
export const shortTextField = (label: string, max: number) =>
  z
    .string({
      error: (issue: RawIssue) =>
        issue.code === 'invalid_type'
          ? typeMessage(label, 'a string', issue.input)
          : `${label} must be at most ${max} characters`,
    })
    .max(max);

/** A finite number. */
export const numberField = (label: string) =>
  z.number({ error: (issue: RawIssue) => typeMessage(label, 'a finite number', issue.input) });

/** An integer from `min` to `max`. */
export const intField = (label: string, min: number, max: number) =>
  z
    .number({
      error: (issue: RawIssue) =>
        issue.input === undefined ? `${label} is required` : `${label} must be an integer from ${min} to ${max}`,
    })
    .int()
    .min(min)
    .max(max);

/** One of a fixed list of strings. */
export const choiceField = <const T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.enum(values, { error: (issue: RawIssue) => typeMessage(label, listChoices(values), issue.input) });

/** Message for an unknown field of a strict object (the key is added to the path when issues are listed). */
export const unknownFieldMessage = (keys: readonly string[]): string =>
  keys.map((key) => `unknown field '${key}'`).join('; ');

/** A strict object: unknown fields are refused by name. */
export const objectField = <T extends z.core.$ZodLooseShape>(label: string, shape: T) =>
  z.strictObject(shape, {
    error: (issue: RawIssue) =>
      issue.code === 'unrecognized_keys'
        ? unknownFieldMessage(issue.keys)
        : typeMessage(label, 'an object', issue.input),
  });

/** A list of at most `max` items. */
export const listField = <T extends z.ZodType>(label: string, item: T, max: number) =>
  z
    .array(item, {
      error: (issue: RawIssue) =>
        issue.code === 'invalid_type'
          ? typeMessage(label, 'an array', issue.input)
          : `${label} must have at most ${max} items`,
    })
    .max(max);
