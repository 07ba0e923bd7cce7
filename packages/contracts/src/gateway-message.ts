import { z } from 'zod';
import type { ConsoleLanguage } from './console-locale';
import { recordIdSchema } from './open-platform';

/** The message gateway: event push to applications (prefix `/api/v1/message/gateway`, every reply in form B). */
export const GATEWAY_MESSAGE_PATH = '/api/v1/message/gateway';

/** The event types an application may subscribe to: what device events and alarms feed. */
export const GATEWAY_EVENT_TYPES = [
  'device.event.alert',
  'device.event.error',
  'alarm.raised',
  'alarm.cleared',
] as const;
/** An event type an application may subscribe to. */
export type GatewayEventType = (typeof GATEWAY_EVENT_TYPES)[number];

/** The name of each event type, in each console language (`event/type/list` answers the caller's). */
export const GATEWAY_EVENT_TYPE_NAMES: Record<GatewayEventType, Record<ConsoleLanguage, string>> = {
  'device.event.alert': { 'zh-CN': '设备告警事件', 'en-US': 'Device alert event' },
  'device.event.error': { 'zh-CN': '设备故障事件', 'en-US': 'Device error event' },
  'alarm.raised': { 'zh-CN': '告警产生', 'en-US': 'Alarm raised' },
  'alarm.cleared': { 'zh-CN': '告警清除', 'en-US': 'Alarm cleared' },
};

/** An event type with its name in the caller's language. */
export const gatewayEventTypeSchema = z.object({
  eventType: z.enum(GATEWAY_EVENT_TYPES),
  /** The type's name in the console's language (Accept-Language). */
  name: z.string(),
});
/** An event type with its name. */
export type GatewayEventTypeItem = z.infer<typeof gatewayEventTypeSchema>;

/** Sets the event types an application subscribes to `{id, eventTypes}` (replaces them; empty: none). */
export const gatewayAppSetEventSchema = z.strictObject({
  id: recordIdSchema,
  eventTypes: z.array(z.enum(GATEWAY_EVENT_TYPES)).max(GATEWAY_EVENT_TYPES.length),
});
/** Event types set (parsed). */
export type GatewayAppSetEvent = z.infer<typeof gatewayAppSetEventSchema>;

/** Sends a test event of a type to an application's callback URL `{id, eventType}`. */
export const gatewayAppTestEventSchema = z.strictObject({
  id: recordIdSchema,
  eventType: z.enum(GATEWAY_EVENT_TYPES),
});
/** A test event asked for (parsed). */
export type GatewayAppTestEvent = z.infer<typeof gatewayAppTestEventSchema>;

/** A test event queued: its id, as the callback receives it and the scene log names it. */
export const gatewayTestEventQueuedSchema = z.object({ eventId: z.string() });

/**
 * What a callback URL receives, POSTed as JSON and signed (RFC 9421, hmac-sha256 with the app's secret, keyid = its
 * appId, covering `@method`, `@target-uri` and `content-digest`); retried until a 2xx answer, for 24 h.
 */
export const gatewayEventPayloadSchema = z.object({
  /** The event's id: the same for every application told of it, and for every retry (receivers drop repeats). */
  eventId: z.string(),
  type: z.enum(GATEWAY_EVENT_TYPES),
  /** When the event happened (epoch ms). */
  time: z.number().int(),
  projectCode: z.string(),
  iotId: z.string(),
  devKey: z.string(),
  /** True for a test event sent from the console (no device behind it). */
  test: z.boolean(),
  /** Device events: `{identifier, eventType}`; alarms: `{alarmId, source, sourceKey, severity, by}`. */
  data: z.record(z.string(), z.unknown()),
});
/** What a callback URL receives. */
export type GatewayEventPayload = z.infer<typeof gatewayEventPayloadSchema>;
