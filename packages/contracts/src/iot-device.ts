import { z } from 'zod';
import { IOT_MODEL_LIMITS, idFilterSchema, optionalRefSchema, recordIdSchema, recordNameSchema } from './iot-model';
import { CODE_PATTERN } from './patterns';
import { PROJECT_LIMITS, REGION_CODE_PATTERN } from './project-data-management';
import { pageParamsSchema } from './protocol';

/** The device API path (resource `device` of PRODUCT.md §2). */
export const DEVICE_PATH = '/api/v1/iothub/device';

/** Device statuses: new devices are inactive until they first connect; disabled ones may not connect. */
export const DEVICE_STATUSES = ['inactive', 'online', 'offline', 'disabled'] as const;
/** A device status. */
export type DeviceStatus = (typeof DEVICE_STATUSES)[number];

/** Field limits of a device, defined once for the schemas and the columns. */
export const DEVICE_LIMITS = {
  /** Generated ids: `d` and 20 hex characters; the column and the path parameter allow a little more. */
  iotIdMax: 32,
  devKeyMax: IOT_MODEL_LIMITS.keyMax,
  nameMax: IOT_MODEL_LIMITS.nameMax,
  addressMax: 255,
  firmwareMax: 64,
  /** 32 random bytes as base64url are 43 characters. */
  secretMax: 64,
} as const;

/** A device on the wire (page rows): never its secret. */
export const deviceSchema = z.object({
  /** Platform-generated id. */
  iotId: z.string(),
  /** The device's own key (unique; its MQTT username). */
  devKey: z.string(),
  name: z.string(),
  stdModelId: z.number().int(),
  /** Third-party model the device actually speaks, or null. */
  thirdModelId: z.number().int().nullable(),
  projectCode: z.string(),
  categoryId: z.number().int().nullable(),
  /** 6-digit region code, or null. */
  areaCode: z.string().nullable(),
  address: z.string(),
  status: z.enum(DEVICE_STATUSES),
  /** Epoch ms of the last time it was online, or null if never. */
  lastOnlineTime: z.number().int().nullable(),
  firmware: z.string(),
  createDate: z.number().int(),
});
/** A device (without its secret). */
export type Device = z.infer<typeof deviceSchema>;

/** A device with its secret: the detail, the reply of save and of reset-secret only. */
export const deviceWithSecretSchema = deviceSchema.extend({
  /** Shared secret the device authenticates with (MQTT password). */
  deviceSecret: z.string(),
});
/** A device with its secret. */
export type DeviceWithSecret = z.infer<typeof deviceWithSecretSchema>;

/** A device key: letters, digits and `_ . -` (no MQTT topic separators or wildcards). */
export const devKeySchema = z
  .string()
  .trim()
  .min(1)
  .max(DEVICE_LIMITS.devKeyMax)
  .regex(CODE_PATTERN, 'letters, digits, _ . - only');

const projectCodeSchema = z.string().trim().min(1).max(PROJECT_LIMITS.code);
const areaCodeSchema = z.string().trim().max(6).regex(REGION_CODE_PATTERN, 'must be a 6-digit region code');

const deviceFields = {
  name: recordNameSchema,
  stdModelId: recordIdSchema,
  thirdModelId: optionalRefSchema,
  projectCode: projectCodeSchema,
  categoryId: optionalRefSchema,
  areaCode: areaCodeSchema.nullable().default(null),
  address: z.string().trim().max(DEVICE_LIMITS.addressMax).default(''),
  firmware: z.string().trim().max(DEVICE_LIMITS.firmwareMax).default(''),
};

/** Register a device: devKey, name, stdModelId and projectCode are required. */
export const deviceCreateSchema = z.strictObject({ devKey: devKeySchema, ...deviceFields });
/** Register a device (parsed). */
export type DeviceCreate = z.infer<typeof deviceCreateSchema>;

/** Edit a device (iotId in the body; the devKey, its connection name, is fixed once created). */
export const deviceUpdateSchema = z.strictObject({
  iotId: z.string().trim().min(1).max(DEVICE_LIMITS.iotIdMax),
  ...deviceFields,
});
/** Edit a device (parsed). */
export type DeviceUpdate = z.infer<typeof deviceUpdateSchema>;

/** Device page filters: name and devKey contain the text; a province or city areaCode matches all below it. */
export const devicePageSchema = pageParamsSchema
  .extend({
    name: z.string().trim().max(DEVICE_LIMITS.nameMax).optional(),
    devKey: z.string().trim().max(DEVICE_LIMITS.devKeyMax).optional(),
    stdModelId: idFilterSchema,
    projectCode: z.string().trim().max(PROJECT_LIMITS.code).optional(),
    categoryId: idFilterSchema,
    areaCode: areaCodeSchema.optional(),
    status: z.enum(DEVICE_STATUSES).optional(),
  })
  .strict();
/** Device page filters (parsed). */
export type DevicePageRequest = z.infer<typeof devicePageSchema>;

/** The iotId path parameter (any bounded text: an unknown id answers 404). */
export const iotIdParamSchema = z.strictObject({ iotId: z.string().min(1).max(DEVICE_LIMITS.iotIdMax) });
