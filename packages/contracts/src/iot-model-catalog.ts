import { z } from 'zod';
import { descriptionSchema, recordIdSchema, recordNameSchema } from './iot-model';

/** A product group (the spec's `stdProductGroup`). */
export const productGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  createDate: z.number().int(),
});
/** A product group. */
export type ProductGroup = z.infer<typeof productGroupSchema>;

/** Create a product group. */
export const productGroupCreateSchema = z.strictObject({ name: recordNameSchema, description: descriptionSchema });
/** Create a product group (parsed). */
export type ProductGroupCreate = z.infer<typeof productGroupCreateSchema>;

/** Edit a product group (id in the body). */
export const productGroupUpdateSchema = z.strictObject({
  id: recordIdSchema,
  name: recordNameSchema,
  description: descriptionSchema,
});
/** Edit a product group (parsed). */
export type ProductGroupUpdate = z.infer<typeof productGroupUpdateSchema>;

/** Device category types: 0 community, 1 house, 2 park. */
export const DEVICE_CATEGORY_TYPES = [0, 1, 2] as const;
/** A device category type. */
export type DeviceCategoryType = (typeof DEVICE_CATEGORY_TYPES)[number];
/** The type a stored value outside 0, 1, 2 reads as (the spec's reading: only 0 is community, else house). */
export const DEVICE_CATEGORY_FALLBACK_TYPE: DeviceCategoryType = 1;

const categoryType = z.literal(DEVICE_CATEGORY_TYPES);

/** A device category on the wire (without its children). */
export const deviceCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** 0 community, 1 house, 2 park. */
  type: categoryType,
  /** The parent category, or null for a root. */
  parentId: z.number().int().nullable(),
  createDate: z.number().int(),
});
/** A device category. */
export type DeviceCategory = z.infer<typeof deviceCategorySchema>;

/** A device category with its subtree. */
export type DeviceCategoryNode = DeviceCategory & { children: DeviceCategoryNode[] };

/** A node of the device category tree. */
export const deviceCategoryNodeSchema = deviceCategorySchema.extend({
  /** Sub-categories, by id. */
  get children(): z.ZodArray<typeof deviceCategoryNodeSchema> {
    return z.array(deviceCategoryNodeSchema);
  },
});

const categoryFields = {
  name: recordNameSchema,
  type: categoryType,
  /** The parent category; null (or absent) for a root. */
  parentId: recordIdSchema.nullable().default(null),
};

/** Create a device category. */
export const deviceCategoryCreateSchema = z.strictObject(categoryFields);
/** Create a device category (parsed). */
export type DeviceCategoryCreate = z.infer<typeof deviceCategoryCreateSchema>;

/** Edit a device category (id in the body). */
export const deviceCategoryUpdateSchema = z.strictObject({ id: recordIdSchema, ...categoryFields });
/** Edit a device category (parsed). */
export type DeviceCategoryUpdate = z.infer<typeof deviceCategoryUpdateSchema>;
