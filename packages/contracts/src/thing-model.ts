import type { z } from 'zod';
import { reasonParams } from './issue-refusals';
import { dataTypeSchema } from './thing-model-data-type';
import {
  choiceField,
  identifierField,
  THING_MODEL_LIMITS as LIMITS,
  listField,
  nameField,
  objectField,
} from './thing-model-fields';
import { findDuplicateIdentifiers } from './thing-model-identifiers';

/** Access modes of a property: read-only or read-write. */
export const ACCESS_MODES = ['r', 'rw'] as const;
/** Access mode of a property. */
export type AccessMode = (typeof ACCESS_MODES)[number];
/** Event severities. */
export const EVENT_TYPES = ['info', 'alert', 'error'] as const;
/** Severity of an event. */
export type EventType = (typeof EVENT_TYPES)[number];
/** Service call types: the caller waits for the result, or not. */
export const CALL_TYPES = ['sync', 'async'] as const;
/** Call type of a service. */
export type CallType = (typeof CALL_TYPES)[number];

/** An input or output parameter of an event or service. */
export const paramSchema = objectField('parameter', {
  /** Unique within its parameter list. */
  identifier: identifierField(),
  /** Display name. */
  name: nameField('name'),
  /** Type of the value. */
  dataType: dataTypeSchema,
});
/** An input or output parameter. */
export type ParamDef = z.infer<typeof paramSchema>;

const params = (label: string) => listField(label, paramSchema, LIMITS.paramsMax).default([]);

/** A property: a value the device reports and, when read-write, accepts. */
export const propertyDefSchema = objectField('property', {
  /** Unique across properties, events and services. */
  identifier: identifierField(),
  /** Display name. */
  name: nameField('name'),
  /** `r` read-only, `rw` also settable. */
  accessMode: choiceField('accessMode', ACCESS_MODES),
  /** Type of the value. */
  dataType: dataTypeSchema,
});
/** A property definition. */
export type PropertyDef = z.infer<typeof propertyDefSchema>;

/** An event: something the device reports when it happens, with output data. */
export const eventDefSchema = objectField('event', {
  /** Unique across properties, events and services. */
  identifier: identifierField(),
  /** Display name. */
  name: nameField('name'),
  /** Severity: info, alert or error. */
  type: choiceField('type', EVENT_TYPES),
  /** Data the event carries (default none). */
  outputData: params('outputData'),
});
/** An event definition. */
export type EventDef = z.infer<typeof eventDefSchema>;

/** A service: an operation the device performs on request. */
export const serviceDefSchema = objectField('service', {
  /** Unique across properties, events and services. */
  identifier: identifierField(),
  /** Display name. */
  name: nameField('name'),
  /** Whether the caller waits for the output (sync) or not (async). */
  callType: choiceField('callType', CALL_TYPES),
  /** Parameters of the call (default none). */
  inputData: params('inputData'),
  /** Data the call answers (default none). */
  outputData: params('outputData'),
});
/** A service definition. */
export type ServiceDef = z.infer<typeof serviceDefSchema>;

/** A thing model: properties, events and services; identifiers unique across all three. */
export const thingModelSchema = objectField('thing model', {
  /** Properties (default none). */
  properties: listField('properties', propertyDefSchema, LIMITS.definitionsMax).default([]),
  /** Events (default none). */
  events: listField('events', eventDefSchema, LIMITS.definitionsMax).default([]),
  /** Services (default none). */
  services: listField('services', serviceDefSchema, LIMITS.definitionsMax).default([]),
}).superRefine((model, ctx) => {
  for (const { path, message, identifier, other } of findDuplicateIdentifiers(model))
    ctx.addIssue({ code: 'custom', path, message, params: reasonParams('duplicateIdentifier', { identifier, other }) });
});
/** A thing model (lists always present). */
export type ThingModel = z.infer<typeof thingModelSchema>;
/** A thing model as it may be written (lists may be left out). */
export type ThingModelInput = z.input<typeof thingModelSchema>;
