import { expect, it } from 'vitest';
import { signInWith } from '../../test/accounts';
import { describeEachDatabase, type TestApp, withSignedInApp } from '../../test/test-app';

const API_CALLS = '/api/v1/api-call-log/page';
const SCENES = '/api/v1/scene-log/page';
const AT = Date.UTC(2026, 10, 23, 6, 0, 0);
const MINUTE = 60_000;

type Page = { items: Record<string, unknown>[]; total_count: number };

describeEachDatabase('API call log and scene log', (dialect) => {
  let t: TestApp;
  let token: string;
  withSignedInApp(dialect, (app, adminToken) => {
    t = app;
    token = adminToken;
  });

  const post = (path: string, body: Record<string, unknown>, as = token) => t.call('POST', path, { token: as, body });
  const page = async (path: string, body: Record<string, unknown> = {}): Promise<Page> => {
    const reply = await post(path, body);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json().result;
  };

  const call = (minute: number, appId: string, appName: string, result: 'success' | 'fail', apiName = 'device-data') =>
    t.app.platform.logs.apiCall({
      appId,
      appName,
      apiId: result === 'success' ? 7 : null,
      apiName,
      method: 'GET',
      path: `/gateway/${apiName}`,
      httpStatus: result === 'success' ? 200 : 401,
      result,
      durationMs: 12.6,
      clientIp: '10.0.0.7',
      requestId: `req-${minute}`,
      errorMessage: result === 'fail' ? 'bad signature' : '',
      reason: result === 'fail' ? 'signatureInvalid' : '',
      bytesIn: 64,
      bytesOut: result === 'fail' ? 80 : 2_048,
      createDate: AT + minute * MINUTE,
    });
  const run = (minute: number, ruleId: string, ruleName: string, result: 'success' | 'fail' | 'skipped') =>
    t.app.platform.logs.scene({
      ruleId,
      ruleName,
      trigger: 'device event overheat',
      result,
      detail: `run at minute ${minute}`,
      createDate: AT + minute * MINUTE,
    });

  it('answers empty pages before the gateway and the rules have run', async () => {
    for (const path of [API_CALLS, SCENES]) expect(await page(path)).toEqual({ items: [], total_count: 0 });
  });

  it('lists gateway calls newest first, filtered by time range, app, API and result', async () => {
    await call(0, 'app-a', 'Park portal', 'success');
    await call(2, 'app-b', 'Energy dashboard', 'fail', 'alarm-list');
    await call(1, 'app-a', 'Park portal', 'fail');
    await call(3, 'app-a', 'Park portal', 'success');
    const all = await page(API_CALLS);
    expect(all.total_count).toBe(4);
    expect(all.items.map((row) => row.requestId)).toEqual(['req-3', 'req-2', 'req-1', 'req-0']);
    expect(all.items[1]).toEqual({
      id: expect.any(Number),
      appId: 'app-b',
      appName: 'Energy dashboard',
      apiId: null,
      apiName: 'alarm-list',
      method: 'GET',
      path: '/gateway/alarm-list',
      httpStatus: 401,
      result: 'fail',
      durationMs: 13,
      clientIp: '10.0.0.7',
      requestId: 'req-2',
      errorMessage: 'bad signature',
      reason: 'signatureInvalid',
      bytesIn: 64,
      bytesOut: 80,
      createDate: AT + 2 * MINUTE,
    });
    expect(all.items[0]).toMatchObject({ apiId: 7, reason: '', bytesIn: 64, bytesOut: 2_048 });
    const ids = async (body: Record<string, unknown>) => (await page(API_CALLS, body)).items.map((r) => r.requestId);
    expect(await ids({ appId: 'app-a' })).toEqual(['req-3', 'req-1', 'req-0']);
    expect(await ids({ appName: 'PORTAL' })).toEqual(['req-3', 'req-1', 'req-0']);
    expect(await ids({ appName: '%' })).toEqual([]);
    expect(await ids({ apiName: 'alarm-list' })).toEqual(['req-2']);
    expect(await ids({ result: 'fail' })).toEqual(['req-2', 'req-1']);
    expect(await ids({ from: AT + MINUTE, to: AT + 2 * MINUTE })).toEqual(['req-2', 'req-1']);
    expect(await ids({ appId: 'app-a', result: 'success', from: AT + MINUTE })).toEqual(['req-3']);
    const second = await page(API_CALLS, { page_size: 3, page_index: 2 });
    expect([second.total_count, second.items.map((r) => r.requestId)]).toEqual([4, ['req-0']]);
  });

  it('lists automation runs newest first, filtered by time range, rule and result', async () => {
    await run(0, 'alarm-7', 'Overheat alarm', 'success');
    await run(1, 'wo-2', 'Open work order', 'skipped');
    await run(2, 'alarm-7', 'Overheat alarm', 'fail');
    const all = await page(SCENES);
    expect(all.total_count).toBe(3);
    expect(all.items[0]).toEqual({
      id: expect.any(Number),
      ruleId: 'alarm-7',
      ruleName: 'Overheat alarm',
      trigger: 'device event overheat',
      result: 'fail',
      detail: 'run at minute 2',
      createDate: AT + 2 * MINUTE,
    });
    const details = async (body: Record<string, unknown>) => (await page(SCENES, body)).items.map((r) => r.detail);
    expect(await details({})).toEqual(['run at minute 2', 'run at minute 1', 'run at minute 0']);
    expect(await details({ ruleId: 'alarm-7' })).toEqual(['run at minute 2', 'run at minute 0']);
    expect(await details({ ruleName: 'work' })).toEqual(['run at minute 1']);
    expect(await details({ result: 'skipped' })).toEqual(['run at minute 1']);
    expect(await details({ to: AT })).toEqual(['run at minute 0']);
    expect(await details({ ruleId: 'alarm-7', result: 'success', from: AT, to: AT + 5 * MINUTE })).toEqual([
      'run at minute 0',
    ]);
  });

  it('cuts written text to its column and drops control characters', async () => {
    await t.app.platform.logs.scene({
      ruleId: 'r'.repeat(100),
      ruleName: 'name\u0000with\nbreaks',
      trigger: 'schedule',
      result: 'success',
      detail: 'd'.repeat(5000),
    });
    const [row] = (await page(SCENES)).items;
    expect(row?.ruleId).toHaveLength(64);
    expect(row?.ruleName).toBe('namewithbreaks');
    expect(row?.detail).toHaveLength(2000);
    expect(row?.createDate).toBeGreaterThan(AT - 365 * 24 * 60 * MINUTE);
  });

  it('answers bad filters with 400 naming the field', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      [API_CALLS, { from: 10, to: 5 }, 'from'],
      [API_CALLS, { result: 'maybe' }, 'result'],
      [API_CALLS, { appId: 'a'.repeat(65) }, 'appId'],
      [API_CALLS, { to: -1 }, 'to'],
      [API_CALLS, { status: 200 }, 'status'],
      [SCENES, { from: 10, to: 5 }, 'from'],
      [SCENES, { result: 'fail-ish' }, 'result'],
      [SCENES, { ruleName: 'x'.repeat(129) }, 'ruleName'],
      [SCENES, { from: 'yesterday' }, 'from'],
    ];
    for (const [path, body, field] of cases) {
      const reply = await post(path, body);
      expect(reply.statusCode, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(reply.json().msg).toContain(field);
    }
  });

  it('is readable only with its own page, and no API edits or deletes it', async () => {
    const apiReader = await signInWith(t, token, ['log-manage', 'LogManage.apiCallLog']);
    const sceneReader = await signInWith(t, token, ['log-manage', 'LogManage.sceneLog']);
    expect((await post(API_CALLS, {}, apiReader)).statusCode).toBe(200);
    expect((await post(SCENES, {}, apiReader)).statusCode).toBe(403);
    expect((await post(SCENES, {}, sceneReader)).statusCode).toBe(200);
    expect((await post(API_CALLS, {}, sceneReader)).statusCode).toBe(403);
    for (const base of ['/api/v1/api-call-log', '/api/v1/scene-log'])
      for (const method of ['PUT', 'DELETE', 'PATCH'] as const)
        expect((await t.call(method, `${base}/1`, { token, body: {} })).statusCode).toBe(404);
  });
});
