import { z } from 'zod';
import { reasonParams } from './issue-refusals';
import type { ReasonKey, ReasonParams } from './reasons';

/** Sizes of a JSON Schema document a definition may hold. */
export const JSON_SCHEMA_LIMITS = {
  /** Keys of one object (properties, $defs, the keywords themselves). */
  keysMax: 200,
  keyMax: 128,
  /** Items of one list (enum, required, allOf...). */
  itemsMax: 200,
  textMax: 2_000,
} as const;

/** A JSON value. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
/** A JSON Schema document as the wire carries it: an object of keywords. */
export type JsonSchemaDefinition = Record<string, unknown>;

const L = JSON_SCHEMA_LIMITS;

/** A JSON value with every string, list and object bounded (what a definition's `enum`, `default`... may hold). */
export const jsonValueSchema: z.ZodType<JsonValue> = z.lazy(() =>
  z.union([
    z.string().max(L.textMax),
    z.number(),
    z.boolean(),
    z.null(),
    z.array(jsonValueSchema).max(L.itemsMax),
    z.record(z.string().max(L.keyMax), jsonValueSchema),
  ]),
);

/** JSON Schema types (`type`). */
export const JSON_SCHEMA_TYPES = ['string', 'number', 'integer', 'boolean', 'object', 'array', 'null'] as const;

/** The keywords of JSON Schema (draft 2020-12, plus draft-07's `definitions`) by what they hold. */
const KINDS = {
  text: [
    '$schema',
    '$id',
    '$comment',
    '$anchor',
    'title',
    'description',
    'format',
    'contentMediaType',
    'contentEncoding',
  ],
  ref: ['$ref'],
  schemaMap: ['$defs', 'definitions', 'properties', 'dependentSchemas'],
  regexMap: ['patternProperties'],
  schema: [
    'additionalProperties',
    'propertyNames',
    'unevaluatedProperties',
    'items',
    'contains',
    'unevaluatedItems',
    'not',
    'if',
    'then',
    'else',
  ],
  schemas: ['prefixItems', 'allOf', 'anyOf', 'oneOf'],
  value: ['default', 'const'],
  list: ['examples', 'enum'],
  boolean: ['readOnly', 'writeOnly', 'deprecated', 'uniqueItems'],
  types: ['type'],
  regex: ['pattern'],
  count: [
    'minLength',
    'maxLength',
    'minProperties',
    'maxProperties',
    'minItems',
    'maxItems',
    'minContains',
    'maxContains',
  ],
  number: ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum'],
  positive: ['multipleOf'],
  names: ['required'],
} as const;
type KeywordKind = keyof typeof KINDS;
const isKind = (kind: string): kind is KeywordKind => Object.hasOwn(KINDS, kind);
/** Each keyword's kind. */
const KEYWORDS: ReadonlyMap<string, KeywordKind> = new Map(
  Object.keys(KINDS)
    .filter(isKind)
    .flatMap((kind) => KINDS[kind].map((keyword): [string, KeywordKind] => [keyword, kind])),
);

type Path = (string | number)[];
type Report = (path: Path, reason: ReasonKey, message: string, params?: ReasonParams) => void;
/** A `$ref` met on the way, and where. */
type Ref = { ref: string; path: Path };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isRegex = (text: string): boolean => {
  try {
    new RegExp(text, 'u');
    return true;
  } catch {
    return false;
  }
};

/** Checks an object's size: too many keys are one refusal. */
const checkKeys = (value: Record<string, unknown>, path: Path, report: Report): boolean => {
  if (Object.keys(value).length <= L.keysMax) return true;
  report(path, 'tooManyItems', `more than ${L.keysMax} keys`, { max: L.keysMax });
  return false;
};

/** Checks a sub-schema: an object of keywords, or `true` / `false`. */
const checkSchema = (value: unknown, path: Path, report: Report, refs: Ref[]): void => {
  if (typeof value === 'boolean') return;
  if (!isObject(value)) {
    report(path, 'notObject', 'a schema is an object (or true / false)');
    return;
  }
  if (!checkKeys(value, path, report)) return;
  for (const [key, item] of Object.entries(value)) {
    const kind = KEYWORDS.get(key);
    if (kind === undefined) report([...path, key], 'unknownField', `unknown keyword ${key}`, { field: key });
    else checkKeyword(kind, item, [...path, key], report, refs);
  }
};

const checkList = (value: unknown, path: Path, report: Report): value is unknown[] => {
  if (!Array.isArray(value)) {
    report(path, 'notList', 'must be a list');
    return false;
  }
  if (value.length > L.itemsMax) {
    report(path, 'tooManyItems', `more than ${L.itemsMax} items`, { max: L.itemsMax });
    return false;
  }
  return true;
};

