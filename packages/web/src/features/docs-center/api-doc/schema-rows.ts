type Schema = Record<string, unknown>;

/** Where a request field travels. */
export type FieldPlace = 'path' | 'query' | 'body';

/** One constraint of a field, shown through its locale text (`rules.<kind>`). */
export interface FieldRule {
  kind: 'enum' | 'const' | 'min' | 'max' | 'minLength' | 'maxLength' | 'pattern' | 'format' | 'default' | 'items';
  value: string;
}

/** One field of a request or reply, as a documentation table row. */
export interface FieldRow {
  /** Its path: `records[].iotId`; '' for a whole body that is no object of fields. */
  name: string;
  place?: FieldPlace;
  type: string;
  required: boolean;
  description: string;
  rules: FieldRule[];
}

/** Nesting shown at most; deeper fields stay in the JSON Schema. */
const MAX_DEPTH = 6;

const isObject = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/** A local `$ref`'s target in the root's `$defs` / `definitions` (`#` is the root), else the schema itself. */
const deref = (schema: Schema, root: Schema, seen: ReadonlySet<string>): { schema: Schema; seen: Set<string> } => {
  const ref = schema.$ref;
  if (typeof ref !== 'string' || seen.has(ref)) return { schema, seen: new Set(seen) };
  const next = new Set(seen).add(ref);
  if (ref === '#') return { schema: root, seen: next };
  const match = /^#\/(\$defs|definitions)\/(.+)$/.exec(ref);
  const defs = match?.[1] === undefined ? undefined : root[match[1]];
  const target =
    isObject(defs) && match?.[2] !== undefined ? defs[match[2].replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
  return isObject(target) ? deref({ ...target, ...withoutRef(schema) }, root, next) : { schema, seen: next };
};

const withoutRef = ({ $ref: _ref, ...rest }: Schema): Schema => rest;

/** A schema's type as text: `string`, `integer | null`, `array<object>`, `A | B` for alternatives, `any`. */
const typeOf = (schema: Schema, root: Schema): string => {
  const { type, items, anyOf, oneOf } = schema;
  if (Array.isArray(type)) return type.map(text).join(' | ');
  if (type === 'array')
    return isObject(items) ? `array<${typeOf(deref(items, root, new Set()).schema, root)}>` : 'array';
  if (typeof type === 'string') return type;
  const options = Array.isArray(anyOf) ? anyOf : Array.isArray(oneOf) ? oneOf : undefined;
  if (options)
    return options
      .map((option) => (isObject(option) ? typeOf(deref(option, root, new Set()).schema, root) : 'any'))
      .join(' | ');
  if (schema.const !== undefined) return typeof schema.const;
  if (isObject(schema.properties)) return 'object';
  if (typeof schema.$ref === 'string') return schema.$ref.split('/').pop() ?? 'any';
  return 'any';
};

/** A schema's constraints. */
const rulesOf = (schema: Schema): FieldRule[] => {
  const rules: FieldRule[] = [];
  const add = (kind: FieldRule['kind'], value: unknown) => {
    if (value !== undefined) rules.push({ kind, value: text(value) });
  };
  if (Array.isArray(schema.enum)) add('enum', schema.enum.map(text).join(', '));
  add('const', schema.const);
  add(
    'min',
    schema.minimum ?? (schema.exclusiveMinimum === undefined ? undefined : `> ${text(schema.exclusiveMinimum)}`),
  );
  add(
    'max',
    schema.maximum ?? (schema.exclusiveMaximum === undefined ? undefined : `< ${text(schema.exclusiveMaximum)}`),
  );
  add('minLength', schema.minLength);
  add('maxLength', schema.maxLength);
  add('pattern', schema.pattern);
  add('format', schema.format);
  add('default', schema.default);
  if (schema.minItems !== undefined || schema.maxItems !== undefined)
    add('items', `${text(schema.minItems ?? 0)}–${schema.maxItems === undefined ? '∞' : text(schema.maxItems)}`);
  return rules;
};

const describe = (schema: Schema): string =>
  typeof schema.description === 'string' ? schema.description : typeof schema.title === 'string' ? schema.title : '';

/** The object whose fields a schema lists: itself, or an array's items; undefined when it has no fields. */
const fieldsHolder = (schema: Schema, root: Schema, seen: ReadonlySet<string>) => {
  if (isObject(schema.properties)) return { schema, suffix: '', seen };
  if (schema.type === 'array' && isObject(schema.items)) {
    const items = deref(schema.items, root, seen);
    if (isObject(items.schema.properties)) return { schema: items.schema, suffix: '[]', seen: items.seen };
  }
  return undefined;
};

const fieldsOf = (
  holder: Schema,
  root: Schema,
  prefix: string,
  seen: ReadonlySet<string>,
  depth: number,
  place: FieldPlace | undefined,
): FieldRow[] => {
  const properties = isObject(holder.properties) ? holder.properties : {};
  const required = new Set(Array.isArray(holder.required) ? holder.required : []);
  return Object.entries(properties).flatMap(([key, property]) => {
    if (!isObject(property)) return [];
    const { schema, seen: after } = deref(property, root, seen);
    const name = `${prefix}${key}`;
    const row: FieldRow = {
      name,
      ...(place ? { place } : {}),
      type: typeOf(schema, root),
      required: required.has(key),
      description: describe(schema),
      rules: rulesOf(schema),
    };
    const inner = depth < MAX_DEPTH ? fieldsHolder(schema, root, after) : undefined;
    return inner
      ? [row, ...fieldsOf(inner.schema, root, `${name}${inner.suffix}.`, inner.seen, depth + 1, place)]
      : [row];
  });
};

/**
 * The rows of a JSON Schema's fields, nested ones by path (`records[].iotId`), local `$ref`s followed (cycles once);
 * a body that is no object of fields is one row named ''.
 */
export const schemaRows = (root: Schema, place?: FieldPlace): FieldRow[] => {
  const { schema, seen } = deref(root, root, new Set());
  const holder = fieldsHolder(schema, root, seen);
  if (!holder)
    return [
      {
        name: '',
        ...(place ? { place } : {}),
        type: typeOf(schema, root),
        required: true,
        description: describe(schema),
        rules: rulesOf(schema),
      },
    ];
  return fieldsOf(holder.schema, root, holder.suffix ? '[].' : '', holder.seen, 0, place);
};

/**
 * The request's rows: each `{param}` of the path (its schema from the request's property of that name, else text),
 * then the request schema's fields, in the query string or the JSON body.
 */
export const requestRows = (
  request: Schema | null,
  pathParams: readonly string[],
  place: 'query' | 'body',
): FieldRow[] => {
  const properties = request && isObject(request.properties) ? request.properties : {};
  const inPath = pathParams.map((name): FieldRow => {
    const property = properties[name];
    const schema = isObject(property) && request ? deref(property, request, new Set()).schema : { type: 'string' };
    return {
      name,
      place: 'path',
      type: typeOf(schema, request ?? {}),
      required: true,
      description: describe(schema),
      rules: rulesOf(schema),
    };
  });
  if (!request) return inPath;
  const fields = schemaRows(request, place).filter(
    (row) => !(pathParams.includes(row.name) && !row.name.includes('.')),
  );
  return [...inPath, ...fields];
};
