import { randomUUID } from 'node:crypto';
import {
  parseServiceReplyTopic,
  SERVICE_CALL_LIMITS,
  type ServiceCallResult,
  type ServiceReplyPayload,
  serviceReplyPayloadSchema,
  serviceTopic,
} from '@beacon/contracts/device-debug';
import { ErrorCode } from '@beacon/contracts/protocol';
import { refusal } from '@beacon/contracts/reasons';
import type { Insertable } from 'kysely';
import { z } from 'zod';
import type { Bus, BusMessage } from '../../platform/bus/bus';
import { AppError } from '../../platform/http/app-error';
import { encodeLogReason, type LogReason, NO_REASON } from './log-reason';
import { decodeUtf8 } from './storable-text';
import type { DeviceLogTable } from './tables';
import type { TelemetryWriter } from './telemetry-writer';
import { logJson } from './uplink-payload';

/** The broadcast channel that carries a device's reply to the instance whose call waits for it. */
export const SERVICE_REPLY_CHANNEL = 'service-reply';

/** How long calls wait and how many may wait at once. */
export interface ServiceCallOptions {
  timeoutMs: number;
  pendingPerDevice: number;
  pendingTotal: number;
}

/** The device and service a call goes to, with its checked input. */
export interface ServiceCallTarget {
  iotId: string;
  devKey: string;
  identifier: string;
  params: Record<string, unknown>;
}

/** A reply as instances pass it on: the device's payload, the topic's devKey and service, when it arrived. */
const relayedReplySchema = serviceReplyPayloadSchema.extend({
  devKey: z.string(),
  identifier: z.string(),
  receivedAt: z.number(),
});
type RelayedReply = z.infer<typeof relayedReplySchema>;

interface Pending {
  devKey: string;
  identifier: string;
  settle: (reply: RelayedReply | null) => void;
}

