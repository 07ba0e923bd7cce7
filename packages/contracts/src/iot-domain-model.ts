import { z } from 'zod';
import { descriptionSchema, IOT_MODEL_LIMITS, recordIdSchema, recordKeySchema, recordNameSchema } from './iot-model';
import { reasonParams } from './issue-refusals';
import { pageParamsSchema } from './protocol';
import { paramSchema } from './thing-model';
import { identifierField, listField, nameField, objectField, THING_MODEL_LIMITS } from './thing-model-fields';
import { findDuplicateIdentifiers } from './thing-model-identifiers';
import { type ThingModelError, toThingModelErrors } from './thing-model-issues';

/** Business domains a domain service model belongs to. */
export const DOMAINS = [
  'security',
  'fire',
  'energy',
  'lighting',
  'hvac',
  'parking',
  'elevator',
  'environment',
  'access',
] as const;
/** A business domain. */
export type Domain = (typeof DOMAINS)[number];
/** Domain model statuses: only drafts are edited or deleted. */
export const DOMAIN_MODEL_STATUSES = ['draft', 'published'] as const;
/** A domain model status. */
export type DomainModelStatus = (typeof DOMAIN_MODEL_STATUSES)[number];

const params = (label: string) => listField(label, paramSchema, THING_MODEL_LIMITS.paramsMax).default([]);

/** A capability of a domain: a service with input and output parameters in the thing-model language. */
export const domainServiceSchema = objectField('service', {
  /** Unique within the domain model. */
  identifier: identifierField(),
  /** Display name. */
  name: nameField('name'),
  /** Parameters of the call. */
  inputData: params('inputData'),
  /** Data the call answers. */
  outputData: params('outputData'),
});
/** A domain service. */
export type DomainService = z.infer<typeof domainServiceSchema>;

const domainServicesSchema = objectField('domain model', {
  services: listField('services', domainServiceSchema, THING_MODEL_LIMITS.definitionsMax),
}).superRefine(({ services }, ctx) => {
  for (const { path, message, identifier, other } of findDuplicateIdentifiers({ properties: [], events: [], services }))
    ctx.addIssue({ code: 'custom', path, message, params: reasonParams('duplicateIdentifier', { identifier, other }) });
});

/** Checks the services of a domain model: the services, or every problem with its path (`services[1].name`). */
export const validateDomainServices = (
  services: unknown,
): { ok: true; services: DomainService[] } | { ok: false; errors: ThingModelError[] } => {
  const parsed = domainServicesSchema.safeParse({ services });
  return parsed.success
    ? { ok: true, services: parsed.data.services }
    : { ok: false, errors: toThingModelErrors(parsed.error.issues, { input: { services } }) };
};

/** A domain service model on the wire. */
export const domainModelSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Unique code, fixed once created. */
  code: z.string(),
  domain: z.enum(DOMAINS),
  version: z.string(),
  status: z.enum(DOMAIN_MODEL_STATUSES),
  description: z.string(),
  services: z.array(domainServiceSchema),
  createDate: z.number().int(),
  updateDate: z.number().int(),
});
/** A domain service model. */
export type DomainModel = z.infer<typeof domainModelSchema>;

const domainModelFields = {
  name: recordNameSchema,
  domain: z.enum(DOMAINS),
  version: z.string().trim().min(1).max(IOT_MODEL_LIMITS.versionMax).default('1.0.0'),
  description: descriptionSchema,
  /** Services (thing-model parameters); checked by validateDomainServices on the server. */
  services: z
    .array(z.unknown())
    .max(THING_MODEL_LIMITS.definitionsMax)
    .default([])
    .meta({ description: 'Services [{identifier, name, inputData, outputData}] (thing-model parameters)' }),
};

/** Create a domain service model (a draft). */
export const domainModelCreateSchema = z.strictObject({ code: recordKeySchema, ...domainModelFields });
/** Create a domain service model (parsed). */
export type DomainModelCreate = z.infer<typeof domainModelCreateSchema>;

/** Edit a draft domain service model (id in the body; the code is fixed). */
export const domainModelUpdateSchema = z.strictObject({ id: recordIdSchema, ...domainModelFields });
/** Edit a domain service model (parsed). */
export type DomainModelUpdate = z.infer<typeof domainModelUpdateSchema>;

/** Domain model page filters. */
export const domainModelPageSchema = pageParamsSchema
  .extend({
    name: z.string().trim().max(IOT_MODEL_LIMITS.nameMax).optional(),
    domain: z.enum(DOMAINS).optional(),
    status: z.enum(DOMAIN_MODEL_STATUSES).optional(),
  })
  .strict();
/** Domain model page filters (parsed). */
export type DomainModelPageRequest = z.infer<typeof domainModelPageSchema>;

/** Domain model choices filter. */
export const domainModelListSchema = z.strictObject({ status: z.enum(DOMAIN_MODEL_STATUSES).optional() }).default({});

/** A domain model as a choice of a select. */
export const domainModelOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  domain: z.enum(DOMAINS),
  status: z.enum(DOMAIN_MODEL_STATUSES),
});
/** A domain model choice. */
export type DomainModelOption = z.infer<typeof domainModelOptionSchema>;
