type Schema = Record<string, unknown>;

const isObject = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A name `components.schemas` accepts (`^[a-zA-Z0-9._-]+$`). */
const componentName = (text: string): string => text.replace(/[^A-Za-z0-9._-]/g, '_') || '_';

/** The definition name a local `$ref` (`#/$defs/x`, `#/definitions/x`) points at, decoded; undefined for others. */
const localDefinition = (ref: string): string | undefined => {
  const match = /^#\/(?:\$defs|definitions)\/([^/]+)$/.exec(ref);
  if (!match?.[1]) return undefined;
  let name = match[1];
  try {
    name = decodeURIComponent(name);
  } catch {
    // Not percent-encoded: the pointer's own text.
  }
  return name.replace(/~1/g, '/').replace(/~0/g, '~');
};

/**
 * Moves an API's JSON Schema into an OpenAPI document's `components.schemas` under `name`, its `$defs` (and
 * draft-07 `definitions`) beside it as `<name>.<def>`: a `$ref` resolves against the document's root once the schema
 * sits inside it, so `#` and `#/$defs/x` are rewritten to point at the components. Returns the components to add and
 * a rewriter for parts of the schema used elsewhere (query parameters).
 */
export const hoistSchema = (
  schema: Schema,
  name: string,
): { components: Record<string, unknown>; rewrite: (part: unknown) => unknown } => {
  const { $defs, definitions, $schema: _dialect, $id: _id, ...root } = schema;
  const defs: Schema = { ...(isObject(definitions) ? definitions : {}), ...(isObject($defs) ? $defs : {}) };
  const names = new Map<string, string>();
  const taken = new Set<string>([name]);
  for (const def of Object.keys(defs)) {
    let candidate = `${name}.${componentName(def)}`;
    for (let n = 2; taken.has(candidate); n += 1) candidate = `${name}.${componentName(def)}_${n}`;
    taken.add(candidate);
    names.set(def, candidate);
  }
  const target = (ref: string): string | undefined => {
    if (ref === '#') return `#/components/schemas/${name}`;
    const def = localDefinition(ref);
    const component = def === undefined ? undefined : names.get(def);
    return component === undefined ? undefined : `#/components/schemas/${component}`;
  };
  const rewrite = (part: unknown): unknown => {
    if (Array.isArray(part)) return part.map(rewrite);
    if (!isObject(part)) return part;
    return Object.fromEntries(
      Object.entries(part).map(([key, value]) => [
        key,
        key === '$ref' && typeof value === 'string' ? (target(value) ?? value) : rewrite(value),
      ]),
    );
  };
  const components: Record<string, unknown> = { [name]: rewrite(root) };
  for (const [def, component] of names) components[component] = rewrite(defs[def]);
  return { components, rewrite };
};

/** A schema's top-level properties and required names (none when it is not an object of properties). */
export const propertiesOf = (schema: Schema | null): { properties: Schema; required: ReadonlySet<string> } => ({
  properties: schema && isObject(schema.properties) ? schema.properties : {},
  required: new Set(
    schema && Array.isArray(schema.required)
      ? schema.required.filter((item): item is string => typeof item === 'string')
      : [],
  ),
});
