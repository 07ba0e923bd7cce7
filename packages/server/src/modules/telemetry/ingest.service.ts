import { ErrorCode } from '@beacon/contracts/protocol';
import { type Refusal, refusal } from '@beacon/contracts/reasons';
import { type IngestResult, parseUplinkTopic, type Uplink } from '@beacon/contracts/telemetry';
import type { Insertable } from 'kysely';
import { sameSecret } from '../../platform/auth/same-secret';
import type { BusMessage } from '../../platform/bus/bus';
import { AppError } from '../../platform/http/app-error';
import type { Signals } from '../../platform/signals';
import type { AbnormalDetector } from './abnormal.service';
import { checkEvent } from './check-event';
import { checkReport } from './check-report';
import type { DeviceDirectory, DeviceIdentity } from './device-directory';
import type { LoadShedder } from './load-shedding';
import { encodeLogReason, type LogReason, NO_REASON } from './log-reason';
import type { RefusalLog } from './refusal-log';
import { storableText } from './storable-text';
import type { DeviceLogTable } from './tables';
import type { TelemetryRows, TelemetryWriter } from './telemetry-writer';
import { logJson, logPayload, logText, parseUplinkPayload } from './uplink-payload';

/** What a property report did, each refused value with its refusals too (the HTTP reply's schema drops them). */
export type CheckedIngestResult = {
  accepted: string[];
  rejected: { attrKey: string; reason: string; refusals: Refusal[] }[];
};

/** How far ahead of the server clock a report's `ts` may lie (MAX_CLOCK_SKEW). */
export interface IngestLimits {
  maxClockSkewMs: number;
}

/**
 * Turns device uplinks (MQTT or HTTP) into stored values and device logs: each value checked against the
 * device's model (third-party values converted through the association), refused ones logged with the reason
 * (repeated refusals counted on one row a minute, see RefusalLog). A report whose `ts` lies further ahead
 * than MAX_CLOCK_SKEW is refused whole: its values would otherwise hold the latest value for that long.
 */
export class IngestService {
  constructor(
    private readonly directory: DeviceDirectory,
    private readonly writer: TelemetryWriter,
    private readonly abnormal: AbnormalDetector,
    private readonly shedder: LoadShedder,
    private readonly refusals: RefusalLog,
    private readonly limits: IngestLimits,
    private readonly signals: Signals,
  ) {}

  /** Refuses an HTTP report (503) while the writer is too far behind: the device retries later. */
  assertAccepting(): void {
    if (this.shedder.overloaded()) {
      throw AppError.unavailable('ingest: the platform is busy storing earlier reports; retry in a few seconds').with(
        refusal('', 'busy', { seconds: 5 }),
      );
    }
  }

  /** A device authenticated by devKey and secret (HTTP ingest); unknown and wrong secret answer alike. */
  async authenticate(devKey: string, secret: string | undefined): Promise<DeviceIdentity> {
    const device = await this.directory.byDevKey(devKey);
    if (!device || secret === undefined || !sameSecret(secret, device.deviceSecret)) {
      throw new AppError(401, ErrorCode.UNAUTHORIZED, 'deviceSecret: unknown device or wrong secret', undefined, [
        refusal('deviceSecret', 'deviceSecretWrong'),
      ]);
    }
    if (device.disabled)
      throw AppError.forbidden(`device ${devKey} is disabled`).with(refusal('devKey', 'deviceDisabled'));
    return device;
  }

  /** A message from the broker: stored once written (its QoS 1 acknowledgement waits for this). */
  async onMessage(message: BusMessage): Promise<void> {
    const topic = parseUplinkTopic(message.topic);
    if (!topic) return;
    // A QoS 0 report promises nothing: past the bound it is dropped rather than queued without end.
    if (message.qos === 0 && this.shedder.overloaded()) return this.shedder.drop();
    const device = await this.directory.byDevKey(topic.devKey);
    // Behind an external broker unknown devices can still publish: their messages are dropped.
    if (!device) return;
    const receivedAt = Date.now();
    if (device.disabled) {
      const reason = { text: 'device is disabled', refusals: [refusal('', 'deviceDisabled')] };
      return this.refuse(device, logPayload(message.payload), reason, receivedAt);
    }
    const parsed = parseUplinkPayload(message.payload);
    if ('reason' in parsed) return this.refuse(device, logPayload(message.payload), parsed.reason, receivedAt);
    if (topic.kind === 'properties') await this.properties(device, parsed.uplink, receivedAt);
    else await this.event(device, topic.identifier, parsed.uplink, receivedAt);
  }

