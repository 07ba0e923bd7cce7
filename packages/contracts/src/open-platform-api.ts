import { z } from 'zod';
import { reasonParams } from './issue-refusals';
import { jsonSchemaDefinitionSchema } from './json-schema-definition';
import { OPEN_PLATFORM_LIMITS as L, recordIdSchema } from './open-platform';
import { API_PATH_PATTERN } from './patterns';
import { formBPageRequest } from './protocol';

/** HTTP methods an API of the gateway answers. */
export const API_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;
/** An API's HTTP method. */
export type ApiMethod = (typeof API_METHODS)[number];

/** An API's life: a draft until deployed (online), then offline and back online by deploying again. */
export const API_STATUSES = ['draft', 'online', 'offline'] as const;
/** An API's status. */
export type ApiStatus = (typeof API_STATUSES)[number];

/**
 * Built-in APIs: platform data served to apps (devices of the app's bound projects, their latest values, a
 * property's history) instead of a service cluster's nodes.
 */
export const BUILTIN_APIS = ['device-list', 'device-latest', 'device-history'] as const;
/** A built-in API. */
export type BuiltinApi = (typeof BUILTIN_APIS)[number];

const definition = z.record(z.string(), z.unknown()).nullable();

/** What an API answers and forwards to, as deployed (`api/view`) or as edited. */
export const apiDefinitionSchema = z.object({
  name: z.string(),
  method: z.enum(API_METHODS),
  /** The gateway path, from `/` (apps call `/gateway` + this path). */
  path: z.string(),
  domainId: z.number().int(),
  groupId: z.number().int(),
  /** The service cluster it forwards to (none for a built-in API, or while none is chosen). */
  clusterId: z.number().int().nullable(),
  /** The path on the cluster's nodes ('' for a built-in API). */
  backendPath: z.string(),
  /** The platform data it serves instead of a cluster, or null. */
  builtin: z.enum(BUILTIN_APIS).nullable(),
  /** JSON Schema of the request, or null when not described. */
  requestSchema: definition,
  /** JSON Schema of the response, or null when not described. */
  responseSchema: definition,
  description: z.string(),
});
/** An API's definition. */
export type ApiDefinition = z.infer<typeof apiDefinitionSchema>;

/** An API of the business centre. */
export const openApiSchema = apiDefinitionSchema.extend({
  id: z.number().int(),
  /** Its area's and group's names. */
  domainName: z.string(),
  groupName: z.string(),
  /** Its service cluster's name, or null without one. */
  clusterName: z.string().nullable(),
  status: z.enum(API_STATUSES),
  /** When it was last deployed (epoch ms), or null while never. */
  publishedAt: z.number().int().nullable(),
  createDate: z.number().int(),
  updateDate: z.number().int(),
});
/** An API of the business centre. */
export type OpenApi = z.infer<typeof openApiSchema>;

/** The definition an API was last deployed with (`api/view`). */
export const publishedApiSchema = apiDefinitionSchema.extend({
  id: z.number().int(),
  status: z.enum(API_STATUSES),
  publishedAt: z.number().int(),
});
/** The definition an API was last deployed with. */
export type PublishedApi = z.infer<typeof publishedApiSchema>;

const apiFields = {
  name: z.string().trim().min(1).max(L.nameMax),
  method: z.enum(API_METHODS),
  path: z.string().trim().max(L.pathMax).regex(API_PATH_PATTERN),
  domainId: recordIdSchema,
  groupId: recordIdSchema,
  clusterId: recordIdSchema.nullable().default(null),
  backendPath: z.union([z.literal(''), z.string().trim().max(L.pathMax).regex(API_PATH_PATTERN)]).default(''),
  builtin: z.enum(BUILTIN_APIS).nullable().default(null),
  requestSchema: jsonSchemaDefinitionSchema.nullable().default(null),
  responseSchema: jsonSchemaDefinitionSchema.nullable().default(null),
  description: z.string().trim().max(L.descriptionMax).default(''),
};

type Target = { builtin: BuiltinApi | null; clusterId: number | null; backendPath: string };

/** A built-in API names no cluster nor backend path; any other API names its backend path. */
const checkTarget = (api: Target, ctx: z.core.$RefinementCtx<Target>): void => {
  const notBoth = (path: keyof Target) =>
    ctx.addIssue({
      code: 'custom',
      path: [path],
      message: 'a built-in API has no service cluster or backend path',
      params: reasonParams('notBoth', { other: 'builtin' }),
    });
  if (api.builtin !== null) {
    if (api.clusterId !== null) notBoth('clusterId');
    if (api.backendPath !== '') notBoth('backendPath');
  } else if (api.backendPath === '') {
    ctx.addIssue({
      code: 'custom',
      path: ['backendPath'],
      message: 'required unless the API is built-in',
      params: reasonParams('required'),
    });
  }
};

/** A new API (a draft): unique name; a group of its area; JSON Schemas checked; built-in or a backend path. */
export const apiCreateSchema = z.strictObject(apiFields).superRefine(checkTarget);
/** A new API (parsed). */
export type ApiCreate = z.infer<typeof apiCreateSchema>;

/** An API edited (id in the body; not while online). */
export const apiUpdateSchema = z.strictObject({ id: recordIdSchema, ...apiFields }).superRefine(checkTarget);
/** An API edited (parsed). */
export type ApiUpdate = z.infer<typeof apiUpdateSchema>;

/** API filters: name and path contain, method, area, group, status. */
export const apiFilterSchema = z.strictObject({
  name: z.string().trim().max(L.nameMax).optional(),
  path: z.string().trim().max(L.pathMax).optional(),
  method: z.enum(API_METHODS).optional(),
  domainId: recordIdSchema.optional(),
  groupId: recordIdSchema.optional(),
  status: z.enum(API_STATUSES).optional(),
});
/** API filters (parsed). */
export type ApiFilter = z.infer<typeof apiFilterSchema>;
/** Columns an API page sorts by. */
export const API_ORDER_COLUMNS = ['create_date', 'update_date', 'name', 'path'] as const;
/** A page of APIs. */
export const apiPageSchema = formBPageRequest(apiFilterSchema, API_ORDER_COLUMNS);
/** A page of APIs (parsed). */
export type ApiPageRequest = z.infer<typeof apiPageSchema>;

/** APIs by status (`statis/api-count`). */
export const apiCountSchema = z.object({
  total: z.number().int(),
  draft: z.number().int(),
  online: z.number().int(),
  offline: z.number().int(),
});
/** APIs by status. */
export type ApiCount = z.infer<typeof apiCountSchema>;
