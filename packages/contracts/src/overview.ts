import { z } from 'zod';
import { ABNORMAL_TYPES } from './device-abnormal';
import { ALARM_SEVERITIES, type AlarmSeverity } from './iot-model';
import { epochMs } from './telemetry';

/** Path of the IoT overview dashboard's figures. */
export const OVERVIEW_PATH = '/api/v1/iothub/overview';

/** How many minutes the messages-per-minute series covers (the current minute last). */
export const OVERVIEW_MINUTES = 60;

/** How often the dashboard asks again (ms): live enough, cheap enough. */
export const OVERVIEW_REFRESH_MS = 10_000;

const count = z.number().int().min(0);

/** How many devices are in each status (DEVICE_STATUSES). */
export const deviceStatusCountsSchema = z.object({
  /** Registered, never connected. */
  inactive: count,
  online: count,
  offline: count,
  disabled: count,
  /** All of them. */
  total: count,
});
/** Devices by status. */
export type DeviceStatusCounts = z.infer<typeof deviceStatusCountsSchema>;

/** One project's devices by status. */
export const projectDeviceCountsSchema = deviceStatusCountsSchema.extend({
  projectCode: z.string(),
  /** The project's name (its code when the project no longer exists). */
  projectName: z.string(),
});
/** One project's devices by status. */
export type ProjectDeviceCounts = z.infer<typeof projectDeviceCountsSchema>;

/** The messages devices sent in one minute (accepted property and event reports). */
export const messageMinuteSchema = z.object({
  /** Start of the minute (epoch ms). */
  minute: epochMs,
  count,
});
/** The messages of one minute. */
export type MessageMinute = z.infer<typeof messageMinuteSchema>;

/** The usage name under which the event center counts a project's active alarms of a severity. */
export const activeAlarmsUsage = (severity: AlarmSeverity): string => `project.activeAlarms.${severity}`;

/** The IoT overview dashboard's figures, within the caller's projects. */
export const overviewSchema = z.object({
  /** When the figures were read (epoch ms). */
  generatedAt: epochMs,
  /** Devices by status, all projects in scope together. */
  devices: deviceStatusCountsSchema,
  /** Devices by status per project in scope (projects without devices too), by project code. */
  projects: z.array(projectDeviceCountsSchema),
  /** Messages per minute over the last OVERVIEW_MINUTES minutes, oldest first, a minute without any as 0. */
  messagesPerMinute: z.array(messageMinuteSchema),
  /** Values refused since local midnight (the server's time zone): rejected device logs, their counts summed. */
  rejectedToday: count,
  /** Local midnight of today (epoch ms): where rejectedToday starts. */
  todayFrom: epochMs,
  /** Abnormal records not recovered yet, by type. */
  openAbnormal: z.object({
    total: count,
    byType: z.record(z.enum(ABNORMAL_TYPES), count),
  }),
  /** Alarms not cleared yet, by severity; null where the variant has no event center. */
  activeAlarms: z
    .object({
      total: count,
      bySeverity: z.record(z.enum(ALARM_SEVERITIES), count),
    })
    .nullable(),
});
/** The IoT overview dashboard's figures. */
export type Overview = z.infer<typeof overviewSchema>;
