import { z } from 'zod';
import { GATEWAY_RUNTIME_LIMITS, GATEWAY_RUNTIME_PREFIX } from './gateway-runtime';
import { API_METHODS, type ApiMethod, BUILTIN_APIS } from './open-platform-api';
import { FORM_B_SUCCESS_CODE } from './protocol';

/** Paths of the API documentation (prefix `/api/v1`, resource `doc`; standard replies). */
export const API_DOC_PATHS = {
  catalog: '/api/v1/doc/api-catalog',
  openApi: '/api/v1/doc/api-catalog/openapi',
} as const;

/**
 * How the gateway authenticates a call (HTTP Message Signatures, RFC 9421), as the documentation explains it: the
 * algorithm and key, the components signed (`content-digest`, RFC 9530 `sha-256`, only with a body), the required
 * parameters, how far `created` may be off and how long a nonce stays used.
 */
export const GATEWAY_SIGNATURE = {
  algorithm: 'hmac-sha256',
  components: ['@method', '@target-uri'],
  bodyComponent: 'content-digest',
  digestAlgorithm: 'sha-256',
  parameters: ['created', 'nonce', 'keyid', 'alg'],
  createdSkewSeconds: GATEWAY_RUNTIME_LIMITS.maxSkewSeconds,
  nonceWindowSeconds: GATEWAY_RUNTIME_LIMITS.nonceTtlMs / 1000,
} as const;

/** The gateway path apps call for an API's path. */
export const gatewayPathOf = (path: string): string => `${GATEWAY_RUNTIME_PREFIX}${path}`;

/** Where a request's described properties travel: the query string for GET and DELETE, else a JSON body. */
export const requestPlaceOf = (method: ApiMethod): 'query' | 'body' =>
  method === 'GET' || method === 'DELETE' ? 'query' : 'body';

/** The names of an API path's `{param}` segments, in order. */
export const pathParamsOf = (path: string): string[] => [...path.matchAll(/\{([^{}/]+)\}/g)].map((m) => m[1] ?? '');

type Schema = Record<string, unknown>;

/**
 * The JSON Schema of an API's whole 200 reply: a built-in API answers form B, its response schema describing
 * `object`; a forwarded API answers its service's body as it is (null while not described).
 */
export const replySchemaOf = (api: { builtin: string | null; responseSchema: Schema | null }): Schema | null =>
  api.builtin === null
    ? api.responseSchema
    : {
        type: 'object',
        required: ['code', 'msg', 'object'],
        properties: {
          code: { const: FORM_B_SUCCESS_CODE, description: 'Success' },
          msg: { type: 'string' },
          object: api.responseSchema ?? {},
        },
      };

const definition = z.record(z.string(), z.unknown()).nullable();

/** An online API as the documentation shows it: its published definition, never a later edit. */
export const apiDocSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  method: z.enum(API_METHODS),
  /** The API's path, from `/`. */
  path: z.string(),
  /** The path apps call: `/gateway` + path. */
  gatewayPath: z.string(),
  description: z.string(),
  /** The platform data it serves (its reply in form B), or null for one forwarded to a service cluster. */
  builtin: z.enum(BUILTIN_APIS).nullable(),
  /** JSON Schema of the request (query parameters for GET and DELETE, else the JSON body), or null. */
  requestSchema: definition,
  /** JSON Schema of the response (a built-in API's `object`), or null. */
  responseSchema: definition,
  /** When it was deployed (epoch ms). */
  publishedAt: z.number().int(),
});
/** An online API as documented. */
export type ApiDoc = z.infer<typeof apiDocSchema>;

/** A group of the catalogue and its online APIs (by name). */
export const apiDocGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  apis: z.array(apiDocSchema),
});
/** A group of the catalogue. */
export type ApiDocGroup = z.infer<typeof apiDocGroupSchema>;

/** An area of the catalogue and its groups that hold an online API (by name). */
export const apiDocAreaSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  description: z.string(),
  groups: z.array(apiDocGroupSchema),
});
/** An area of the catalogue. */
export type ApiDocArea = z.infer<typeof apiDocAreaSchema>;

/** The catalogue of online APIs: area (by sort, then name) → group → API. */
export const apiCatalogSchema = z.object({
  areas: z.array(apiDocAreaSchema),
  /** Online APIs in all. */
  total: z.number().int().nonnegative(),
});
/** The catalogue of online APIs. */
export type ApiCatalog = z.infer<typeof apiCatalogSchema>;
