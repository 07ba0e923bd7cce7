import { z } from 'zod';
import { refusalSchema } from './reasons';
import { MAX_REPORT_PARAMS, TOPIC_ROOT, uplinkSchema } from './telemetry';
import { IDENTIFIER_PATTERN, THING_MODEL_LIMITS } from './thing-model-fields';

/** Path of a device's debugging resources (`/:iotId/debug...`). */
export const DEVICE_DEBUG_PATH = '/api/v1/iothub/device';

/** Bounds of service calls: how long the platform waits for a reply, and how many calls may wait at once. */
export const SERVICE_CALL_LIMITS = {
  /** Default wait for the device's reply (SERVICE_CALL_TIMEOUT). */
  timeoutMs: 10_000,
  /** Calls waiting for one device's replies at once. */
  pendingPerDevice: 5,
  /** Calls waiting on one server instance at once. */
  pendingTotal: 1_000,
  /** Longest call id a reply may carry. */
  idMax: 64,
  /** Longest message a reply may carry (longer ones are cut). */
  msgMax: 512,
} as const;

/** The downlink topic of a service call: `beacon/{devKey}/services/{identifier}`. */
export const serviceTopic = (devKey: string, identifier: string): string =>
  `${TOPIC_ROOT}/${devKey}/services/${identifier}`;
/** The topic a device answers a service call on: `beacon/{devKey}/services/{identifier}/reply`. */
export const serviceReplyTopic = (devKey: string, identifier: string): string =>
  `${serviceTopic(devKey, identifier)}/reply`;
/** The filter of every device's service replies. */
export const SERVICE_REPLY_FILTER = `${TOPIC_ROOT}/+/services/+/reply`;

/** Reads a service reply topic, or null for any other topic. */
export const parseServiceReplyTopic = (topic: string): { devKey: string; identifier: string } | null => {
  const parts = topic.split('/');
  if (parts.length !== 5 || parts[0] !== TOPIC_ROOT || parts[2] !== 'services' || parts[4] !== 'reply') return null;
  const [, devKey, , identifier] = parts;
  return devKey && identifier ? { devKey, identifier } : null;
};

/** What the platform publishes on the service topic (QoS 1): the call id, when it was sent (epoch ms), the input. */
export const serviceCallPayloadSchema = z.object({
  /** The call id; the reply carries it back. */
  id: z.string(),
  /** When the platform sent the call (epoch ms). */
  ts: z.number().int(),
  /** The service's input parameters, checked against its inputData. */
  params: z.record(z.string(), z.unknown()),
});
/** A service call as published to the device. */
export type ServiceCallPayload = z.infer<typeof serviceCallPayloadSchema>;

/** What a device publishes on the reply topic: the call id, a result code (0 = done, default 0), data and a message. */
export const serviceReplyPayloadSchema = z.object({
  /** The id of the call answered. */
  id: z.string().min(1).max(SERVICE_CALL_LIMITS.idMax),
  /** The device's result code: 0 done, anything else the device's own error code. */
  code: z.number().int().optional(),
  /** The service's output data. */
  data: z.record(z.string(), z.unknown()).optional(),
  /** The device's message (optional). */
  msg: z.string().optional(),
});
/** A device's reply to a service call. */
export type ServiceReplyPayload = z.infer<typeof serviceReplyPayloadSchema>;

/** Kinds of a device's topics. */
export const DEVICE_TOPIC_KINDS = ['properties', 'events', 'services', 'serviceReply', 'status'] as const;
/** A kind of device topic. */
export type DeviceTopicKind = (typeof DEVICE_TOPIC_KINDS)[number];

/** How a device connects and what it publishes and subscribes to (its secret is on the device itself). */
export const deviceDebugInfoSchema = z.object({
  /** The broker URL devices connect to (MQTT_PUBLIC_URL, else the broker the server uses). */
  brokerUrl: z.string(),
  /** The broker's host. */
  host: z.string(),
  /** The broker's port. */
  port: z.number().int(),
  /** MQTT client id, username: the device's devKey. */
  devKey: z.string(),
  /** Whether the device is connected now. */
  online: z.boolean(),
  /** The device's topics: up = the device publishes, down = it subscribes. */
  topics: z.array(
    z.object({
      kind: z.enum(DEVICE_TOPIC_KINDS),
      direction: z.enum(['up', 'down']),
      /** The topic (with `+` where an identifier goes). */
      topic: z.string(),
    }),
  ),
});
/** A device's connection info. */
export type DeviceDebugInfo = z.infer<typeof deviceDebugInfoSchema>;

/** A property report sent from the console as the device would: the values by identifier. */
export const debugPropertyReportSchema = z.strictObject({ params: uplinkSchema.shape.params });
/** A property report from the console (parsed). */
export type DebugPropertyReport = z.infer<typeof debugPropertyReportSchema>;

/** What a console property report did: the values stored, and the ones refused with their reasons. */
export const debugReportResultSchema = z.object({
  /** Identifiers of the values stored. */
  accepted: z.array(z.string()),
  /** Values refused: the English reason and the same as refusals. */
  rejected: z.array(z.object({ attrKey: z.string(), reason: z.string(), refusals: z.array(refusalSchema) })),
});
/** What a console property report did. */
export type DebugReportResult = z.infer<typeof debugReportResultSchema>;

/** A service call from the console: the service's identifier and its input parameters. */
export const serviceCallRequestSchema = z.strictObject({
  /** The service's identifier in the device's model. */
  identifier: z.string().trim().min(1).max(THING_MODEL_LIMITS.identifierMax).regex(IDENTIFIER_PATTERN),
  /** Input parameters by identifier, checked against the service's inputData. */
  params: z
    .record(z.string().max(THING_MODEL_LIMITS.identifierMax), z.unknown())
    .refine((params) => Object.keys(params).length <= MAX_REPORT_PARAMS, {
      message: `at most ${MAX_REPORT_PARAMS} parameters`,
    })
    .default({}),
});
/** A service call request (parsed). */
export type ServiceCallRequest = z.infer<typeof serviceCallRequestSchema>;

/** The device's answer to a service call. */
export const serviceCallResultSchema = z.object({
  /** The call id sent to the device. */
  id: z.string(),
  /** The service called. */
  identifier: z.string(),
  /** The device's result code (0 = done). */
  code: z.number().int(),
  /** The output data the device answered. */
  data: z.record(z.string(), z.unknown()),
  /** The device's message (empty when it sent none). */
  msg: z.string(),
  /** From publishing the call to receiving the reply (ms). */
  durationMs: z.number().int(),
});
/** The device's answer to a service call. */
export type ServiceCallResult = z.infer<typeof serviceCallResultSchema>;
