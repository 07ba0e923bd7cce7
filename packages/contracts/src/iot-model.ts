import { z } from 'zod';
import { CODE_PATTERN } from './patterns';
import { MAX_RECORD_ID, pageParamsSchema } from './protocol';
import { eventDefSchema, propertyDefSchema, serviceDefSchema } from './thing-model';
import { THING_MODEL_LIMITS } from './thing-model-fields';

/** IoT model API paths (resources of PRODUCT.md §2; `stdProductGroup` is the spec's own name). */
export const IOT_MODEL_PATHS = {
  stdModel: '/api/v1/iothub/std-model',
  productGroup: '/api/v1/iothub/stdProductGroup',
  deviceCategory: '/api/v1/iothub/device-category',
  domainModel: '/api/v1/iothub/domain-model',
  thirdModel: '/api/v1/iothub/third-model',
  modelRelevance: '/api/v1/iothub/model-relevance',
} as const;

/** Protocols a product speaks. */
export const DEVICE_PROTOCOLS = ['MQTT', 'HTTP', 'Modbus', 'BACnet', 'other'] as const;
/** A product's protocol. */
export type DeviceProtocol = (typeof DEVICE_PROTOCOLS)[number];

/** Alarm rule conditions; the order comparisons need a numeric property. */
export const ALARM_CONDITIONS = ['>', '>=', '<', '<=', '==', '!='] as const;
/** An alarm rule condition. */
export type AlarmCondition = (typeof ALARM_CONDITIONS)[number];
/** Conditions that compare order (numeric properties only). */
export const ORDER_CONDITIONS: readonly AlarmCondition[] = ['>', '>=', '<', '<='];
/** Alarm severities, most severe first. */
export const ALARM_SEVERITIES = ['critical', 'major', 'minor', 'warning'] as const;
/** An alarm severity. */
export type AlarmSeverity = (typeof ALARM_SEVERITIES)[number];

/** Field limits of the IoT model records, defined once for the schemas, the columns and the console. */
export const IOT_MODEL_LIMITS = {
  nameMax: 64,
  keyMax: 64,
  descriptionMax: 500,
  versionMax: 32,
  alarmRulesMax: 100,
  /** Longest time a condition must hold before it alarms (one day). */
  durationMaxSeconds: 86_400,
  /** Most rows a `list` (choices for selects) answers. */
  listCap: 1000,
} as const;

/** A positive record id. */
export const recordIdSchema = z.number().int().positive().max(MAX_RECORD_ID);
/** An optional reference to another record (null = none). */
export const optionalRefSchema = recordIdSchema.nullable().default(null);
/** A record name. */
export const recordNameSchema = z.string().trim().min(1).max(IOT_MODEL_LIMITS.nameMax);
/** A free description. */
export const descriptionSchema = z.string().trim().max(IOT_MODEL_LIMITS.descriptionMax).default('');
/** A key made of letters, digits and `_ . -` (product keys, codes, model numbers). */
export const recordKeySchema = z
  .string()
  .trim()
  .min(1)
  .max(IOT_MODEL_LIMITS.keyMax)
  .regex(CODE_PATTERN, 'letters, digits, _ . - only');

/** One list of a thing model as sent: checked by validateThingModel on the server (errors name the exact path). */
const modelList = (what: string) =>
  z
    .array(z.unknown())
    .max(THING_MODEL_LIMITS.definitionsMax)
    .default([])
    .meta({ description: `${what} in the thing-model language (thing-model.ts)` });

/** The thing-model lists of a create or edit request. */
export const modelListsInput = {
  /** Properties (thing-model language). */
  properties: modelList('Properties'),
  /** Events (thing-model language). */
  events: modelList('Events'),
  /** Services (thing-model language). */
  services: modelList('Services'),
};

/** The thing-model lists of a reply. */
export const modelListsOutput = {
  /** Properties. */
  properties: z.array(propertyDefSchema),
  /** Events. */
  events: z.array(eventDefSchema),
  /** Services. */
  services: z.array(serviceDefSchema),
};

