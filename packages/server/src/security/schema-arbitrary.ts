import fc from 'fast-check';
import { z } from 'zod';

/** The subset of JSON Schema that zod's `toJSONSchema` produces for the endpoint table. */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
}

const MAX_DEPTH = 4;
const LIMIT = 2 ** 31;

const stringArbitrary = (schema: JsonSchema): fc.Arbitrary<string> => {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 40, Math.max(minLength, 40));
  if (schema.format === 'email') return fc.emailAddress().map((email) => email.slice(0, schema.maxLength ?? 254));
  if (schema.pattern) {
    return fc.stringMatching(new RegExp(schema.pattern)).map((text) => text.slice(0, schema.maxLength ?? text.length));
  }
  return fc.string({ minLength, maxLength, unit: fc.constantFrom('a', 'B', '7', '-', '_', ' ', '中', 'é') });
};

const numberArbitrary = (schema: JsonSchema, integer: boolean): fc.Arbitrary<number> => {
  const low = schema.minimum ?? (schema.exclusiveMinimum === undefined ? -LIMIT : schema.exclusiveMinimum + 1);
  const high = schema.maximum ?? (schema.exclusiveMaximum === undefined ? LIMIT : schema.exclusiveMaximum - 1);
  const min = Math.max(low, -Number.MAX_SAFE_INTEGER);
  const max = Math.min(high, Number.MAX_SAFE_INTEGER);
  if (integer) return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
};

/** A JSON value generator from a JSON Schema: values that satisfy it where the schema says enough. */
const fromJsonSchema = (schema: JsonSchema, defs: Record<string, JsonSchema>, depth: number): fc.Arbitrary<unknown> => {
  if (schema.$ref) {
    const target = defs[schema.$ref.replace('#/$defs/', '')];
    return target && depth < MAX_DEPTH ? fromJsonSchema(target, defs, depth + 1) : fc.constant(null);
  }
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...options.map((option) => fromJsonSchema(option, defs, depth)));
  if (schema.allOf?.[0]) return fromJsonSchema(schema.allOf[0], defs, depth);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (depth >= MAX_DEPTH) return fc.constant([]);
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.min(schema.maxItems ?? 4, Math.max(minLength, 4));
      const item = schema.items ? fromJsonSchema(schema.items, defs, depth + 1) : fc.jsonValue({ maxDepth: 1 });
      return fc.array(item, { minLength, maxLength });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      if (Object.keys(properties).length === 0) {
        if (depth >= MAX_DEPTH || !schema.additionalProperties) return fc.constant({});
        const value =
          typeof schema.additionalProperties === 'object'
            ? fromJsonSchema(schema.additionalProperties, defs, depth + 1)
            : fc.jsonValue({ maxDepth: 1 });
        const key = schema.propertyNames ? stringArbitrary(schema.propertyNames) : fc.string({ maxLength: 12 });
        return fc.dictionary(key, value, { maxKeys: 4 });
      }
      const model = Object.fromEntries(
        Object.entries(properties).map(([name, property]) => [name, fromJsonSchema(property, defs, depth + 1)]),
      );
      return fc.record(model, { requiredKeys: schema.required ?? [] });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
};

/** A generator of inputs shaped by a zod schema (its JSON Schema: types, bounds, patterns, enums, required keys). */
export const schemaArbitrary = (schema: z.ZodType): fc.Arbitrary<unknown> => {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return fromJsonSchema(json, json.$defs ?? {}, 0);
};

const HUGE_ARRAY = Array.from({ length: 20_000 }, (_, index) => index);
/** Nesting deeper than any request has a use for. */
export const deeplyNested = (depth: number): unknown => {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { a: value };
  return value;
};

/** Values that break naive handlers: limits of numbers, NUL, over-long and odd unicode, deep and huge shapes. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    0,
    -0,
    1e308,
    -1e308,
    2 ** 53 + 1,
    -(2 ** 53 + 1),
    2 ** 31,
    -(2 ** 31) - 1,
    5e-324,
    0.5,
    -1,
    '',
    ' ',
    'a\u0000b',
    '\u0000',
    'x'.repeat(10_000),
    '\ud800',
    '\u202e𝕏😀ﷺ',
    "' OR '1'='1' --",
    '<script>alert(1)</script>',
    '../../../etc/passwd',
    '%00',
    '1e308',
    'NaN',
    '9007199254740993',
    [],
    {},
    HUGE_ARRAY,
    { ['__proto__']: { isAdmin: true } },
    { constructor: { prototype: { isAdmin: true } } },
  ),
  fc.constantFrom(8, 64, 400).map(deeplyNested),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.jsonValue({ maxDepth: 3 }),
);

const pathsOf = (value: unknown, at: (string | number)[] = []): (string | number)[][] => {
  const here = [at];
  if (Array.isArray(value)) return [...here, ...value.flatMap((item, index) => pathsOf(item, [...at, index]))];
  if (typeof value === 'object' && value !== null) {
    return [...here, ...Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...at, key]))];
  }
  return here;
};

type Mutation = 'replace' | 'add-key' | 'delete' | 'wrap';

const cloneJson = (value: unknown): unknown => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)));

/** The value with one place (picked by `pick`) replaced, deleted, wrapped in an array or given an extra key. */
const mutate = (value: unknown, pick: number, hostile: unknown, mutation: Mutation, key: string): unknown => {
  const root = { value: cloneJson(value) };
  const paths = pathsOf(root.value).map((path) => ['value', ...path]);
  const path = paths[pick % paths.length] ?? ['value'];
  const parent = path.slice(0, -1).reduce<unknown>((node, step) => (node as Record<string, unknown>)[step], root);
  const last = path.at(-1) ?? 'value';
  const container = parent as Record<string | number, unknown>;
  const current = container[last];
  if (mutation === 'delete' && path.length > 1) {
    if (Array.isArray(container)) container.splice(Number(last), 1);
    else delete container[last];
  } else if (mutation === 'wrap') container[last] = [current];
  else if (mutation === 'add-key' && typeof current === 'object' && current !== null && !Array.isArray(current)) {
    Object.defineProperty(current, key, { value: hostile, enumerable: true, configurable: true, writable: true });
  } else container[last] = hostile;
  return root.value;
};

/** A valid-looking value with one place broken by a hostile value. */
export const mutated = (valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> =>
  fc
    .tuple(
      valid,
      fc.nat(),
      hostileValue,
      fc.constantFrom<Mutation>('replace', 'replace', 'add-key', 'delete', 'wrap'),
      fc.constantFrom('__proto__', 'constructor', 'prototype', 'extra', 'id', 'msgId', 'isAdmin'),
    )
    .map(([value, pick, hostile, mutation, key]) => mutate(value, pick, hostile, mutation, key));
