import { beforeEach, expect, it } from 'vitest';
import { ALL_PROJECTS } from '../../platform/auth/project-scope';
import { describeEachDatabase, type TestApp, withSignedInApp } from '../../test/test-app';
import type { TicketCenterReadTables, TicketCenterTables } from './tables';
import { TemplateService } from './template.service';
import { createProject, createTemplate } from './ticket-fixtures.test-helper';
import { WorkOrderService } from './work-order.service';

/** Local times (the server's time zone), so the day in the number is the day written here. */
const local = (day: number, hour: number, minute = 0) => new Date(2030, 0, day, hour, minute).getTime();
const HOUR = 3_600_000;

describeEachDatabase('work order numbers and deadlines on an injected clock', (dialect) => {
  let t: TestApp;
  let token: string;
  let templateId: number;
  let clock: number;
  let orders: WorkOrderService;
  withSignedInApp(dialect, (app, adminToken) => {
    t = app;
    token = adminToken;
  });
  beforeEach(async () => {
    await createProject(t, token, 'P-CL');
    templateId = await createTemplate(t, token);
    const db = t.app.platform.database.db.withTables<TicketCenterTables & TicketCenterReadTables>();
    orders = new WorkOrderService(db, new TemplateService(db), 'full', () => clock);
  });
  const open = () =>
    orders.create({ title: 'x', templateId, projectCode: 'P-CL' }, { projects: ALL_PROJECTS, account: 'admin' });

  it('numbers WO-YYYYMMDD-NNNN from 0001, counting up within the day and again from 0001 the next day', async () => {
    clock = local(15, 0, 0);
    expect((await open()).number).toBe('WO-20300115-0001');
    clock = local(15, 23, 59);
    expect((await open()).number).toBe('WO-20300115-0002');
    clock = local(16, 0, 1);
    expect((await open()).number).toBe('WO-20300116-0001');
    clock = local(15, 12);
    expect((await open()).number).toBe('WO-20300115-0003');
  });

  it('gives distinct numbers to concurrent openings', async () => {
    clock = local(20, 9);
    const numbers = (await Promise.all(Array.from({ length: 6 }, open))).map((order) => order.number).sort();
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6].map((n) => `WO-20300120-000${n}`));
  });

  it('sets the deadline at opening + SLA hours and flags open work orders overdue once past it', async () => {
    clock = local(10, 8);
    const late = await open();
    const done = await open();
    expect(late.deadline).toBe(local(10, 8) + 4 * HOUR);
    await t.call('POST', `/api/v1/work-order/${done.id}/cancel`, { token, body: { reason: 'no need' } });
    expect(await orders.sweepOverdue(local(10, 12))).toBe(0);
    expect(await orders.sweepOverdue(local(10, 12) + 1)).toBe(1);
    expect(await orders.sweepOverdue(local(10, 13))).toBe(0);
    const page = await t.call('POST', '/api/v1/work-order/page', { token, body: { overdue: true } });
    expect(
      page.json().result.items.map((order: { id: number; overdue: boolean }) => [order.id, order.overdue]),
    ).toEqual([[late.id, true]]);
  });
});
