import { isModuleEnabled } from '@beacon/contracts/registry';
import type { BeaconModule } from '../../platform/module';
import { registerAlarmRoutes } from './alarm.routes';
import { AlarmService } from './alarm.service';
import { AlarmEngine } from './alarm-engine';
import { AlarmRuleCache } from './alarm-rule-cache';
import { seedEventCenterDemo } from './demo';
import { migration0001 } from './migrations/0001-alarm';
import type { EventCenterReadTables, EventCenterTables } from './tables';

/** Event center: alarms raised by model rules, alert/error device events and abnormal records; operators act on them. */
export const eventCenterModule: BeaconModule = {
  name: 'event-center',
  migrations: { '0001-alarm': migration0001 },
  async demo(ctx) {
    await seedEventCenterDemo(
      ctx.db.withTables<EventCenterTables & EventCenterReadTables>(),
      ctx.settings.demoLanguage,
    );
  },
  async register(ctx) {
    const db = ctx.db.withTables<EventCenterTables & EventCenterReadTables>();
    registerAlarmRoutes(ctx.app, new AlarmService(db));
    // A variant without the event center evaluates nothing (its endpoints answer 404 by the guard).
    if (!isModuleEnabled(ctx.settings.variant, 'event-center')) return;
    const engine = new AlarmEngine(db, new AlarmRuleCache(db));
    ctx.signals.onPropertySamples((signal) => engine.samples(signal));
    ctx.signals.onDeviceEvent((signal) => engine.event(signal));
    ctx.signals.onAbnormal((signal) => engine.abnormal(signal));
  },
};
