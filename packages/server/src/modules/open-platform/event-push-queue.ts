import { randomUUID } from 'node:crypto';
import type { GatewayEventPayload, GatewayEventType } from '@beacon/contracts/gateway-message';
import type { Kysely } from 'kysely';
import type { AlarmSignal, DeviceEventSignal, SignalDevice } from '../../platform/signals';
import type { EventPushOptions } from './event-push-options';
import { eventQueueRepository as queue } from './event-queue.repository';
import { eventSubscriptionRepository as subscriptions } from './event-subscription.repository';
import type { GatewayAppDatabase } from './tables';

/** What the queue tells its owner: an event was queued (the worker may start now), or one was dropped. */
export interface EventPushQueueHooks {
  queued(): void;
  /** An event for an application was dropped because its queue is full; `total` counts every drop so far. */
  dropped(appId: number, total: number): void;
}

/**
 * The durable queue of events to push: device events and alarms become one row per subscribed application (open,
 * with a callback URL, bound to the device's project), all carrying one eventId; test events go to one application.
 */
export class EventPushQueue {
  private drops = 0;

  constructor(
    private readonly db: Kysely<GatewayAppDatabase>,
    private readonly options: Pick<EventPushOptions, 'pendingPerAppMax'>,
    private readonly hooks: EventPushQueueHooks,
    private readonly now: () => number = Date.now,
  ) {}

  /** Queues a stored alert or error device event for its subscribers. */
  async deviceEvent(signal: DeviceEventSignal): Promise<void> {
    const type = signal.eventType === 'alert' ? 'device.event.alert' : 'device.event.error';
    await this.publish(type, signal, signal.time, { identifier: signal.identifier, eventType: signal.eventType });
  }

  /** Queues an alarm raised or cleared for its subscribers. */
  async alarm(signal: AlarmSignal): Promise<void> {
    const type = signal.state === 'raised' ? 'alarm.raised' : 'alarm.cleared';
    await this.publish(type, signal, signal.time, {
      alarmId: signal.alarmId,
      source: signal.source,
      sourceKey: signal.sourceKey,
      severity: signal.severity,
      by: signal.by,
    });
  }

  /**
   * Queues a test event of a type for one application (whatever it subscribes to, and past the queue's bound: an
   * operator's single, audited act); its eventId.
   */
  async test(appId: number, type: GatewayEventType): Promise<string> {
    const payload = this.payload(type, { projectCode: '', iotId: '', devKey: '' }, this.now(), {
      message: 'A test event sent from the Beacon console',
    });
    await this.enqueue(appId, { ...payload, test: true }, false);
    return payload.eventId;
  }

  private async publish(type: GatewayEventType, device: SignalDevice, time: number, data: Record<string, unknown>) {
    const appIds = await subscriptions.subscribers(this.db, device.projectCode, type);
    if (appIds.length === 0) return;
    const payload = this.payload(type, device, time, data);
    for (const appId of appIds) await this.enqueue(appId, payload);
  }

  private payload(
    type: GatewayEventType,
    device: SignalDevice,
    time: number,
    data: Record<string, unknown>,
  ): GatewayEventPayload {
    const { projectCode, iotId, devKey } = device;
    return { eventId: randomUUID(), type, time, projectCode, iotId, devKey, test: false, data };
  }

  private async enqueue(appId: number, payload: GatewayEventPayload, bounded = true): Promise<void> {
    const max = this.options.pendingPerAppMax;
    if (bounded && (await queue.pendingCount(this.db, appId, max)) >= max) {
      this.drops += 1;
      this.hooks.dropped(appId, this.drops);
      return;
    }
    const at = this.now();
    await queue.insert(this.db, {
      gateway_app_id: appId,
      event_id: payload.eventId,
      event_type: payload.type,
      payload: JSON.stringify(payload),
      status: 'pending',
      attempts: 0,
      next_attempt_at: at,
      first_attempt_at: null,
      lease_owner: '',
      lease_until: 0,
      last_status: null,
      last_error: '',
      create_date: at,
      update_date: at,
    });
    this.hooks.queued();
  }
}
