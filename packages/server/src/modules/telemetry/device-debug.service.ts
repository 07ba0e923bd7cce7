import {
  type DebugPropertyReport,
  type DebugReportResult,
  type DeviceDebugInfo,
  type ServiceCallRequest,
  type ServiceCallResult,
  serviceReplyTopic,
  serviceTopic,
} from '@beacon/contracts/device-debug';
import { refusal } from '@beacon/contracts/reasons';
import { eventTopic, propertiesTopic, TOPIC_ROOT } from '@beacon/contracts/telemetry';
import type { ServiceDef } from '@beacon/contracts/thing-model';
import { parseThingModelJson } from '@beacon/contracts/thing-model-json';
import type { Kysely } from 'kysely';
import type { ProjectScope } from '../../platform/auth/project-scope';
import { AppError } from '../../platform/http/app-error';
import { checkParams } from './check-event';
import { deviceDebugRepository as repo } from './device-debug.repository';
import type { DeviceDirectory } from './device-directory';
import type { IngestService } from './ingest.service';
import type { ServiceCalls } from './service-call';
import type { TelemetryDatabase } from './tables';

/** Default ports of the broker URL schemes. */
const DEFAULT_PORTS: Readonly<Record<string, number>> = { 'mqtt:': 1883, 'mqtts:': 8883, 'ws:': 80, 'wss:': 443 };

/** The broker's host and port from its URL (the scheme's default port when it names none). */
const hostAndPort = (brokerUrl: string): { host: string; port: number } => {
  const url = new URL(brokerUrl);
  return { host: url.hostname, port: url.port ? Number(url.port) : (DEFAULT_PORTS[url.protocol] ?? 1883) };
};

/** A device's topics: what it publishes (up) and subscribes to (down); `+` stands for an identifier. */
const topicsOf = (devKey: string): DeviceDebugInfo['topics'] => [
  { kind: 'properties', direction: 'up', topic: propertiesTopic(devKey) },
  { kind: 'events', direction: 'up', topic: eventTopic(devKey, '+') },
  { kind: 'services', direction: 'down', topic: serviceTopic(devKey, '+') },
  { kind: 'serviceReply', direction: 'up', topic: serviceReplyTopic(devKey, '+') },
  { kind: 'status', direction: 'up', topic: `${TOPIC_ROOT}/${devKey}/status` },
];

/** The device tab's debugging: connection info, property reports as the device, service calls. */
export class DeviceDebugService {
  constructor(
    private readonly db: Kysely<TelemetryDatabase>,
    private readonly directory: DeviceDirectory,
    private readonly ingest: IngestService,
    private readonly calls: ServiceCalls,
    private readonly brokerUrl: string,
  ) {}

  /** Where the device connects and its topics; a device outside the caller's projects is 404. */
  async info(iotId: string, scope: ProjectScope): Promise<DeviceDebugInfo> {
    const device = await this.device(iotId, scope);
    return {
      brokerUrl: this.brokerUrl,
      ...hostAndPort(this.brokerUrl),
      devKey: device.dev_key,
      online: device.status === 'online',
      topics: topicsOf(device.dev_key),
    };
  }

  /** A property report as if the device sent it: the normal ingest checks, stores, logs and pushes it. */
  async propertyReport(iotId: string, report: DebugPropertyReport, scope: ProjectScope): Promise<DebugReportResult> {
    const device = await this.device(iotId, scope);
    const identity = await this.directory.byDevKey(device.dev_key);
    if (!identity) throw AppError.missing('device', iotId);
    if (identity.disabled)
      throw AppError.conflict(`device ${iotId} is disabled`, 409).with(refusal('', 'deviceDisabled'));
    this.ingest.assertAccepting();
    return this.ingest.properties(identity, { params: report.params }, Date.now());
  }

  /** Calls a service of the device's model with checked input and answers the device's reply. */
  async callService(iotId: string, request: ServiceCallRequest, scope: ProjectScope): Promise<ServiceCallResult> {
    const device = await this.device(iotId, scope);
    const service = await this.service(device.std_model_id, request.identifier);
    const checked = checkParams('params', service.inputData, request.params);
    if (!checked.ok) throw AppError.badRequest(`body.${checked.reasons.join('; body.')}`).with(...checked.refusals);
    if (device.status === 'disabled')
      throw AppError.conflict(`device ${iotId} is disabled`, 409).with(refusal('', 'deviceDisabled'));
    if (device.status !== 'online')
      throw AppError.conflict(`device ${iotId} is not connected`, 409).with(refusal('', 'deviceOffline'));
    return this.calls.call({
      iotId: device.iot_id,
      devKey: device.dev_key,
      identifier: service.identifier,
      params: checked.params,
    });
  }

  /** The device in the caller's projects, else 404 (as for one that does not exist). */
  private async device(iotId: string, scope: ProjectScope) {
    const device = await repo.device(this.db, iotId, scope);
    if (!device) throw AppError.missing('device', iotId);
    return device;
  }

  /** A service of the device's standard model, else 400 unknownService on `identifier`. */
  private async service(stdModelId: number, identifier: string): Promise<ServiceDef> {
    const stored = await repo.stdModel(this.db, stdModelId);
    const parsed = stored ? parseThingModelJson(stored.model) : null;
    const service = parsed?.ok ? parsed.model.services.find((item) => item.identifier === identifier) : undefined;
    if (!service)
      throw AppError.badRequest(`body.identifier: the device's model has no service ${identifier}`).with(
        refusal('identifier', 'unknownService', { service: identifier }),
      );
    return service;
  }
}
