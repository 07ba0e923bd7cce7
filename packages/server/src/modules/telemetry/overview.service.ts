import { ABNORMAL_TYPES, type AbnormalType } from '@beacon/contracts/device-abnormal';
import { DEVICE_STATUSES, type DeviceStatus } from '@beacon/contracts/iot-device';
import { ALARM_SEVERITIES, type AlarmSeverity } from '@beacon/contracts/iot-model';
import {
  activeAlarmsUsage,
  type DeviceStatusCounts,
  type MessageMinute,
  OVERVIEW_MINUTES,
  type Overview,
  type ProjectDeviceCounts,
} from '@beacon/contracts/overview';
import type { Kysely } from 'kysely';
import type { ProjectScope } from '../../platform/auth/project-scope';
import type { UsageRegistry } from '../../platform/usage';
import { overviewRepository as repo } from './overview.repository';
import type { TelemetryDatabase } from './tables';

const MINUTE_MS = 60_000;

/** Local midnight (the server's time zone) of the day `now` falls in, epoch ms. */
export const localMidnight = (now: number): number => new Date(now).setHours(0, 0, 0, 0);

const noDevices = (): DeviceStatusCounts => ({ inactive: 0, online: 0, offline: 0, disabled: 0, total: 0 });

const isDeviceStatus = (text: string): text is DeviceStatus => DEVICE_STATUSES.some((status) => status === text);
const isAbnormalType = (text: string): text is AbnormalType => ABNORMAL_TYPES.some((type) => type === text);

type CountRow = Awaited<ReturnType<typeof repo.deviceCounts>>[number];
type ProjectRow = Awaited<ReturnType<typeof repo.projects>>[number];

/** Each project in scope (and any project code devices still name) with its devices by status, by code. */
const projectCounts = (projects: readonly ProjectRow[], rows: readonly CountRow[]): ProjectDeviceCounts[] => {
  const byCode = new Map<string, ProjectDeviceCounts>(
    projects.map((p) => [p.project_code, { projectCode: p.project_code, projectName: p.project_name, ...noDevices() }]),
  );
  for (const row of rows) {
    if (!isDeviceStatus(row.status)) continue;
    let project = byCode.get(row.project_code);
    if (!project) {
      project = { projectCode: row.project_code, projectName: row.project_code, ...noDevices() };
      byCode.set(row.project_code, project);
    }
    project[row.status] += Number(row.devices);
    project.total += Number(row.devices);
  }
  return [...byCode.values()].sort((a, b) => (a.projectCode < b.projectCode ? -1 : 1));
};

/** The devices of every project together. */
const allDevices = (projects: readonly ProjectDeviceCounts[]): DeviceStatusCounts =>
  projects.reduce((sum, p) => {
    for (const status of DEVICE_STATUSES) sum[status] += p[status];
    sum.total += p.total;
    return sum;
  }, noDevices());

/** One entry per minute from `firstMinute` (minutes since the epoch) to the current one, 0 where nothing came. */
const minuteSeries = (
  firstMinute: number,
  rows: readonly { minute: number | string; messages: number | string | null }[],
): MessageMinute[] => {
  const counts = new Map(rows.map((row) => [Number(row.minute), Number(row.messages ?? 0)]));
  return Array.from({ length: OVERVIEW_MINUTES }, (_, i) => ({
    minute: (firstMinute + i) * MINUTE_MS,
    count: counts.get(firstMinute + i) ?? 0,
  }));
};

/** The IoT overview dashboard: devices by status, messages per minute, today's refusals, open abnormal records. */
export class OverviewService {
  constructor(
    private readonly db: Kysely<TelemetryDatabase>,
    private readonly usage: UsageRegistry,
  ) {}

  /** Active alarms by severity in the projects (the event center counts them); null without an event center. */
  private async activeAlarms(projectCodes: readonly string[]): Promise<Overview['activeAlarms']> {
    if (!ALARM_SEVERITIES.some((severity) => this.usage.has(activeAlarmsUsage(severity)))) return null;
    const bySeverity = {} as Record<AlarmSeverity, number>;
    for (const severity of ALARM_SEVERITIES) {
      const counts = await this.usage.count(activeAlarmsUsage(severity), projectCodes);
      bySeverity[severity] = [...counts.values()].reduce((sum, n) => sum + n, 0);
    }
    return { total: Object.values(bySeverity).reduce((sum, n) => sum + n, 0), bySeverity };
  }

  /** The figures at `now`, within the caller's projects. */
  async read(scope: ProjectScope, now: number): Promise<Overview> {
    const todayFrom = localMidnight(now);
    const firstMinute = Math.floor(now / MINUTE_MS) - OVERVIEW_MINUTES + 1;
    const [projectRows, countRows, minuteRows, rejected, abnormalRows] = await Promise.all([
      repo.projects(this.db, scope),
      repo.deviceCounts(this.db, scope),
      repo.messagesPerMinute(this.db, scope, firstMinute * MINUTE_MS),
      repo.rejectedSince(this.db, scope, todayFrom),
      repo.openAbnormal(this.db, scope),
    ]);
    const projects = projectCounts(projectRows, countRows);
    const activeAlarms = await this.activeAlarms(projects.map((project) => project.projectCode));
    const byType = Object.fromEntries(ABNORMAL_TYPES.map((type) => [type, 0])) as Record<AbnormalType, number>;
    for (const row of abnormalRows) if (isAbnormalType(row.type)) byType[row.type] += Number(row.records);
    return {
      generatedAt: now,
      devices: allDevices(projects),
      projects,
      messagesPerMinute: minuteSeries(firstMinute, minuteRows),
      rejectedToday: Number(rejected?.rejected ?? 0),
      todayFrom,
      openAbnormal: { total: Object.values(byType).reduce((sum, n) => sum + n, 0), byType },
      activeAlarms,
    };
  }
}
