import type { Refusal } from '@beacon/contracts/reasons';
import {
  type DeviceEvent,
  type DeviceEventPageRequest,
  type DeviceLog,
  type DeviceLogPageRequest,
  type DeviceLogType,
  type DeviceOwnEventPageRequest,
  type DeviceOwnLogPageRequest,
  type HistoryPoint,
  type HistoryRequest,
  type LatestPageRequest,
  type LatestValue,
  type LiveProject,
  MAX_HISTORY_POINTS,
} from '@beacon/contracts/telemetry';
import { EVENT_TYPES, type EventType, type PropertyDef } from '@beacon/contracts/thing-model';
import { parseThingModelJson } from '@beacon/contracts/thing-model-json';
import type { ThingValue } from '@beacon/contracts/thing-model-value';
import type { Kysely } from 'kysely';
import { inProjectScope, type ProjectScope } from '../../platform/auth/project-scope';
import { AppError } from '../../platform/http/app-error';
import { deviceEventRepository } from './device-event.repository';
import { decodeLogReason } from './log-reason';
import type { TelemetryDatabase } from './tables';
import { telemetryRepository as repo } from './telemetry.repository';

const readValue = (text: string): ThingValue => JSON.parse(text) as ThingValue;

const readParams = (text: string): Record<string, ThingValue> => JSON.parse(text) as Record<string, ThingValue>;

// Stored types come from validated models; anything else reads as info.
const eventTypeOf = (text: string): EventType => EVENT_TYPES.find((type) => type === text) ?? 'info';

const unitOf = (property: PropertyDef | undefined): string => {
  const dataType = property?.dataType;
  if (!dataType || (dataType.type !== 'int' && dataType.type !== 'float' && dataType.type !== 'double')) return '';
  return dataType.specs?.unit ?? '';
};

/** A live row as the repository reads it. */
type LatestRow = Awaited<ReturnType<typeof repo.latestOfDevice>>[number];

/** Most properties one device's latest values answer (a model has far fewer). */
const MAX_PROPERTIES = 1_000;

/** Reads of telemetry: live rows, history, device logs and device events. */
/** A stored device-log reason on the wire: the English sentence, and its refusals when the row has them. */
const logReasonFields = (stored: string): { reason: string; refusals?: Refusal[] } => {
  const { text, refusals } = decodeLogReason(stored);
  return refusals ? { reason: text, refusals } : { reason: text };
};

export class TelemetryQueryService {
  constructor(private readonly db: Kysely<TelemetryDatabase>) {}

  /** Latest values of a project's devices with each property's name and unit (none outside the caller's scope). */
  async latestPage(filter: LatestPageRequest, scope: ProjectScope): Promise<{ items: LatestValue[]; total: number }> {
    if (!inProjectScope(scope, filter.projectCode)) return { items: [], total: 0 };
    const { rows, total } = await repo.latestPage(this.db, filter);
    return { items: await this.withPropertyNames(rows), total };
  }

  /** The caller's projects with devices online now, most first. */
  async liveProjects(scope: ProjectScope): Promise<LiveProject[]> {
    const rows = await repo.liveProjects(this.db, scope);
    return rows.map((row) => ({ projectCode: row.project_code, onlineDevices: Number(row.online) }));
  }

  /** Latest values of one device (its detail page); a device outside the caller's projects is 404. */
  async latestOfDevice(iotId: string, scope: ProjectScope): Promise<LatestValue[]> {
    if (!(await repo.deviceExists(this.db, iotId, scope))) throw AppError.missing('device', iotId);
    return this.withPropertyNames(await repo.latestOfDevice(this.db, iotId, scope, MAX_PROPERTIES));
  }

  /** Live rows with each property's name and unit from the device's model. */
  private async withPropertyNames(rows: readonly LatestRow[]): Promise<LatestValue[]> {
    const models = await repo.stdModels(this.db, [...new Set(rows.map((row) => row.std_model_id))]);
    const properties = new Map<number, Map<string, PropertyDef>>();
    for (const model of models) {
      const parsed = parseThingModelJson(model.model);
      const list = parsed.ok ? parsed.model.properties : [];
      properties.set(model.id, new Map(list.map((property) => [property.identifier, property])));
    }
    return rows.map((row): LatestValue => {
      const property = properties.get(row.std_model_id)?.get(row.attr_key);
      return {
        iotId: row.iot_id,
        devKey: row.dev_key,
        deviceName: row.name,
        attrKey: row.attr_key,
        attrName: property?.name ?? row.attr_key,
        value: readValue(row.value),
        unit: unitOf(property),
        valueTime: Number(row.value_time),
        updateTime: Number(row.update_time),
      };
    });
  }

  /** Values of one property of one device in a time range, oldest first (the newest MAX_HISTORY_POINTS). */
  async history(request: HistoryRequest, scope: ProjectScope): Promise<HistoryPoint[]> {
    if (!(await repo.deviceExists(this.db, request.iotId, scope))) throw AppError.missing('device', request.iotId);
    const rows = await repo.history(this.db, request, MAX_HISTORY_POINTS);
    return rows.reverse().map((row) => ({ value: readValue(row.value), valueTime: Number(row.value_time) }));
  }

  /** Device logs, newest first. */
  async deviceLogPage(
    filter: DeviceLogPageRequest,
    scope: ProjectScope,
  ): Promise<{ items: DeviceLog[]; total: number }> {
    const { rows, total } = await repo.deviceLogPage(this.db, filter, scope);
    const items = rows.map(
      (row): DeviceLog => ({
        id: Number(row.id),
        iotId: row.iot_id,
        devKey: row.dev_key,
        deviceName: row.name ?? '',
        type: row.type as DeviceLogType,
        content: row.content,
        ...logReasonFields(row.reason),
        createDate: Number(row.create_date),
        count: Number(row.count),
      }),
    );
    return { items, total };
  }

  /** One device's log (its detail page), newest first; a device outside the caller's projects is 404. */
  async deviceOwnLogPage(
    iotId: string,
    filter: DeviceOwnLogPageRequest,
    scope: ProjectScope,
  ): Promise<{ items: DeviceLog[]; total: number }> {
    if (!(await repo.deviceExists(this.db, iotId, scope))) throw AppError.missing('device', iotId);
    return this.deviceLogPage({ ...filter, iotId }, scope);
  }

  /** One device's events (its detail page); a device outside the caller's projects is 404. */
  async deviceOwnEventPage(
    iotId: string,
    filter: DeviceOwnEventPageRequest,
    scope: ProjectScope,
  ): Promise<{ items: DeviceEvent[]; total: number }> {
    if (!(await repo.deviceExists(this.db, iotId, scope))) throw AppError.missing('device', iotId);
    return this.deviceEventPage({ ...filter, iotId }, scope);
  }

  /** Device events, newest occurrence first. */
  async deviceEventPage(
    filter: DeviceEventPageRequest,
    scope: ProjectScope,
  ): Promise<{ items: DeviceEvent[]; total: number }> {
    const { rows, total } = await deviceEventRepository.page(this.db, filter, scope);
    const items = rows.map(
      (row): DeviceEvent => ({
        id: Number(row.id),
        iotId: row.iot_id,
        devKey: row.dev_key,
        deviceName: row.name ?? '',
        projectCode: row.project_code,
        identifier: row.identifier,
        eventName: row.event_name,
        eventType: eventTypeOf(row.event_type),
        params: readParams(row.params),
        occurTime: Number(row.occur_time),
        receiveTime: Number(row.receive_time),
      }),
    );
    return { items, total };
  }
}
