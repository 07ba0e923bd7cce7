import type { Generated, Kysely, Transaction } from 'kysely';
import type { IotDeviceTables } from '#module-tables/iot-device';
import type { TelemetryTables } from '#module-tables/telemetry';
import type { PlatformTables } from '../../platform/db/tables';

/** An alarm: at most one open (cleared = 0) per (iot_id, source, source_key); flags are 0/1, times epoch ms. */
export interface AlarmTable {
  id: Generated<number>;
  iot_id: string;
  dev_key: string;
  project_code: string;
  /** rule, event or abnormal. */
  source: string;
  /** The rule's name, the event's identifier or the abnormal kind. */
  source_key: string;
  severity: string;
  count: number;
  first_time: number;
  last_time: number;
  acknowledged: number;
  ack_by: string | null;
  ack_time: number | null;
  cleared: number;
  cleared_by: string | null;
  clear_time: number | null;
}

/** A comment on an alarm: an operator's, or the platform's on a transition (system = 1, text a transition key). */
export interface AlarmCommentTable {
  id: Generated<number>;
  alarm_id: number;
  /** The account, or `system` ("by" is an SQL keyword). */
  author: string;
  text: string;
  time: number;
  system: number;
}

/** A rule's condition holding on a device since a sample's time (shared by every instance through the database). */
export interface AlarmHoldTable {
  iot_id: string;
  /** The rule's name. */
  source_key: string;
  since: number;
}

/** An AI event from a camera or edge box; status unhandled | handled | false_alarm; times epoch ms. */
export interface AiEventTable {
  id: Generated<number>;
  iot_id: string;
  dev_key: string;
  project_code: string;
  algorithm: string;
  confidence: number;
  /** When it happened (the device's ts, else when received). */
  ts: number;
  received_time: number;
  status: string;
  handled_by: string | null;
  handled_time: number | null;
  note: string | null;
}

/** One media file of an AI event, in the media storage under `media_key`; `media_type` sniffed from its bytes. */
export interface AiEventMediaTable {
  id: Generated<number>;
  event_id: number;
  /** Its place among the event's files (0 first). */
  seq: number;
  media_key: string;
  media_type: string;
  size: number;
}

/** The event center's tables (its own: it creates and writes them). */
export type EventCenterTables = {
  alarm: AlarmTable;
  alarm_comment: AlarmCommentTable;
  alarm_hold: AlarmHoldTable;
  ai_event: AiEventTable;
  ai_event_media: AiEventMediaTable;
};

/** Other modules' tables it reads, typed by their owners: devices (names, models), model rules, abnormal records. */
export type EventCenterReadTables = Pick<IotDeviceTables, 'device' | 'iot_std_model'> &
  Pick<TelemetryTables, 'device_abnormal'>;

/** The database as this module sees it. */
export type EventCenterDatabase = PlatformTables & EventCenterTables & EventCenterReadTables;
/** The module's database or a transaction of it. */
export type EventCenterDb = Kysely<EventCenterDatabase> | Transaction<EventCenterDatabase>;
