import type { ConsoleLanguage } from '@beacon/contracts/console-locale';
import {
  GATEWAY_EVENT_TYPE_NAMES,
  GATEWAY_EVENT_TYPES,
  type GatewayAppSetEvent,
  type GatewayAppTestEvent,
  type GatewayEventType,
  type GatewayEventTypeItem,
} from '@beacon/contracts/gateway-message';
import { refusal } from '@beacon/contracts/reasons';
import type { Kysely } from 'kysely';
import { AppError } from '../../platform/http/app-error';
import type { AppService } from './app.service';
import type { EventPushQueue } from './event-push-queue';
import { eventSubscriptionRepository as repo } from './event-subscription.repository';
import type { GatewayAppDatabase } from './tables';

const isEventType = (text: string): text is GatewayEventType => GATEWAY_EVENT_TYPES.some((type) => type === text);

/** The event types applications subscribe to, and test events sent to them. */
export class EventSubscriptions {
  constructor(
    private readonly db: Kysely<GatewayAppDatabase>,
    private readonly apps: AppService,
    private readonly queue: EventPushQueue,
    private readonly now: () => number = Date.now,
  ) {}

  /** Every event type, named in a language. */
  types(language: ConsoleLanguage): GatewayEventTypeItem[] {
    return GATEWAY_EVENT_TYPES.map((eventType) => ({ eventType, name: GATEWAY_EVENT_TYPE_NAMES[eventType][language] }));
  }

  /** An application's event types (404 for an unknown application). */
  async list(id: number): Promise<GatewayEventType[]> {
    await this.apps.get(id);
    return (await repo.types(this.db, id)).filter(isEventType);
  }

  /** Replaces an application's event types (404 for an unknown application). */
  async set({ id, eventTypes }: GatewayAppSetEvent): Promise<void> {
    await this.apps.get(id);
    const types = [...new Set(eventTypes)];
    const at = this.now();
    await this.db.transaction().execute((trx) => repo.setTypes(trx, id, types, at));
  }

  /** Queues a test event for an open application with a callback URL (else 409 saying which); its eventId. */
  async test({ id, eventType }: GatewayAppTestEvent): Promise<{ eventId: string }> {
    const app = await this.apps.get(id);
    if (app.isClosed)
      throw AppError.conflict(`application ${id} is closed`, 409).with(refusal('id', 'eventPushAppClosed'));
    if (app.callbackUrl === '')
      throw AppError.conflict(`application ${id} has no callback URL`, 409).with(refusal('id', 'eventPushNoCallback'));
    return { eventId: await this.queue.test(id, eventType) };
  }
}
