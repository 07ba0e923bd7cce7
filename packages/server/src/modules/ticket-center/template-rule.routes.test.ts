import { expect, it } from 'vitest';
import { createAccountWith } from '../../test/accounts';
import { createTestApp, describeEachDatabase, type TestApp, withSignedInApp } from '../../test/test-app';
import { createTemplate, openManual, TEST_FIELDS } from './ticket-fixtures.test-helper';

const TPL = '/api/v1/work-order-template';
const RULE = '/api/v1/work-order-rule';

describeEachDatabase('work order templates and rules', (dialect) => {
  let t: TestApp;
  let token: string;
  withSignedInApp(dialect, (app, adminToken) => {
    t = app;
    token = adminToken;
  });

  it('creates, edits, lists and deletes templates; refuses options missing, repeated models and deleting one in use', async () => {
    const id = await createTemplate(t, token);
    const template = (await t.call('GET', `${TPL}/${id}`, { token })).json().data;
    expect(template).toMatchObject({ name: 'Alarm handling', kind: 'alarm', formFields: TEST_FIELDS, slaHours: 4 });
    const bad = await t.call('POST', `${TPL}/save`, {
      token,
      body: {
        name: 'Bad',
        kind: 'manual',
        defaultPriority: 'low',
        slaHours: 1,
        formFields: [
          { model: 'a', label: 'A', type: 'radio', required: true },
          { model: 'a', label: 'A again', type: 'text', required: false },
        ],
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().refusals).toEqual([
      { path: 'formFields[0].options', reason: 'required' },
      { path: 'formFields[1].model', reason: 'duplicateFieldModel', params: { model: 'a' } },
    ]);
    const edited = await t.call('PUT', `${TPL}/update`, {
      token,
      body: { id, name: 'Renamed', kind: 'manual', formFields: [], defaultPriority: 'low', slaHours: 2 },
    });
    expect(edited.json().data).toMatchObject({ name: 'Renamed', formFields: [], slaHours: 2 });
    expect((await t.call('POST', `${TPL}/page`, { token, body: { name: 'renam' } })).json().result.items).toHaveLength(
      1,
    );
    expect((await t.call('GET', `${TPL}/list`, { token })).json().data).toHaveLength(1);
    await t.call('POST', '/api/v1/master-data/project/save', {
      token,
      body: { projectCode: 'P-T', projectName: 'T', type: 'park', areaCode: '440305', address: 'x' },
    });
    await openManual(t, token, { templateId: id, projectCode: 'P-T' });
    const inUse = await t.call('DELETE', `${TPL}/${id}`, { token });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().refusals).toEqual([
      { path: 'id', reason: 'inUse', params: { holder: 'workOrders', count: 1 } },
    ]);
    const spare = await createTemplate(t, token, 'Spare');
    expect((await t.call('DELETE', `${TPL}/${spare}`, { token })).statusCode).toBe(200);
    expect((await t.call('GET', `${TPL}/${spare}`, { token })).statusCode).toBe(404);
  });

  it('keeps rules: an account or a role, not both; unknown references named; projects once each', async () => {
    const templateId = await createTemplate(t, token);
    const base = { name: 'R', minSeverity: 'minor', source: 'any', templateId, priority: 'high' };
    const both = await t.call('POST', `${RULE}/save`, {
      token,
      body: { ...base, assigneeAccountId: 1, assigneeRoleId: 1 },
    });
    expect(both.json().refusals).toEqual([
      { path: 'assigneeRoleId', reason: 'notBoth', params: { other: 'assigneeAccountId' } },
    ]);
    const unknown = await t.call('POST', `${RULE}/save`, { token, body: { ...base, assigneeRoleId: 999 } });
    expect(unknown.json().refusals[0]).toMatchObject({ path: 'assigneeRoleId', reason: 'notFound' });
    const { roleId } = await createAccountWith(t, token, ['ticket-center'], 'fixer');
    const saved = await t.call('POST', `${RULE}/save`, {
      token,
      body: { ...base, assigneeRoleId: roleId, projectCodes: ['P-1', 'P-1'], sourceKey: 'hot' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      assigneeRoleId: roleId,
      assigneeAccountId: null,
      projectCodes: ['P-1'],
      sourceKey: 'hot',
      autoResolve: false,
      enabled: true,
      templateName: 'Alarm handling',
    });
    const page = await t.call('POST', `${RULE}/page`, { token, body: { source: 'any', enabled: true } });
    expect(page.json().result.items).toHaveLength(1);
    const inUse = await t.call('DELETE', `${TPL}/${templateId}`, { token });
    expect(inUse.json().refusals[0].params).toEqual({ holder: 'workOrderRules', count: 1 });
    expect((await t.call('DELETE', `${RULE}/${saved.json().data.id}`, { token })).statusCode).toBe(200);
  });
});

describeEachDatabase('the ticket center in the variants', (dialect) => {
  const withVariant = async (variant: string, body: (t: TestApp, token: string) => Promise<void>) => {
    const t = await createTestApp(dialect, { VARIANT: variant });
    try {
      await body(t, await t.login());
    } finally {
      await t.close();
    }
  };

  it('answers 404 everywhere in huawei (no ticket center)', async () => {
    await withVariant('huawei', async (t, token) => {
      expect((await t.call('POST', `${TPL}/page`, { token, body: {} })).statusCode).toBe(404);
      expect((await t.call('POST', `${RULE}/save`, { token, body: {} })).statusCode).toBe(404);
      expect((await t.call('POST', '/api/v1/work-order/page', { token, body: {} })).statusCode).toBe(404);
      expect((await t.call('POST', '/api/v1/work-order/1/start', { token, body: {} })).statusCode).toBe(404);
    });
  });

  it('keeps templates and manual work orders in argrace, refuses rules (no alarms) and devices with a reason', async () => {
    await withVariant('argrace', async (t, token) => {
      const templateId = await createTemplate(t, token);
      const order = await openManual(t, token, { templateId, projectCode: 'SITE-1', assigneeAccountId: 1 });
      expect(order).toMatchObject({ status: 'assigned', projectCode: 'SITE-1', iotId: null });
      const start = await t.call('POST', `/api/v1/work-order/${order.id}/start`, { token, body: {} });
      expect(start.json().data.status).toBe('in_progress');
      const rule = await t.call('POST', `${RULE}/save`, {
        token,
        body: { name: 'R', minSeverity: 'minor', source: 'any', templateId, priority: 'high' },
      });
      expect(rule.statusCode).toBe(409);
      expect(rule.json().refusals).toEqual([
        { path: '', reason: 'moduleUnavailable', params: { module: 'event-center' } },
      ]);
      const device = await t.call('POST', '/api/v1/work-order/save', {
        token,
        body: { title: 'x', templateId, projectCode: 'SITE-1', iotId: 'd1' },
      });
      expect(device.json().refusals).toEqual([
        { path: 'iotId', reason: 'moduleUnavailable', params: { module: 'iot-device' } },
      ]);
    });
  });
});
