import type { Plugin } from '@beacon/contracts/gateway-plugin';
import { PLUGIN_CONFIG_SCHEMAS, type PluginType } from '@beacon/contracts/gateway-plugin-config';
import { asIssue, issueRefusals } from '@beacon/contracts/issue-refusals';
import type { Refusal } from '@beacon/contracts/reasons';

/** What the plugin form edits: name, type and the type's config fields, flat (lists of blocks and headers as lines). */
export interface PluginFormValues {
  name: string;
  type: PluginType;
  count?: number;
  windowSeconds?: number;
  key?: 'app' | 'ip';
  /** CIDR blocks, one a line. */
  allow?: string;
  deny?: string;
  maxBytes?: number;
  origins?: string[];
  methods?: string[];
  headers?: string[];
  maxAgeSeconds?: number;
  /** Headers set, one `Name: value` a line. */
  requestSet?: string;
  requestRemove?: string[];
  responseSet?: string;
  responseRemove?: string[];
}

/** A config field of the form. */
export type ConfigField = Exclude<keyof PluginFormValues, 'name' | 'type'>;

/** Each type's config fields, in the order the form shows them. */
export const CONFIG_FIELDS: { readonly [T in PluginType]: readonly ConfigField[] } = {
  'rate-limit': ['count', 'windowSeconds', 'key'],
  'ip-restriction': ['allow', 'deny'],
  'request-size': ['maxBytes'],
  cors: ['origins', 'methods', 'headers', 'maxAgeSeconds'],
  'header-rewrite': ['requestSet', 'requestRemove', 'responseSet', 'responseRemove'],
};

/** The form's fields: contract issues and server refusals naming one land on it. */
export const PLUGIN_FORM_FIELDS = ['name', 'type'] as const;

/** A new plugin's starting values of each type. */
export const CONFIG_DEFAULTS: { readonly [T in PluginType]: Partial<PluginFormValues> } = {
  'rate-limit': { count: 60, windowSeconds: 60, key: 'app' },
  'ip-restriction': { allow: '', deny: '' },
  'request-size': { maxBytes: 1_048_576 },
  cors: { origins: ['*'], methods: ['GET', 'POST'], headers: [], maxAgeSeconds: 600 },
  'header-rewrite': { requestSet: '', requestRemove: [], responseSet: '', responseRemove: [] },
};

/** The non-blank lines of a text, trimmed. */
export const linesOf = (text: string | undefined): string[] =>
  (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** `Name: value` lines as headers (a line without a colon sets an empty value). */
const headersOf = (text: string | undefined): Record<string, string> =>
  Object.fromEntries(
    linesOf(text).map((line) => {
      const colon = line.indexOf(':');
      return colon < 0 ? [line, ''] : [line.slice(0, colon).trim(), line.slice(colon + 1).trim()];
    }),
  );

const headerLines = (headers: Record<string, string>): string =>
  Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n');

/** The config the values describe, for their type (as sent; the contract checks it). */
export const toPluginConfig = (values: PluginFormValues): Record<string, unknown> => {
  const side = (set: string | undefined, remove: string[] | undefined) => ({
    set: headersOf(set),
    remove: remove ?? [],
  });
  const configs: { readonly [T in PluginType]: () => Record<string, unknown> } = {
    'rate-limit': () => ({ count: values.count, windowSeconds: values.windowSeconds, key: values.key }),
    'ip-restriction': () => ({ allow: linesOf(values.allow), deny: linesOf(values.deny) }),
    'request-size': () => ({ maxBytes: values.maxBytes }),
    cors: () => ({
      origins: values.origins ?? [],
      methods: values.methods ?? [],
      headers: values.headers ?? [],
      maxAgeSeconds: values.maxAgeSeconds,
    }),
    'header-rewrite': () => ({
      request: side(values.requestSet, values.requestRemove),
      response: side(values.responseSet, values.responseRemove),
    }),
  };
  return configs[values.type]();
};

/** The save body of the form. */
export const toPluginBody = (values: PluginFormValues) => ({
  name: values.name,
  type: values.type,
  config: toPluginConfig(values),
});

/** The form values of a plugin. */
export const toPluginValues = (plugin: Plugin): PluginFormValues => {
  const base = { name: plugin.name };
  switch (plugin.type) {
    case 'rate-limit':
      return { ...base, type: plugin.type, ...plugin.config };
    case 'ip-restriction':
      return { ...base, type: plugin.type, allow: plugin.config.allow.join('\n'), deny: plugin.config.deny.join('\n') };
    case 'request-size':
      return { ...base, type: plugin.type, ...plugin.config };
    case 'cors':
      return { ...base, type: plugin.type, ...plugin.config, methods: [...plugin.config.methods] };
    case 'header-rewrite':
      return {
        ...base,
        type: plugin.type,
        requestSet: headerLines(plugin.config.request.set),
        requestRemove: plugin.config.request.remove,
        responseSet: headerLines(plugin.config.response.set),
        responseRemove: plugin.config.response.remove,
      };
  }
};

/** The form field a config path falls on: `allow[2]` → allow, `request.set` → requestSet. */
export const configFieldOf = (path: string): ConfigField | undefined => {
  const [first, second] = path.split(/[.[]/);
  const side = first === 'request' || first === 'response' ? first : undefined;
  const name =
    side && (second === 'set' || second === 'remove') ? `${side}${second === 'set' ? 'Set' : 'Remove'}` : first;
  return Object.values(CONFIG_FIELDS)
    .flat()
    .find((field) => field === name);
};

/** The refusals the contract gives the values' config, by the form field each falls on (the first of each). */
export const configRefusals = (values: PluginFormValues): Map<ConfigField, Refusal> => {
  const config = toPluginConfig(values);
  const parsed = PLUGIN_CONFIG_SCHEMAS[values.type].safeParse(config);
  const byField = new Map<ConfigField, Refusal>();
  if (parsed.success) return byField;
  for (const refusal of issueRefusals(parsed.error.issues.map(asIssue), { input: config })) {
    const field = configFieldOf(refusal.path);
    if (field && !byField.has(field)) byField.set(field, refusal);
  }
  return byField;
};