/** A device's reply payload, or null when it is not one (not UTF-8 JSON of the reply's shape). */
const readReply = (payload: Buffer): ServiceReplyPayload | null => {
  const text = decodeUtf8(payload);
  if (text === null) return null;
  try {
    const parsed = serviceReplyPayloadSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

/**
 * Service calls to devices: publishes `{id, ts, params}` on `beacon/{devKey}/services/{identifier}` and waits
 * (bounded per device and in all) for `{id, code?, data?, msg?}` on `.../reply`. Behind an external broker the
 * reply reaches one instance of the share group: unless the call waits there, it is relayed by a cluster
 * broadcast, so the instance holding the call answers it. The call and its outcome are device logs (`service`).
 */
export class ServiceCalls {
  private readonly pending = new Map<string, Pending>();
  private readonly perDevice = new Map<string, number>();

  constructor(
    private readonly bus: Bus,
    private readonly writer: TelemetryWriter,
    private readonly options: ServiceCallOptions,
  ) {}

  /** Calls a service and answers the device's reply; 504 serviceCallTimeout when none comes in time. */
  async call(target: ServiceCallTarget): Promise<ServiceCallResult> {
    this.admit(target.devKey);
    const id = randomUUID();
    const sentAt = Date.now();
    const reply = this.wait(id, target);
    const call = { identifier: target.identifier, id, params: target.params };
    try {
      await this.writeLog(target, logJson(call), NO_REASON, sentAt);
      await this.bus.publish(
        serviceTopic(target.devKey, target.identifier),
        JSON.stringify({ id, ts: sentAt, params: target.params }),
        1,
      );
    } catch (error) {
      this.pending.get(id)?.settle(null);
      await reply;
      throw error;
    }
    const answer = await reply;
    if (!answer) return this.timedOut(target, id);
    const result: ServiceCallResult = {
      id,
      identifier: target.identifier,
      code: answer.code ?? 0,
      data: answer.data ?? {},
      msg: (answer.msg ?? '').slice(0, SERVICE_CALL_LIMITS.msgMax),
      durationMs: Math.max(0, answer.receivedAt - sentAt),
    };
    const { durationMs: _, ...logged } = result;
    await this.writeLog(target, logJson(logged), NO_REASON, answer.receivedAt);
    return result;
  }

  /** A reply from the bus (this instance's share): answers a call waiting here, else relays it to the cluster. */
  onReplyMessage(message: BusMessage): void {
    const topic = parseServiceReplyTopic(message.topic);
    const payload = topic && readReply(message.payload);
    if (!topic || !payload) return;
    const reply: RelayedReply = { ...payload, ...topic, receivedAt: Date.now() };
    if (!this.settle(reply)) this.bus.broadcast(SERVICE_REPLY_CHANNEL, JSON.stringify(reply));
  }

  /** A reply relayed by another instance (or this one): answers the call if it waits here. */
  receive(payload: string): void {
    try {
      const parsed = relayedReplySchema.safeParse(JSON.parse(payload));
      if (parsed.success) this.settle(parsed.data);
    } catch {
      // Not a relayed reply: nothing waits for it.
    }
  }

  /** Ends every waiting call as unanswered (the server is closing). */
  close(): void {
    for (const pending of [...this.pending.values()]) pending.settle(null);
  }

  /** Refuses a call past the bounds: 429 serviceCallsBusy. */
  private admit(devKey: string): void {
    const seconds = Math.ceil(this.options.timeoutMs / 1000);
    const busy = (max: number, what: string) =>
      AppError.tooManyRequests(`${what}: ${max} service calls are waiting for replies already`, seconds).with(
        refusal('', 'serviceCallsBusy', { max }),
      );
    if ((this.perDevice.get(devKey) ?? 0) >= this.options.pendingPerDevice)
      throw busy(this.options.pendingPerDevice, 'device');
    if (this.pending.size >= this.options.pendingTotal) throw busy(this.options.pendingTotal, 'server');
  }

  /** Registers a waiting call; resolves with its reply, or null after the timeout. */
  private wait(id: string, target: ServiceCallTarget): Promise<RelayedReply | null> {
    this.perDevice.set(target.devKey, (this.perDevice.get(target.devKey) ?? 0) + 1);
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.pending.get(id)?.settle(null), this.options.timeoutMs);
      this.pending.set(id, {
        devKey: target.devKey,
        identifier: target.identifier,
        settle: (reply) => {
          clearTimeout(timer);
          this.pending.delete(id);
          const left = (this.perDevice.get(target.devKey) ?? 1) - 1;
          if (left > 0) this.perDevice.set(target.devKey, left);
          else this.perDevice.delete(target.devKey);
          resolve(reply);
        },
      });
    });
  }

  /** Answers a waiting call with a reply from its own device and service; false when none waits here. */
  private settle(reply: RelayedReply): boolean {
    const pending = this.pending.get(reply.id);
    if (!pending || pending.devKey !== reply.devKey || pending.identifier !== reply.identifier) return false;
    pending.settle(reply);
    return true;
  }

  /** Logs the timeout and refuses: 504 serviceCallTimeout. */
  private async timedOut(target: ServiceCallTarget, id: string): Promise<never> {
    const seconds = Math.round(this.options.timeoutMs / 1000);
    const reason: LogReason = {
      text: `no reply within ${seconds} s`,
      refusals: [refusal('', 'serviceCallTimeout', { seconds })],
    };
    await this.writeLog(target, logJson({ identifier: target.identifier, id }), reason, Date.now());
    throw new AppError(
      504,
      ErrorCode.UNAVAILABLE,
      `${target.identifier}: the device did not reply within ${seconds} s`,
      undefined,
      reason.refusals,
    );
  }

  private async writeLog(target: ServiceCallTarget, content: string, reason: LogReason, at: number): Promise<void> {
    const row: Insertable<DeviceLogTable> = {
      iot_id: target.iotId,
      dev_key: target.devKey,
      type: 'service',
      content,
      reason: encodeLogReason(reason),
      create_date: at,
    };
    await this.writer.write({ history: [], latest: [], logs: [row] });
  }
}
