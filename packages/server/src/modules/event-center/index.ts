import { ALARM_SEVERITIES } from '@beacon/contracts/iot-model';
import { activeAlarmsUsage } from '@beacon/contracts/overview';
import { isModuleEnabled } from '@beacon/contracts/registry';
import { DeviceRateLimiter } from '../../platform/bus/device-rate';
import type { BeaconModule } from '../../platform/module';
import { registerAiEventRoutes } from './ai-event.routes';
import { AiEventService } from './ai-event.service';
import { registerAiIngestRoute } from './ai-event-ingest.routes';
import { purgeAiEvents } from './ai-event-retention';
import { registerAiMediaRoute } from './ai-media.routes';
import { alarmRepository } from './alarm.repository';
import { registerAlarmRoutes } from './alarm.routes';
import { AlarmService } from './alarm.service';
import { AlarmEngine } from './alarm-engine';
import { AlarmFeed } from './alarm-feed';
import { registerAlarmFeedRoute } from './alarm-feed.routes';
import { ALARM_CHANGED_CHANNEL, AlarmChangeNotes, readAlarmNote } from './alarm-feed-notes';
import { AlarmRuleCache } from './alarm-rule-cache';
import { seedEventCenterDemo } from './demo';
import { seedAiEventDemo } from './demo-ai-events';
import { migration0001 } from './migrations/0001-alarm';
import { migration0002 } from './migrations/0002-ai-event';
import type { EventCenterReadTables, EventCenterTables } from './tables';

/** How long alarm changes are gathered into one bus note, and the least time between two recounts of a feed. */
const FEED_TIMING = { noteMs: 200, recountMs: 1_000 };
const MINUTE_MS = 60_000;

/**
 * Event center: alarms raised by model rules, alert/error device events and abnormal records, and AI events uploaded
 * by cameras with their media; operators act on them.
 */
export const eventCenterModule: BeaconModule = {
  name: 'event-center',
  migrations: { '0001-alarm': migration0001, '0002-ai-event': migration0002 },
  async demo(ctx) {
    await seedEventCenterDemo(
      ctx.db.withTables<EventCenterTables & EventCenterReadTables>(),
      ctx.settings.demoLanguage,
    );
    // Demo media need DATA_DIR (never created here); without it the AI events are left out.
    await seedAiEventDemo(ctx.db.withTables<EventCenterTables & EventCenterReadTables>(), ctx.media.storage).catch(
      (error: unknown) => ctx.app.log.warn(`AI event demo skipped: ${error instanceof Error ? error.message : error}`),
    );
  },
  async register(ctx) {
    const db = ctx.db.withTables<EventCenterTables & EventCenterReadTables>();
    const enabled = isModuleEnabled(ctx.settings.variant, 'event-center');
    // Alarm changes reach the feeds of every instance through the bus (this one's too).
    const notes = new AlarmChangeNotes(
      (payload) => ctx.bus.broadcast(ALARM_CHANGED_CHANNEL, payload),
      FEED_TIMING.noteMs,
    );
    const alarms = new AlarmService(db, ctx.signals, notes.changed);
    registerAlarmRoutes(ctx.app, alarms);
    const feed = new AlarmFeed({
      count: (scope) => alarms.activeCount(scope),
      recountMs: FEED_TIMING.recountMs,
      logError: (error) => ctx.app.log.error({ err: error }, 'alarm feed count failed'),
    });
    ctx.bus.onBroadcast(ALARM_CHANGED_CHANNEL, (payload) => {
      const projectCodes = readAlarmNote(payload);
      if (projectCodes) feed.changed(projectCodes);
    });
    registerAlarmFeedRoute(ctx.app, feed, ctx.authenticate, enabled);
    ctx.app.addHook('preClose', async () => {
      notes.flush();
      feed.close();
    });
    const aiEvents = new AiEventService(db, ctx.media.storage, ctx.media.urls);
    registerAiEventRoutes(ctx.app, aiEvents);
    // The ingest and media routes are public (their credential is the device secret or the URL's signature), so
    // they answer 404 themselves in a variant without the event center.
    await registerAiIngestRoute(ctx.app, aiEvents, {
      db,
      media: ctx.media,
      maxClockSkewMs: ctx.settings.device.maxClockSkewMs,
      rate: new DeviceRateLimiter(ctx.settings.aiEvent.maxPerMinute, MINUTE_MS),
      enabled,
    });
    registerAiMediaRoute(ctx.app, ctx.media, enabled);
    // A variant without the event center evaluates nothing (its endpoints answer 404 by the guard).
    if (!enabled) return;
    // The IoT overview reads active alarms per project and severity through the usage registry.
    for (const severity of ALARM_SEVERITIES) {
      ctx.usage.register(activeAlarmsUsage(severity), async (projectCodes) => {
        const rows = await alarmRepository.activeInProjects(db, severity, projectCodes);
        return new Map(rows.map((row) => [row.project_code, Number(row.n)]));
      });
    }
    const engine = new AlarmEngine(db, new AlarmRuleCache(db), ctx.signals, notes.changed);
    ctx.signals.onPropertySamples((signal) => engine.samples(signal));
    ctx.signals.onDeviceEvent((signal) => engine.event(signal));
    ctx.signals.onAbnormal((signal) => engine.abnormal(signal));
  },
  jobs: [
    async (ctx) => {
      const db = ctx.db.withTables<EventCenterTables & EventCenterReadTables>();
      const purge = await purgeAiEvents(db, ctx.media.storage, ctx.settings.aiEvent.retentionDays);
      if (purge.failedFiles)
        ctx.app.log.warn(`AI event retention: ${purge.failedFiles} media files could not be removed`);
    },
  ],
};
