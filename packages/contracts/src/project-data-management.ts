import { z } from 'zod';
import { reasonParams } from './issue-refusals';
import { PROJECT_CODE_PATTERN, REGION_CODE_PATTERN } from './patterns';
import { MAX_RECORD_ID, pageParamsSchema } from './protocol';

/** Master-data API paths. */
export const MASTER_DATA_PATHS = {
  project: '/api/v1/master-data/project',
  region: '/api/v1/master-data/region',
} as const;

/** Kinds of project. */
export const PROJECT_TYPES = ['community', 'house', 'park'] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

/** Project status values. */
export const PROJECT_STATUSES = ['active', 'inactive'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** Column sizes of a project (request strings stay within them). */
export const PROJECT_LIMITS = { code: 64, name: 100, address: 255 } as const;

/** Most projects `project/list` returns (the choices of a select). */
export const PROJECT_OPTIONS_CAP = 500;

/** Usage names other modules register counters under (e.g. the device module: devices per project code). */
export const PROJECT_USAGE = { devices: 'project.devices' } as const;

/** A 6-digit administrative region code (GB/T 2260). */
export { REGION_CODE_PATTERN } from './patterns';

const regionCode = z.string().trim().max(6).regex(REGION_CODE_PATTERN, 'must be a 6-digit region code');
const longitude = z.number().min(-180).max(180).nullable();
const latitude = z.number().min(-90).max(90).nullable();

/** A project on the wire. */
export const projectSchema = z.object({
  id: z.number().int(),
  /** Unique, fixed once created. */
  projectCode: z.string(),
  projectName: z.string(),
  type: z.enum(PROJECT_TYPES),
  /** 6-digit district code. */
  areaCode: z.string(),
  address: z.string(),
  longitude: z.number().nullable(),
  latitude: z.number().nullable(),
  status: z.enum(PROJECT_STATUSES),
  /** Devices belonging to the project (counted, never stored). */
  deviceCount: z.number().int().nonnegative(),
  createDate: z.number().int(),
});
export type Project = z.infer<typeof projectSchema>;

/** A project offered by a select. */
export const projectOptionSchema = z.object({ projectCode: z.string(), projectName: z.string() });
export type ProjectOption = z.infer<typeof projectOptionSchema>;

const projectFields = {
  projectName: z.string().trim().min(1).max(PROJECT_LIMITS.name),
  type: z.enum(PROJECT_TYPES),
  /** 6-digit district code (a province or city code is refused). */
  areaCode: regionCode,
  address: z.string().trim().min(1).max(PROJECT_LIMITS.address),
  longitude,
  latitude,
  status: z.enum(PROJECT_STATUSES),
};

/** Coordinates come as a pair: both numbers or both null. */
const bothCoordinatesOrNone = (
  value: { longitude: number | null; latitude: number | null },
  ctx: z.core.$RefinementCtx,
): void => {
  if ((value.longitude === null) === (value.latitude === null)) return;
  const missing = value.longitude === null ? 'longitude' : 'latitude';
  const other = missing === 'longitude' ? 'latitude' : 'longitude';
  ctx.addIssue({
    code: 'custom',
    path: [missing],
    message: 'is required when the other coordinate is given',
    params: reasonParams('bothOrNeither', { other }),
  });
};

/** Create a project. */
export const projectCreateSchema = z
  .strictObject({
    projectCode: z
      .string()
      .trim()
      .min(1)
      .max(PROJECT_LIMITS.code)
      .regex(PROJECT_CODE_PATTERN, 'letters, digits, _ - only, starting with a letter or digit'),
    ...projectFields,
    longitude: longitude.default(null),
    latitude: latitude.default(null),
    status: projectFields.status.default('active'),
  })
  .superRefine(bothCoordinatesOrNone);
export type ProjectCreate = z.infer<typeof projectCreateSchema>;

/** Edit a project: every field but the code, which is fixed once created (id in the body). */
export const projectUpdateSchema = z
  .strictObject({ id: z.number().int().positive().max(MAX_RECORD_ID), ...projectFields })
  .superRefine(bothCoordinatesOrNone);
export type ProjectUpdate = z.infer<typeof projectUpdateSchema>;

/** Project page filters: code and name contain the text; a province or city areaCode matches all below it. */
export const projectPageSchema = pageParamsSchema
  .extend({
    projectCode: z.string().trim().max(PROJECT_LIMITS.code).optional(),
    projectName: z.string().trim().max(PROJECT_LIMITS.name).optional(),
    type: z.enum(PROJECT_TYPES).optional(),
    areaCode: regionCode.optional(),
    status: z.enum(PROJECT_STATUSES).optional(),
  })
  .strict();
export type ProjectPageRequest = z.infer<typeof projectPageSchema>;

/** A region code in the path. */
export const regionCodeParamSchema = z.strictObject({ code: regionCode });

/** A region resolved from its code; lower levels are empty for a province or city code. */
export const regionSchema = z.object({
  code: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  /** The names of the levels present, province first (the cascader's label path). */
  names: z.array(z.string()),
});
export type Region = z.infer<typeof regionSchema>;

const regionLeafSchema = z.object({ code: z.string(), name: z.string() });
const regionCitySchema = regionLeafSchema.extend({ children: z.array(regionLeafSchema) });

/** A province of the cascader source: its cities, each with its districts. */
export const regionTreeNodeSchema = regionLeafSchema.extend({ children: z.array(regionCitySchema) });
export type RegionTreeNode = z.infer<typeof regionTreeNodeSchema>;
