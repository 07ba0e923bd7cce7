import { isModuleEnabled } from '@beacon/contracts/registry';
import type { Kysely } from 'kysely';
import type { ModuleContext } from '../../platform/module';
import type { AppService } from './app.service';
import type { AppSecrets } from './app-secrets';
import { registerEventPushRoutes } from './event-push.routes';
import { EVENT_PUSH_DEFAULTS, type EventPushOptions } from './event-push-options';
import { EventPushQueue } from './event-push-queue';
import { EventPushWorker } from './event-push-worker';
import { eventQueueRepository } from './event-queue.repository';
import { EventSubscriptions } from './event-subscription.service';
import type { GatewayAppDatabase } from './tables';

/** Drops warned about: the first, then every thousandth (a flooding device must not flood the log too). */
const warnsOn = (total: number) => total === 1 || total % 1_000 === 0;

/**
 * Registers event push: its routes, and where the openapi module is on, the queue fed by device events and alarms
 * and the worker delivering it (stopped when the app closes).
 */
export const registerEventPush = (
  ctx: ModuleContext,
  db: Kysely<GatewayAppDatabase>,
  apps: AppService,
  secrets: AppSecrets,
  options: EventPushOptions = EVENT_PUSH_DEFAULTS,
): void => {
  const worker = new EventPushWorker(db, options, {
    secretOf: (appId) => secrets.secretOf(appId),
    logs: ctx.logs,
    onError: (error) => ctx.app.log.error({ err: error }, 'event push failed'),
  });
  const queue = new EventPushQueue(db, options, {
    queued: () => worker.kick(),
    dropped: (appId, total) => {
      if (warnsOn(total))
        ctx.app.log.warn({ gatewayAppId: appId, dropped: total }, 'event push queue full: events dropped');
    },
  });
  registerEventPushRoutes(ctx.app, new EventSubscriptions(db, apps, queue));
  // A variant without the openapi module pushes nothing (its endpoints answer 404 by the guard).
  if (!isModuleEnabled(ctx.settings.variant, 'openapi')) return;
  ctx.signals.onDeviceEvent((signal) => queue.deviceEvent(signal));
  ctx.signals.onAlarm((signal) => queue.alarm(signal));
  worker.start();
  ctx.app.addHook('preClose', async () => worker.close());
};

/** Deletes delivered and failed events older than the options keep them (hourly housekeeping). */
export const purgeEventPush = async (
  db: Kysely<GatewayAppDatabase>,
  options: EventPushOptions = EVENT_PUSH_DEFAULTS,
  now = Date.now(),
): Promise<number> => eventQueueRepository.purge(db, now - options.keepDoneMs);