const checkText = (value: unknown, path: Path, report: Report, max: number = L.textMax): value is string => {
  if (typeof value !== 'string') report(path, 'notText', 'must be text');
  else if (value.length > max) report(path, 'tooLong', `longer than ${max}`, { max });
  else return true;
  return false;
};

const checkValue = (value: unknown, path: Path, report: Report): void => {
  if (!jsonValueSchema.safeParse(value).success) report(path, 'invalidValue', 'holds a value too large');
};

/** Checks a keyword holding sub-schemas (a list, or an object of them), recursively. */
const checkSchemas = (kind: KeywordKind, value: unknown, path: Path, report: Report, refs: Ref[]): void => {
  if (kind === 'schemas') {
    if (!checkList(value, path, report)) return;
    if (value.length === 0) report(path, 'tooFewItems', 'needs a schema', { min: 1 });
    value.forEach((item, index) => {
      checkSchema(item, [...path, index], report, refs);
    });
    return;
  }
  if (!isObject(value)) {
    report(path, 'notObject', 'must be an object of schemas');
    return;
  }
  if (!checkKeys(value, path, report)) return;
  for (const [key, item] of Object.entries(value)) {
    if (key.length > L.keyMax) report([...path, key], 'invalidKey', `key longer than ${L.keyMax}`);
    else if (kind === 'regexMap' && !isRegex(key)) report([...path, key], 'invalidKey', 'not a regular expression');
    else checkSchema(item, [...path, key], report, refs);
  }
};

const TYPE_OPTIONS = JSON_SCHEMA_TYPES.join(', ');
const isType = (type: unknown): boolean => JSON_SCHEMA_TYPES.some((known) => known === type);

/** Checks one keyword's value by its kind (sub-schemas recursively); `$ref` targets are collected in `refs`. */
const checkKeyword = (kind: KeywordKind, value: unknown, path: Path, report: Report, refs: Ref[]): void => {
  switch (kind) {
    case 'schema':
      checkSchema(value, path, report, refs);
      break;
    case 'schemas':
    case 'schemaMap':
    case 'regexMap':
      checkSchemas(kind, value, path, report, refs);
      break;
    case 'types': {
      const list = Array.isArray(value) ? value : [value];
      if (list.length === 0 || !list.every(isType))
        report(path, 'notOneOf', `must be one of ${TYPE_OPTIONS}`, { options: TYPE_OPTIONS });
      break;
    }
    case 'names':
      if (checkList(value, path, report))
        value.forEach((name, index) => {
          checkText(name, [...path, index], report, L.keyMax);
        });
      break;
    case 'list':
      if (checkList(value, path, report)) checkValue(value, path, report);
      break;
    case 'value':
      checkValue(value, path, report);
      break;
    case 'text':
      checkText(value, path, report);
      break;
    case 'ref':
      if (checkText(value, path, report)) refs.push({ ref: value, path });
      break;
    case 'regex':
      if (checkText(value, path, report) && !isRegex(value)) report(path, 'invalidFormat', 'not a regular expression');
      break;
    case 'count':
      if (!Number.isInteger(value) || Number(value) < 0) report(path, 'notInteger', 'must be a whole number ≥ 0');
      break;
    case 'number':
      if (typeof value !== 'number') report(path, 'notNumber', 'must be a number');
      break;
    case 'positive':
      if (typeof value !== 'number' || value <= 0) report(path, 'tooSmallExclusive', 'must be above 0', { min: 0 });
      break;
    case 'boolean':
      if (typeof value !== 'boolean') report(path, 'notBoolean', 'must be true or false');
      break;
  }
};

const LOCAL_REF = /^#(?:\/(?:\$defs|definitions)\/([^/]+))?$/;

/** Whether a `$ref` points inside the document at a definition it has (`#`, `#/$defs/x`, `#/definitions/x`). */
const resolves = (root: Record<string, unknown>, ref: string): boolean => {
  const match = LOCAL_REF.exec(ref);
  if (!match) return false;
  const name = match[1]?.replace(/~1/g, '/').replace(/~0/g, '~');
  if (name === undefined) return true;
  return [root.$defs, root.definitions].some((defs) => isObject(defs) && Object.hasOwn(defs, name));
};

/**
 * A JSON Schema (draft 2020-12) an API's request or response follows: an object whose keywords are known and hold
 * what they should (sub-schemas checked in turn, patterns that compile, `$ref`s to its own `$defs`). Each fault is a
 * refusal at its path, with its reason.
 */
export const jsonSchemaDefinitionSchema = z.record(z.string().max(L.keyMax), z.unknown()).superRefine((root, ctx) => {
  const refs: Ref[] = [];
  const report: Report = (path, reason, message, params) =>
    ctx.addIssue({ code: 'custom', path, message, params: reasonParams(reason, params) });
  checkSchema(root, [], report, refs);
  for (const { ref, path } of refs)
    if (!resolves(root, ref)) report(path, 'unresolvedRef', `$ref ${ref} names no definition`, { ref });
});