  /** A property report: accepted values become history, latest values and a property log; refused ones rejected logs. */
  async properties(device: DeviceIdentity, uplink: Uplink, receivedAt: number): Promise<CheckedIngestResult> {
    const ahead = this.tooFarAhead(uplink, receivedAt);
    if (ahead) {
      await this.refuse(device, logJson(uplink), ahead, receivedAt);
      return { accepted: [], rejected: [{ attrKey: 'ts', reason: ahead.text, refusals: ahead.refusals }] };
    }
    const report = checkReport(device, uplink.params);
    const valueTime = uplink.ts ?? receivedAt;
    const rows: TelemetryRows = { history: [], latest: [], logs: [], projectCode: device.projectCode };
    for (const { attrKey, value } of report.accepted) {
      const text = JSON.stringify(value);
      rows.history.push({ iot_id: device.iotId, attr_key: attrKey, value: text, value_time: valueTime });
      rows.latest.push({
        iot_id: device.iotId,
        attr_key: attrKey,
        value: text,
        value_time: valueTime,
        update_time: receivedAt,
      });
    }
    if (report.accepted.length) {
      const values = Object.fromEntries(report.accepted.map(({ attrKey, value }) => [attrKey, value]));
      rows.logs.push(this.log(device, 'property', logJson(values), NO_REASON, receivedAt));
    }
    for (const refused of report.rejected) {
      const content = logJson({ [refused.attrKey]: refused.value });
      const reason = { text: refused.reason, refusals: [refused.refusal] };
      const row = this.refusals.admit(this.log(device, 'rejected', content, reason, receivedAt));
      if (row) rows.logs.push(row);
    }
    await this.writer.write(rows);
    if (report.accepted.length) {
      const samples = report.accepted.map(({ attrKey, value }) => ({ attrKey, value, ts: valueTime }));
      await this.signals.propertySamples({ ...this.signalDevice(device), stdModelId: device.stdModelId, samples });
    }
    const stored = report.accepted.map(({ attrKey, value }) => ({ attrKey, value: JSON.stringify(value) }));
    await this.abnormal.accepted(device, stored, receivedAt);
    for (const refused of report.rejected.filter((rejected) => rejected.outOfRange)) {
      await this.abnormal.outOfRange(device, refused.attrKey, JSON.stringify(refused.value), receivedAt);
    }
    return {
      accepted: report.accepted.map(({ attrKey }) => attrKey),
      rejected: report.rejected.map(({ attrKey, reason, refusal: refused }) => ({
        attrKey,
        reason,
        refusals: [refused],
      })),
    };
  }

  /**
   * An event report: its params checked against the event's outputData; an accepted event is stored with
   * its name and type from the model and logged (one transaction), a refused one logged with every reason.
   */
  async event(device: DeviceIdentity, identifier: string, uplink: Uplink, receivedAt: number): Promise<IngestResult> {
    const occurTime = uplink.ts ?? receivedAt;
    const content = logJson({ identifier, params: uplink.params, ts: occurTime });
    const ahead = this.tooFarAhead(uplink, receivedAt);
    if (ahead) return this.refuseEvent(device, identifier, content, [ahead.text], ahead.refusals, receivedAt);
    const definition = device.events.get(identifier);
    if (!definition) {
      const shown = storableText(identifier);
      const unknown = refusal(shown, 'unknownEvent', { event: shown });
      return this.refuseEvent(device, identifier, content, [`${shown}: unknown event`], [unknown], receivedAt);
    }
    const checked = checkEvent(definition, uplink.params);
    if (!checked.ok)
      return this.refuseEvent(device, identifier, content, checked.reasons, checked.refusals, receivedAt);
    await this.writer.write({
      history: [],
      latest: [],
      logs: [this.log(device, 'event', content, NO_REASON, receivedAt)],
      events: [
        {
          iot_id: device.iotId,
          dev_key: device.devKey,
          project_code: device.projectCode,
          identifier,
          event_name: definition.name,
          event_type: definition.type,
          params: JSON.stringify(checked.params),
          occur_time: occurTime,
          receive_time: receivedAt,
        },
      ],
    });
    if (definition.type !== 'info') {
      const eventType = definition.type;
      await this.signals.deviceEvent({ ...this.signalDevice(device), identifier, eventType, time: occurTime });
    }
    return { accepted: [identifier], rejected: [] };
  }

  /** A device came online or went offline. */
  async presence(devKey: string, online: boolean, at: number): Promise<void> {
    const device = await this.directory.byDevKey(devKey);
    if (!device) return;
    const type = online ? 'online' : 'offline';
    await this.writer.write({ history: [], latest: [], logs: [this.log(device, type, type, NO_REASON, at)] });
    if (online) await this.abnormal.online(device, at);
  }

  /** The device as signals name it. */
  private signalDevice(device: DeviceIdentity) {
    return { iotId: device.iotId, devKey: device.devKey, projectCode: device.projectCode };
  }

  /** A refused event: one rejected log naming every reason; the result lists each reason. */
  private async refuseEvent(
    device: DeviceIdentity,
    identifier: string,
    content: string,
    reasons: string[],
    refusals: Refusal[],
    at: number,
  ): Promise<IngestResult> {
    await this.refuse(device, content, { text: reasons.join('; '), refusals }, at);
    const attrKey = storableText(identifier);
    return { accepted: [], rejected: reasons.map((reason) => ({ attrKey, reason })) };
  }

  /** Why a report's `ts` is refused (further ahead of the server clock than MAX_CLOCK_SKEW), or null. */
  private tooFarAhead(uplink: Uplink, receivedAt: number): LogReason | null {
    if (uplink.ts === undefined || uplink.ts <= receivedAt + this.limits.maxClockSkewMs) return null;
    const seconds = Math.round(this.limits.maxClockSkewMs / 1000);
    return {
      text: `ts: more than ${seconds} s ahead of the server clock`,
      refusals: [refusal('ts', 'timestampAhead', { seconds })],
    };
  }

  /** A refused message: its rejected row written, or only counted when its reason was already logged this minute. */
  private async refuse(device: DeviceIdentity, content: string, reason: LogReason, at: number): Promise<void> {
    const row = this.refusals.admit(this.log(device, 'rejected', content, reason, at));
    if (row) await this.writer.write({ history: [], latest: [], logs: [row] });
  }

  /** A device-log row; content and reason made storable (cut, no NUL, no lone surrogate) whatever the device sent. */
  private log(
    device: DeviceIdentity,
    type: DeviceLogTable['type'],
    content: string,
    reason: LogReason,
    at: number,
  ): Insertable<DeviceLogTable> {
    return {
      iot_id: device.iotId,
      dev_key: device.devKey,
      type,
      content: logText(content),
      reason: encodeLogReason(reason),
      create_date: at,
    };
  }
}
