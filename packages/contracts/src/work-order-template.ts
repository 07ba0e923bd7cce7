import { z } from 'zod';
import { reasonParams } from './issue-refusals';
import { MAX_RECORD_ID, pageParamsSchema } from './protocol';
import { IDENTIFIER_PATTERN } from './thing-model-fields';

/** Paths of the ticket center. */
export const TICKET_CENTER_PATHS = {
  template: '/api/v1/work-order-template',
  rule: '/api/v1/work-order-rule',
  workOrder: '/api/v1/work-order',
} as const;

/** What a template serves: work orders opened from alarms, from abnormal records, or by hand. */
export const TEMPLATE_KINDS = ['alarm', 'abnormal', 'manual'] as const;
/** What a template serves. */
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

/** A work order's priority, lowest first. */
export const WORK_ORDER_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
/** A work order's priority. */
export type WorkOrderPriority = (typeof WORK_ORDER_PRIORITIES)[number];

/** The dynamic form's field types a template's form may use (`options` for select and radio). */
export const FORM_FIELD_TYPES = [
  'text',
  'textarea',
  'number',
  'select',
  'radio',
  'switch',
  'date',
  'daterange',
  'time',
] as const;
/** A form field's type. */
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];
/** The field types that offer options. */
export const OPTION_FIELD_TYPES: readonly FormFieldType[] = ['select', 'radio'];

/** Sizes of templates: name, description, fields, labels, options, SLA hours, a text value. */
export const TEMPLATE_LIMITS = {
  nameMax: 64,
  descriptionMax: 500,
  fieldsMax: 30,
  labelMax: 64,
  optionsMax: 50,
  optionMax: 64,
  slaHoursMax: 8_760,
  textValueMax: 2_000,
} as const;

/** One field of a template's form. */
export const formFieldSchema = z.strictObject({
  /** The value's key in formValues (an identifier). */
  model: z.string().trim().min(1).max(50).regex(IDENTIFIER_PATTERN),
  label: z.string().trim().min(1).max(TEMPLATE_LIMITS.labelMax),
  type: z.enum(FORM_FIELD_TYPES),
  required: z.boolean(),
  /** The choices of a select or radio field (each its own label). */
  options: z.array(z.string().trim().min(1).max(TEMPLATE_LIMITS.optionMax)).max(TEMPLATE_LIMITS.optionsMax).optional(),
});
/** One field of a template's form. */
export type FormField = z.infer<typeof formFieldSchema>;

const formFields = z
  .array(formFieldSchema)
  .max(TEMPLATE_LIMITS.fieldsMax)
  .superRefine((fields, ctx) => {
    const seen = new Set<string>();
    fields.forEach((field, index) => {
      if (seen.has(field.model))
        ctx.addIssue({
          code: 'custom',
          path: [index, 'model'],
          message: `repeats model ${field.model}`,
          params: reasonParams('duplicateFieldModel', { model: field.model }),
        });
      seen.add(field.model);
      if (OPTION_FIELD_TYPES.includes(field.type) && !field.options?.length)
        ctx.addIssue({
          code: 'custom',
          path: [index, 'options'],
          message: `a ${field.type} field needs options`,
          params: reasonParams('required'),
        });
    });
  });

/** A work order template on the wire. */
export const workOrderTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(TEMPLATE_KINDS),
  formFields: z.array(formFieldSchema),
  defaultPriority: z.enum(WORK_ORDER_PRIORITIES),
  /** Hours from opening to the deadline. */
  slaHours: z.number().int(),
  description: z.string(),
  createTime: z.number().int(),
  updateTime: z.number().int(),
});
/** A work order template. */
export type WorkOrderTemplate = z.infer<typeof workOrderTemplateSchema>;

const templateFields = {
  name: z.string().trim().min(1).max(TEMPLATE_LIMITS.nameMax),
  kind: z.enum(TEMPLATE_KINDS),
  formFields,
  defaultPriority: z.enum(WORK_ORDER_PRIORITIES),
  slaHours: z.number().int().min(1).max(TEMPLATE_LIMITS.slaHoursMax),
  description: z.string().trim().max(TEMPLATE_LIMITS.descriptionMax).default(''),
};

/** A new template (unique name). */
export const templateCreateSchema = z.strictObject(templateFields);
/** A new template (parsed). */
export type TemplateCreate = z.infer<typeof templateCreateSchema>;

/** A template edited (id in the body). */
export const templateUpdateSchema = z.strictObject({
  id: z.number().int().positive().max(MAX_RECORD_ID),
  ...templateFields,
});
/** A template edited (parsed). */
export type TemplateUpdate = z.infer<typeof templateUpdateSchema>;

/** Template filters: name (contains), kind. */
export const templatePageSchema = pageParamsSchema
  .extend({
    name: z.string().trim().min(1).max(TEMPLATE_LIMITS.nameMax).optional(),
    kind: z.enum(TEMPLATE_KINDS).optional(),
  })
  .strict();
/** Template filters (parsed). */
export type TemplatePageRequest = z.infer<typeof templatePageSchema>;

/** A template offered by a select. */
export const templateOptionSchema = workOrderTemplateSchema.pick({
  id: true,
  name: true,
  kind: true,
  formFields: true,
  defaultPriority: true,
});
/** A template offered by a select. */
export type TemplateOption = z.infer<typeof templateOptionSchema>;