/** An alarm rule on a property: alarm when `property condition value` holds for `durationSeconds`. */
export const alarmRuleSchema = z.strictObject({
  /** The rule's name, unique within the model; the server names an unnamed rule `{property} {condition} {value}`. */
  name: z.string().trim().min(1).max(IOT_MODEL_LIMITS.nameMax).optional(),
  /** Identifier of a property of the model. */
  property: z.string().trim().min(1).max(THING_MODEL_LIMITS.identifierMax),
  /** Comparison; the order comparisons need a numeric property. */
  condition: z.enum(ALARM_CONDITIONS),
  /** Threshold compared with the property value. */
  value: z.number(),
  /** How long the condition must hold (0 = at once). */
  durationSeconds: z.number().int().min(0).max(IOT_MODEL_LIMITS.durationMaxSeconds).default(0),
  /** Severity of the alarm raised. */
  severity: z.enum(ALARM_SEVERITIES),
});
/** An alarm rule. */
export type AlarmRule = z.infer<typeof alarmRuleSchema>;

/** A rule's name: its own, else `{property} {condition} {value}` (the alarms' source key). */
export const alarmRuleName = (rule: AlarmRule): string =>
  rule.name ?? `${rule.property} ${rule.condition} ${rule.value}`.slice(0, IOT_MODEL_LIMITS.nameMax);

/** A standard thing model on the wire: the model's lists at the top level. */
export const stdModelSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The product's key (unique). */
  productKey: z.string(),
  /** Product group (stdProductGroup), or null. */
  groupId: z.number().int().nullable(),
  /** Device category, or null. */
  categoryId: z.number().int().nullable(),
  protocol: z.enum(DEVICE_PROTOCOLS),
  /** The (published) domain service model it implements, or null. */
  domainModelId: z.number().int().nullable(),
  description: z.string(),
  ...modelListsOutput,
  alarmRules: z.array(alarmRuleSchema),
  createDate: z.number().int(),
  updateDate: z.number().int(),
});
/** A standard thing model. */
export type StdModel = z.infer<typeof stdModelSchema>;

const stdModelFields = {
  name: recordNameSchema,
  groupId: optionalRefSchema,
  categoryId: optionalRefSchema,
  protocol: z.enum(DEVICE_PROTOCOLS),
  domainModelId: optionalRefSchema,
  description: descriptionSchema,
  ...modelListsInput,
  /** Alarm rules per property, checked against the model. */
  alarmRules: z.array(alarmRuleSchema).max(IOT_MODEL_LIMITS.alarmRulesMax).default([]),
};

/** Create a standard thing model. */
export const stdModelCreateSchema = z.strictObject({ productKey: recordKeySchema, ...stdModelFields });
/** Create a standard thing model (parsed). */
export type StdModelCreate = z.infer<typeof stdModelCreateSchema>;

/** Edit a standard thing model (id in the body; the product key is fixed once created). */
export const stdModelUpdateSchema = z.strictObject({ id: recordIdSchema, ...stdModelFields });
/** Edit a standard thing model (parsed). */
export type StdModelUpdate = z.infer<typeof stdModelUpdateSchema>;

/** An optional id filter (query strings send it as text). */
export const idFilterSchema = z.coerce.number().int().positive().max(MAX_RECORD_ID).optional();

/** Standard model page filters. */
export const stdModelPageSchema = pageParamsSchema
  .extend({
    name: z.string().trim().max(IOT_MODEL_LIMITS.nameMax).optional(),
    productKey: z.string().trim().max(IOT_MODEL_LIMITS.keyMax).optional(),
    groupId: idFilterSchema,
    categoryId: idFilterSchema,
  })
  .strict();
/** Standard model page filters (parsed). */
export type StdModelPageRequest = z.infer<typeof stdModelPageSchema>;

/** A standard model as a choice of a select. */
export const stdModelOptionSchema = z.object({ id: z.number().int(), name: z.string(), productKey: z.string() });
/** A standard model choice. */
export type StdModelOption = z.infer<typeof stdModelOptionSchema>;
