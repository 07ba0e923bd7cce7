import { isModuleEnabled } from '@beacon/contracts/registry';
import type { BeaconModule } from '../../platform/module';
import { seedTicketCenterDemo } from './demo';
import { migration0001 } from './migrations/0001-ticket-center';
import { registerRuleRoutes } from './rule.routes';
import { RuleService } from './rule.service';
import type { TicketCenterReadTables, TicketCenterTables } from './tables';
import { registerTemplateRoutes } from './template.routes';
import { TemplateService } from './template.service';
import { registerWorkOrderRoutes } from './work-order.routes';
import { WorkOrderService } from './work-order.service';
import { WorkOrderActions } from './work-order-actions';
import { WorkOrderAutomation } from './work-order-automation';

const SWEEP_MS = 60_000;

/** Ticket center: templates, rules that open work orders from alarms, and work orders through their state machine. */
export const ticketCenterModule: BeaconModule = {
  name: 'ticket-center',
  migrations: { '0001-ticket-center': migration0001 },
  async demo(ctx) {
    if (!isModuleEnabled(ctx.settings.variant, 'ticket-center')) return;
    await seedTicketCenterDemo(
      ctx.db.withTables<TicketCenterTables & TicketCenterReadTables>(),
      ctx.settings.demoLanguage,
    );
  },
  async register(ctx) {
    const db = ctx.db.withTables<TicketCenterTables & TicketCenterReadTables>();
    const variant = ctx.settings.variant;
    const templates = new TemplateService(db);
    const rules = new RuleService(db, templates, variant);
    const orders = new WorkOrderService(db, templates, variant);
    const actions = new WorkOrderActions(db, orders, templates);
    registerTemplateRoutes(ctx.app, templates);
    registerRuleRoutes(ctx.app, rules);
    registerWorkOrderRoutes(ctx.app, orders, actions);
    // A variant without the ticket center runs nothing (its endpoints answer 404 by the guard).
    if (!isModuleEnabled(variant, 'ticket-center')) return;
    if (isModuleEnabled(variant, 'event-center')) {
      const automation = new WorkOrderAutomation(db, rules, templates, actions, ctx.logs);
      ctx.signals.onAlarm((signal) => automation.alarm(signal));
    }
    const sweep = setInterval(() => {
      orders.sweepOverdue().catch((error: unknown) => ctx.app.log.error({ err: error }, 'overdue sweep failed'));
    }, SWEEP_MS);
    sweep.unref();
    ctx.app.addHook('preClose', async () => clearInterval(sweep));
  },
};
