type Schema = Record<string, unknown>;

const MAX_DEPTH = 4;

const isObject = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A local `$ref`'s target (`#`, `#/$defs/x`, `#/definitions/x`), or the schema itself. */
const target = (schema: Schema, root: Schema): Schema => {
  const ref = schema.$ref;
  if (typeof ref !== 'string') return schema;
  if (ref === '#') return root;
  const match = /^#\/(\$defs|definitions)\/(.+)$/.exec(ref);
  const defs = match?.[1] === undefined ? undefined : root[match[1]];
  const found = isObject(defs) && match?.[2] !== undefined ? defs[match[2]] : undefined;
  return isObject(found) ? found : schema;
};

const firstType = (type: unknown): unknown =>
  Array.isArray(type) ? (type.find((item) => item !== 'null') ?? type[0]) : type;

/** The properties an example fills: the required ones, or every one when none is required. */
export const exampleKeys = (schema: Schema): string[] => {
  const properties = isObject(schema.properties) ? Object.keys(schema.properties) : [];
  const required = Array.isArray(schema.required)
    ? schema.required.filter((key): key is string => typeof key === 'string' && properties.includes(key))
    : [];
  return required.length > 0 ? required : properties;
};

/** A value a JSON Schema accepts, for an example call: its default, example, const or first enum value, else by type. */
export const sampleOf = (part: unknown, root: Schema, depth = 0): unknown => {
  if (!isObject(part) || depth > MAX_DEPTH) return null;
  const schema = target(part, root);
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  const options = Array.isArray(schema.anyOf) ? schema.anyOf : Array.isArray(schema.oneOf) ? schema.oneOf : undefined;
  if (options) return sampleOf(options[0], root, depth + 1);
  const type = firstType(schema.type) ?? (isObject(schema.properties) ? 'object' : undefined);
  switch (type) {
    case 'string':
      return schema.format === 'date-time' ? '2024-01-01T00:00:00Z' : 'string';
    case 'integer':
    case 'number':
      if (typeof schema.minimum === 'number') return schema.minimum;
      if (typeof schema.exclusiveMinimum === 'number') return schema.exclusiveMinimum + 1;
      return 0;
    case 'boolean':
      return false;
    case 'array':
      return schema.items === undefined ? [] : [sampleOf(schema.items, root, depth + 1)];
    case 'object': {
      const properties = isObject(schema.properties) ? schema.properties : {};
      return Object.fromEntries(exampleKeys(schema).map((key) => [key, sampleOf(properties[key], root, depth + 1)]));
    }
    default:
      return null;
  }
};
