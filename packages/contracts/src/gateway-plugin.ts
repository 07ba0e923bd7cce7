import { z } from 'zod';
import { apiIdsSchema, GATEWAY_LIMITS, gatewayNameSchema } from './gateway';
import {
  corsConfigSchema,
  headerRewriteConfigSchema,
  ipRestrictionConfigSchema,
  PLUGIN_TYPES,
  rateLimitConfigSchema,
  requestSizeConfigSchema,
} from './gateway-plugin-config';
import { recordIdSchema } from './open-platform';
import { formBPageRequest, MAX_RECORD_ID } from './protocol';

/** The fields a plugin of each type adds to `base`: its `type` and that type's `config` (a discriminated union). */
const pluginVariants = <S extends z.core.$ZodShape>(base: S) =>
  z.discriminatedUnion('type', [
    z.strictObject({ ...base, type: z.literal('rate-limit'), config: rateLimitConfigSchema }),
    z.strictObject({ ...base, type: z.literal('ip-restriction'), config: ipRestrictionConfigSchema }),
    z.strictObject({ ...base, type: z.literal('request-size'), config: requestSizeConfigSchema }),
    z.strictObject({ ...base, type: z.literal('cors'), config: corsConfigSchema }),
    z.strictObject({ ...base, type: z.literal('header-rewrite'), config: headerRewriteConfigSchema }),
  ]);

/** A gateway plugin: its type and that type's configuration, bound to APIs. */
export const pluginSchema = pluginVariants({
  id: z.number().int(),
  name: z.string(),
  /** How many APIs it is bound to. */
  apiCount: z.number().int(),
  createDate: z.number().int(),
  updateDate: z.number().int(),
});
/** A gateway plugin. */
export type Plugin = z.infer<typeof pluginSchema>;

/** A new plugin: unique name, a type, that type's configuration (400 naming `config.<field>`). */
export const pluginSaveSchema = pluginVariants({ name: gatewayNameSchema });
/** A new plugin (parsed). */
export type PluginSave = z.infer<typeof pluginSaveSchema>;

/** A plugin edited (id in the body): name, type and configuration replaced. */
export const pluginUpdateSchema = pluginVariants({ id: recordIdSchema, name: gatewayNameSchema });
/** A plugin edited (parsed). */
export type PluginUpdate = z.infer<typeof pluginUpdateSchema>;

/** Plugin filters: name contains, type. */
export const pluginFilterSchema = z.strictObject({
  name: z.string().trim().max(GATEWAY_LIMITS.nameMax).optional(),
  type: z.enum(PLUGIN_TYPES).optional(),
});
/** Plugin filters (parsed). */
export type PluginFilter = z.infer<typeof pluginFilterSchema>;
/** Columns a plugin page sorts by. */
export const PLUGIN_ORDER_COLUMNS = ['create_date', 'update_date', 'name', 'type'] as const;
/** A page of plugins. */
export const pluginPageSchema = formBPageRequest(pluginFilterSchema, PLUGIN_ORDER_COLUMNS);
/** A page of plugins (parsed). */
export type PluginPageRequest = z.infer<typeof pluginPageSchema>;

/** `plugin/bing-api` and `plugin/remove-bing`: the plugin and the APIs bound or unbound. */
export const pluginBindSchema = z.strictObject({ pluginId: recordIdSchema, apiIds: apiIdsSchema });
/** A plugin binding call (parsed). */
export type PluginBind = z.infer<typeof pluginBindSchema>;

/** `?pluginId=`: the plugin whose bound APIs are listed. */
export const pluginIdQuerySchema = z.strictObject({ pluginId: z.coerce.number().int().positive().max(MAX_RECORD_ID) });
