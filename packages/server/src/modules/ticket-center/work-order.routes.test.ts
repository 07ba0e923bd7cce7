import { beforeEach, expect, it } from 'vitest';
import { signInWith } from '../../test/accounts';
import { describeEachDatabase, type TestApp, withSignedInApp } from '../../test/test-app';
import { createProject, createTemplate, openManual } from './ticket-fixtures.test-helper';

const W = '/api/v1/work-order';
const RESOLVED = { cause: 'fault', actions: 'Replaced the sensor' };

describeEachDatabase('work orders through their state machine', (dialect) => {
  let t: TestApp;
  let token: string;
  let templateId: number;
  withSignedInApp(dialect, (app, adminToken) => {
    t = app;
    token = adminToken;
  });
  beforeEach(async () => {
    await createProject(t, token, 'P-WO');
    templateId = await createTemplate(t, token);
  });

  const post = (url: string, body: unknown = {}) => t.call('POST', url, { token, body });
  const detail = async (id: number) => (await t.call('GET', `${W}/${id}`, { token })).json().data;

  it('opens a work order by hand: numbered, deadline from the SLA, priority from the template, timeline entry', async () => {
    const before = Date.now();
    const order = await openManual(t, token, { templateId, projectCode: 'P-WO' });
    expect(order).toMatchObject({ status: 'new', priority: 'high', projectCode: 'P-WO', templateId, alarmId: null });
    expect(order.number).toMatch(/^WO-\d{8}-0001$/);
    expect(Number(order.deadline) - Number(order.createTime)).toBe(4 * 3_600_000);
    expect(Number(order.createTime)).toBeGreaterThanOrEqual(before);
    const second = await openManual(t, token, {
      templateId,
      projectCode: 'P-WO',
      priority: 'low',
      assigneeAccountId: 1,
    });
    expect(second).toMatchObject({ status: 'assigned', priority: 'low', assigneeAccountId: 1 });
    expect(second.number).toMatch(/-0002$/);
    const { timeline, formFields } = await detail(Number(second.id));
    expect(timeline).toEqual([
      expect.objectContaining({ action: 'open', fromStatus: null, toStatus: 'assigned', by: 'admin', note: 'admin' }),
    ]);
    expect(formFields.map((field: { model: string }) => field.model)).toEqual(['cause', 'actions', 'replaced']);
  });

  it('refuses an unknown template, project or device naming the field', async () => {
    const refused = async (body: Record<string, unknown>) =>
      (await post(`${W}/save`, { title: 'x', templateId, projectCode: 'P-WO', ...body })).json().refusals[0];
    expect(await refused({ templateId: 999 })).toMatchObject({ path: 'templateId', reason: 'notFound' });
    expect(await refused({ projectCode: 'P-NONE' })).toMatchObject({ path: 'projectCode', reason: 'notFound' });
    expect(await refused({ iotId: 'd-none' })).toMatchObject({ path: 'iotId', reason: 'notFound' });
    expect(await refused({ formValues: { cause: 'other' } })).toMatchObject({
      path: 'formValues.cause',
      reason: 'notOneOf',
    });
  });

  it('walks new → assigned → in_progress ⇄ on_hold → resolved → closed, each step on the timeline', async () => {
    const id = Number((await openManual(t, token, { templateId, projectCode: 'P-WO' })).id);
    const steps: [string, unknown, string][] = [
      ['assign', { assigneeAccountId: 1 }, 'assigned'],
      ['start', {}, 'in_progress'],
      ['hold', {}, 'on_hold'],
      ['resume', {}, 'in_progress'],
      ['resolve', { formValues: { ...RESOLVED, replaced: true } }, 'resolved'],
      ['close', {}, 'closed'],
    ];
    for (const [action, body, status] of steps) {
      const reply = await post(`${W}/${id}/${action}`, body);
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.json().data.status).toBe(status);
    }
    const order = await detail(id);
    expect(order).toMatchObject({ assigneeAccountId: 1, formValues: { ...RESOLVED, replaced: true } });
    expect(
      order.timeline.map((e: { action: string; fromStatus: string; toStatus: string }) => [
        e.action,
        e.fromStatus,
        e.toStatus,
      ]),
    ).toEqual([
      ['open', null, 'new'],
      ['assign', 'new', 'assigned'],
      ['start', 'assigned', 'in_progress'],
      ['hold', 'in_progress', 'on_hold'],
      ['resume', 'on_hold', 'in_progress'],
      ['resolve', 'in_progress', 'resolved'],
      ['close', 'resolved', 'closed'],
    ]);
  });

  it('cancels an open work order with its reason; refuses every illegal transition with 409 naming the state, changing nothing', async () => {
    const id = Number((await openManual(t, token, { templateId, projectCode: 'P-WO' })).id);
    const illegal: [string, unknown][] = [
      ['start', {}],
      ['hold', {}],
      ['resume', {}],
      ['resolve', { formValues: RESOLVED }],
      ['close', {}],
    ];
    for (const [action, body] of illegal) {
      const before = await detail(id);
      const reply = await post(`${W}/${id}/${action}`, body);
      expect(reply.statusCode, action).toBe(409);
      expect(reply.json().msg).toContain('is new');
      expect(reply.json().refusals).toEqual([
        { path: '', reason: 'illegalTransition', params: { state: 'new', action } },
      ]);
      expect(await detail(id)).toEqual(before);
    }
    const cancelled = await post(`${W}/${id}/cancel`, { reason: 'Duplicate' });
    expect(cancelled.json().data.status).toBe('cancelled');
    const before = await detail(id);
    expect(before.timeline.at(-1)).toMatchObject({
      action: 'cancel',
      fromStatus: 'new',
      toStatus: 'cancelled',
      note: 'Duplicate',
    });
    for (const [action, body] of [
      ...illegal,
      ['assign', { assigneeAccountId: 1 }],
      ['cancel', { reason: 'again' }],
    ] as const) {
      const reply = await post(`${W}/${id}/${action}`, body);
      expect(reply.statusCode, action).toBe(409);
      expect(reply.json().refusals[0].params).toEqual({ state: 'cancelled', action });
    }
    expect(await detail(id)).toEqual(before);
  });

  it('resolves only with the template form filled: a missing required field is 400 naming it, a wrong type too', async () => {
    const id = Number((await openManual(t, token, { templateId, projectCode: 'P-WO', assigneeAccountId: 1 })).id);
    await post(`${W}/${id}/start`);
    const before = await detail(id);
    const missing = await post(`${W}/${id}/resolve`, { formValues: { cause: 'fault' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toContain('formValues.actions');
    expect(missing.json().refusals).toEqual([{ path: 'formValues.actions', reason: 'required' }]);
    const wrong = await post(`${W}/${id}/resolve`, { formValues: { ...RESOLVED, replaced: 'yes', extra: 1 } });
    expect(wrong.json().refusals).toEqual([
      { path: 'formValues.replaced', reason: 'notBoolean' },
      { path: 'formValues.extra', reason: 'unknownField', params: { field: 'extra' } },
    ]);
    expect(await detail(id)).toEqual(before);
    expect((await post(`${W}/${id}/resolve`, { formValues: RESOLVED })).json().data.status).toBe('resolved');
  });

  it('filters by status, priority, project, assignee, overdue, mine and time', async () => {
    await openManual(t, token, { templateId, projectCode: 'P-WO' });
    await openManual(t, token, { templateId, projectCode: 'P-WO', priority: 'low', assigneeAccountId: 1 });
    const page = async (body: Record<string, unknown>) =>
      ((await post(`${W}/page`, body)).json().result.items as { priority: string }[]).map((item) => item.priority);
    expect(await page({})).toEqual(['low', 'high']);
    expect(await page({ status: 'assigned' })).toEqual(['low']);
    expect(await page({ priority: 'high' })).toEqual(['high']);
    expect(await page({ mine: true })).toEqual(['low']);
    expect(await page({ assigneeAccountId: 1, projectCode: 'P-WO' })).toEqual(['low']);
    expect(await page({ overdue: true })).toEqual([]);
    expect(await page({ from: Date.now() + 60_000 })).toEqual([]);
  });

  it('refuses every write without its button (403), reads need the page', async () => {
    const id = Number((await openManual(t, token, { templateId, projectCode: 'P-WO' })).id);
    const reader = await signInWith(t, token, ['ticket-center', 'TicketCenter.workOrder']);
    expect((await t.call('POST', `${W}/page`, { token: reader, body: {} })).statusCode).toBe(200);
    for (const [action, body] of [
      ['assign', { assigneeAccountId: 1 }],
      ['start', {}],
      ['cancel', { reason: 'x' }],
    ] as const)
      expect((await t.call('POST', `${W}/${id}/${action}`, { token: reader, body })).statusCode).toBe(403);
    const save = await t.call('POST', `${W}/save`, {
      token: reader,
      body: { title: 'x', templateId, projectCode: 'P-WO' },
    });
    expect(save.statusCode).toBe(403);
    const outsider = await signInWith(t, token, ['log-manage']);
    expect((await t.call('GET', `${W}/${id}`, { token: outsider })).statusCode).toBe(403);
  });
});
