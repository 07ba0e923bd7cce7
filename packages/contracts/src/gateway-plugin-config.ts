import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { reasonParams } from './issue-refusals';
import { API_METHODS } from './open-platform-api';

/** Kinds of gateway plugin. */
export const PLUGIN_TYPES = ['rate-limit', 'ip-restriction', 'request-size', 'cors', 'header-rewrite'] as const;
/** A kind of gateway plugin. */
export type PluginType = (typeof PLUGIN_TYPES)[number];

/**
 * The fixed order the gateway runtime applies an API's plugins in, whatever order they were bound in: refuse
 * by client address first, answer CORS preflights, refuse oversized bodies, count the call, then rewrite headers.
 */
export const PLUGIN_ORDER = ['ip-restriction', 'cors', 'request-size', 'rate-limit', 'header-rewrite'] as const;

/** Limits of plugin configurations. */
export const PLUGIN_LIMITS = {
  countMax: 1_000_000,
  windowSecondsMax: 86_400,
  cidrsMax: 200,
  maxBytesMax: 100 * 1024 * 1024,
  corsItemsMax: 50,
  maxAgeSecondsMax: 86_400,
  headersMax: 50,
  headerValueMax: 1_000,
} as const;
const L = PLUGIN_LIMITS;

/** Methods a CORS plugin may allow. */
export const CORS_METHODS = [...API_METHODS, 'OPTIONS', 'HEAD'] as const;

/** A header name (an RFC 9110 token). */
export const HEADER_NAME_PATTERN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
/** A CORS origin: `*`, or scheme, host and optional port. */
export const ORIGIN_PATTERN =
  /^(?:\*|https?:\/\/(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?)$/;

/**
 * Whether a text is an IPv4 block (dotted four-part decimal, `/0`–`/32`) or an IPv6 block (`/0`–`/128`, no zone);
 * a bare address is a block of one.
 */
export const isCidr = (text: string): boolean => {
  if (text.includes('%')) return false;
  const block = text.includes('/') ? text : `${text}/${text.includes(':') ? 128 : 32}`;
  return block.includes(':') ? ipaddr.IPv6.isValidCIDR(block) : ipaddr.IPv4.isValidCIDRFourPartDecimal(block);
};

const cidr = z
  .string()
  .trim()
  .max(64)
  .refine(isCidr, {
    message: 'not an IPv4 or IPv6 address or CIDR block',
    params: reasonParams('cidrFormat'),
  });
const headerName = z.string().trim().min(1).max(100).regex(HEADER_NAME_PATTERN);
const headerNames = z.array(headerName).max(L.headersMax).default([]);
/** Headers set to values: names to values. */
const headerValues = z
  .record(headerName, z.string().max(L.headerValueMax))
  .refine((values) => Object.keys(values).length <= L.headersMax, {
    message: `at most ${L.headersMax} headers`,
    params: reasonParams('tooManyItems', { max: L.headersMax }),
  })
  .default({});

/** Rate limit: at most `count` calls per `windowSeconds` per calling app or client IP. */
export const rateLimitConfigSchema = z.strictObject({
  count: z.number().int().min(1).max(L.countMax),
  windowSeconds: z.number().int().min(1).max(L.windowSecondsMax),
  /** What the calls are counted per. */
  key: z.enum(['app', 'ip']).default('app'),
});

/** IP restriction: a client in `deny` is refused; with `allow` non-empty, only a client in it passes. */
export const ipRestrictionConfigSchema = z
  .strictObject({
    allow: z.array(cidr).max(L.cidrsMax).default([]),
    deny: z.array(cidr).max(L.cidrsMax).default([]),
  })
  .refine((config) => config.allow.length + config.deny.length > 0, {
    path: ['allow'],
    message: 'name at least one block to allow or deny',
    params: reasonParams('required'),
  });

/** Request size: bodies over `maxBytes` are refused (413). */
export const requestSizeConfigSchema = z.strictObject({ maxBytes: z.number().int().min(1).max(L.maxBytesMax) });

/** CORS: the origins, methods and request headers allowed, and how long a preflight is cached. */
export const corsConfigSchema = z.strictObject({
  origins: z.array(z.string().trim().max(200).regex(ORIGIN_PATTERN)).min(1).max(L.corsItemsMax),
  methods: z.array(z.enum(CORS_METHODS)).min(1).max(CORS_METHODS.length),
  headers: headerNames,
  maxAgeSeconds: z.number().int().min(0).max(L.maxAgeSecondsMax).default(600),
});

/** Headers set (name → value) and removed on one side of the call. */
const rewriteSide = z.strictObject({ set: headerValues, remove: headerNames }).default({ set: {}, remove: [] });

/** Header rewrite: headers set and removed on the request forwarded and on the response returned. */
export const headerRewriteConfigSchema = z.strictObject({ request: rewriteSide, response: rewriteSide });

/** Each plugin type's configuration schema. */
export const PLUGIN_CONFIG_SCHEMAS = {
  'rate-limit': rateLimitConfigSchema,
  'ip-restriction': ipRestrictionConfigSchema,
  'request-size': requestSizeConfigSchema,
  cors: corsConfigSchema,
  'header-rewrite': headerRewriteConfigSchema,
} as const;

/** The configuration of a plugin of type T (parsed). */
export type PluginConfig<T extends PluginType = PluginType> = z.infer<(typeof PLUGIN_CONFIG_SCHEMAS)[T]>;
