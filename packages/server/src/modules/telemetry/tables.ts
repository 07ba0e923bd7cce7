import type { Generated } from 'kysely';
import type { IotDeviceTables } from '#module-tables/iot-device';
import type { ProjectTables } from '#module-tables/project-data-management';
import type { PlatformTables } from '../../platform/db/tables';

/** Every stored value (values are JSON text; times are epoch ms). */
export interface TelemetryHistoryTable {
  id: Generated<number>;
  iot_id: string;
  attr_key: string;
  value: string;
  value_time: number;
}

/** The latest value per (iotId, attrKey): the live rows. */
export interface TelemetryLatestTable {
  iot_id: string;
  attr_key: string;
  value: string;
  value_time: number;
  update_time: number;
}

/** What devices did: online, offline, reports and rejected messages. */
export interface DeviceLogTable {
  id: Generated<number>;
  iot_id: string;
  dev_key: string;
  type: string;
  content: string;
  reason: string;
  create_date: number;
  /** How many refusals of one reason within a minute the row stands for (1 for every other row). */
  count: Generated<number>;
}

/** Events devices reported (accepted ones), with the model's name and type at the time; params are JSON text. */
export interface DeviceEventTable {
  id: Generated<number>;
  iot_id: string;
  dev_key: string;
  project_code: string;
  identifier: string;
  event_name: string;
  /** info, alert or error. */
  event_type: string;
  params: string;
  /** The uplink's ts, else the receive time (epoch ms). */
  occur_time: number;
  receive_time: number;
}

/** Abnormal records; at most one open per (iot_id, type, attr_key). */
export interface DeviceAbnormalTable {
  id: Generated<number>;
  iot_id: string;
  dev_key: string;
  project_code: string;
  type: string;
  /** Empty for offline and silent. */
  attr_key: string;
  value: string;
  status: string;
  open_time: number;
  recover_time: number | null;
}

/** A project's abnormal-detection limits; a project without a row uses ABNORMAL_DEFAULTS. */
export interface AbnormalSettingTable {
  project_code: string;
  offline_minutes: number;
  silent_minutes: number;
  stuck_repeats: number;
  update_date: number;
}

/** The telemetry tables (this module's own: it creates and writes them, others may read them). */
export type TelemetryTables = {
  telemetry_history: TelemetryHistoryTable;
  telemetry_latest: TelemetryLatestTable;
  device_log: DeviceLogTable;
  device_event: DeviceEventTable;
  device_abnormal: DeviceAbnormalTable;
  abnormal_setting: AbnormalSettingTable;
};

/**
 * Other modules' tables this module reads, typed by their owners (it never writes them): which device a devKey
 * is, its project and models, and projects, so settings name an existing one.
 */
export type TelemetryReadTables = Pick<
  IotDeviceTables,
  'device' | 'iot_std_model' | 'iot_third_model' | 'iot_model_relevance'
> &
  Pick<ProjectTables, 'project'>;

/** The database as this module sees it: the platform's tables, its own and those it reads. */
export type TelemetryDatabase = PlatformTables & TelemetryTables & TelemetryReadTables;
