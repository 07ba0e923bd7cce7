import { z } from 'zod';
import {
  DEVICE_PROTOCOLS,
  descriptionSchema,
  IOT_MODEL_LIMITS,
  idFilterSchema,
  modelListsInput,
  modelListsOutput,
  recordIdSchema,
  recordKeySchema,
  recordNameSchema,
} from './iot-model';
import { modelConversionSchema } from './model-conversion';
import { pageParamsSchema } from './protocol';
import { THING_MODEL_LIMITS } from './thing-model-fields';

/** A third-party (vendor) thing model on the wire; unique per manufacturer and model number. */
export const thirdModelSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  manufacturer: z.string(),
  modelNumber: z.string(),
  protocol: z.enum(DEVICE_PROTOCOLS),
  description: z.string(),
  ...modelListsOutput,
  createDate: z.number().int(),
  updateDate: z.number().int(),
});
/** A third-party thing model. */
export type ThirdModel = z.infer<typeof thirdModelSchema>;

const thirdModelFields = {
  name: recordNameSchema,
  manufacturer: recordNameSchema,
  modelNumber: recordKeySchema,
  protocol: z.enum(DEVICE_PROTOCOLS),
  description: descriptionSchema,
  ...modelListsInput,
};

/** Create (or import from JSON) a third-party thing model. */
export const thirdModelCreateSchema = z.strictObject(thirdModelFields);
/** Create a third-party thing model (parsed). */
export type ThirdModelCreate = z.infer<typeof thirdModelCreateSchema>;

/** Edit a third-party thing model (id in the body). */
export const thirdModelUpdateSchema = z.strictObject({ id: recordIdSchema, ...thirdModelFields });
/** Edit a third-party thing model (parsed). */
export type ThirdModelUpdate = z.infer<typeof thirdModelUpdateSchema>;

/** Third-party model page filters. */
export const thirdModelPageSchema = pageParamsSchema
  .extend({
    name: z.string().trim().max(IOT_MODEL_LIMITS.nameMax).optional(),
    manufacturer: z.string().trim().max(IOT_MODEL_LIMITS.nameMax).optional(),
    modelNumber: z.string().trim().max(IOT_MODEL_LIMITS.keyMax).optional(),
    protocol: z.enum(DEVICE_PROTOCOLS).optional(),
  })
  .strict();
/** Third-party model page filters (parsed). */
export type ThirdModelPageRequest = z.infer<typeof thirdModelPageSchema>;

/** A third-party model as a choice of a select. */
export const thirdModelOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  manufacturer: z.string(),
  modelNumber: z.string(),
});
/** A third-party model choice. */
export type ThirdModelOption = z.infer<typeof thirdModelOptionSchema>;

/** Per standard property: the third-party property it comes from and how its value is converted. */
export const propertyMappingSchema = z.strictObject({
  /** Identifier of a property of the standard model (mapped at most once). */
  stdProperty: z.string().trim().min(1).max(THING_MODEL_LIMITS.identifierMax),
  /** Identifier of a property of the third-party model. */
  thirdProperty: z.string().trim().min(1).max(THING_MODEL_LIMITS.identifierMax),
  /** Conversion of the value; must fit both properties' types (checkConversion). */
  conversion: modelConversionSchema,
});
/** A property mapping. */
export type PropertyMapping = z.infer<typeof propertyMappingSchema>;

/** An association of a third-party model with a standard model, unique per pair. */
export const modelRelevanceSchema = z.object({
  id: z.number().int(),
  stdModelId: z.number().int(),
  stdModelName: z.string(),
  thirdModelId: z.number().int(),
  thirdModelName: z.string(),
  mappings: z.array(propertyMappingSchema),
  createDate: z.number().int(),
  updateDate: z.number().int(),
});
/** A model association. */
export type ModelRelevance = z.infer<typeof modelRelevanceSchema>;

const relevanceFields = {
  stdModelId: recordIdSchema,
  thirdModelId: recordIdSchema,
  mappings: z.array(propertyMappingSchema).max(THING_MODEL_LIMITS.definitionsMax).default([]),
};

/** Create a model association. */
export const modelRelevanceCreateSchema = z.strictObject(relevanceFields);
/** Create a model association (parsed). */
export type ModelRelevanceCreate = z.infer<typeof modelRelevanceCreateSchema>;

/** Edit a model association (id in the body). */
export const modelRelevanceUpdateSchema = z.strictObject({ id: recordIdSchema, ...relevanceFields });
/** Edit a model association (parsed). */
export type ModelRelevanceUpdate = z.infer<typeof modelRelevanceUpdateSchema>;

/** Model association page filters. */
export const modelRelevancePageSchema = pageParamsSchema
  .extend({ stdModelId: idFilterSchema, thirdModelId: idFilterSchema })
  .strict();
/** Model association page filters (parsed). */
export type ModelRelevancePageRequest = z.infer<typeof modelRelevancePageSchema>;
