import { z } from 'zod';
import { CODE_PATTERN } from './patterns';
import { formBPageRequest, MAX_RECORD_ID } from './protocol';

/** Paths of the Open API business centre (prefix `/open-platform`, every reply in form B). */
export const OPEN_PLATFORM_PATHS = {
  area: '/open-platform/domain',
  group: '/open-platform/group',
  api: '/open-platform/api',
  statis: '/open-platform/statis',
} as const;

/** Sizes of areas, groups and APIs, and the most rows a `list` call answers. */
export const OPEN_PLATFORM_LIMITS = {
  nameMax: 64,
  codeMax: 32,
  descriptionMax: 500,
  sortMax: 9_999,
  pathMax: 200,
  listMax: 1_000,
} as const;

const L = OPEN_PLATFORM_LIMITS;

/** A record id in a body or filter. */
export const recordIdSchema = z.number().int().positive().max(MAX_RECORD_ID);
const name = z.string().trim().min(1).max(L.nameMax);
const description = z.string().trim().max(L.descriptionMax).default('');
/** A filter text: empty means no filter. */
const filterText = (max: number) => z.string().trim().max(max).optional();

/** An API area (the spec's `domain`): a top-level grouping of APIs. */
export const apiAreaSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Unique code (letters, digits, `_ . -`). */
  code: z.string(),
  description: z.string(),
  /** Position in lists, smallest first. */
  sort: z.number().int(),
  createDate: z.number().int(),
  updateDate: z.number().int(),
});
/** An API area. */
export type ApiArea = z.infer<typeof apiAreaSchema>;

/** An area created (no id) or edited (its id): unique name and code. */
export const apiAreaSaveSchema = z.strictObject({
  /** Set to edit that area; absent to create one. */
  id: recordIdSchema.optional(),
  name,
  code: z.string().trim().min(1).max(L.codeMax).regex(CODE_PATTERN),
  description,
  sort: z.number().int().min(0).max(L.sortMax).default(0),
});
/** An area saved (parsed). */
export type ApiAreaSave = z.infer<typeof apiAreaSaveSchema>;

/** Area filters: name contains, code exact. */
export const apiAreaFilterSchema = z.strictObject({ name: filterText(L.nameMax), code: filterText(L.codeMax) });
/** Area filters (parsed). */
export type ApiAreaFilter = z.infer<typeof apiAreaFilterSchema>;
/** Columns an area page sorts by. */
export const API_AREA_ORDER_COLUMNS = ['create_date', 'sort', 'name', 'code'] as const;
/** A page of areas. */
export const apiAreaPageSchema = formBPageRequest(apiAreaFilterSchema, API_AREA_ORDER_COLUMNS);
/** A page of areas (parsed). */
export type ApiAreaPageRequest = z.infer<typeof apiAreaPageSchema>;

/** An API group inside an area. */
export const apiGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The area it belongs to. */
  domainId: z.number().int(),
  /** That area's name. */
  domainName: z.string(),
  description: z.string(),
  createDate: z.number().int(),
  updateDate: z.number().int(),
});
/** An API group. */
export type ApiGroup = z.infer<typeof apiGroupSchema>;

/** A group created (no id) or edited (its id): unique name, in an existing area. */
export const apiGroupSaveSchema = z.strictObject({
  /** Set to edit that group; absent to create one. */
  id: recordIdSchema.optional(),
  name,
  domainId: recordIdSchema,
  description,
});
/** A group saved (parsed). */
export type ApiGroupSave = z.infer<typeof apiGroupSaveSchema>;

/** Group filters: name contains, area. */
export const apiGroupFilterSchema = z.strictObject({
  name: filterText(L.nameMax),
  domainId: recordIdSchema.optional(),
});
/** Group filters (parsed). */
export type ApiGroupFilter = z.infer<typeof apiGroupFilterSchema>;
/** Columns a group page sorts by. */
export const API_GROUP_ORDER_COLUMNS = ['create_date', 'name'] as const;
/** A page of groups. */
export const apiGroupPageSchema = formBPageRequest(apiGroupFilterSchema, API_GROUP_ORDER_COLUMNS);
/** A page of groups (parsed). */
export type ApiGroupPageRequest = z.infer<typeof apiGroupPageSchema>;
