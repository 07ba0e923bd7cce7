import { expect, it } from 'vitest';
import { signInWith } from '../../test/accounts';
import { describeEachDatabase, type TestApp, withSignedInApp } from '../../test/test-app';
import {
  API_COUNT,
  APP_COUNT,
  AT,
  askStats,
  DAY,
  entry,
  HOUR,
  LOG_PAGE,
  MINUTE,
  many,
} from './api-call-fixtures.test-helper';
import { apiCallStatsRepository } from './api-call-stats.repository';
import { emptyHistogram } from './latency-histogram';
import type { LogManageTables } from './tables';

describeEachDatabase('API call statistics (monitor)', (dialect) => {
  let t: TestApp;
  let token: string;
  withSignedInApp(dialect, (app, adminToken) => {
    t = app;
    token = adminToken;
  });

  const db = () => t.app.platform.database.db.withTables<LogManageTables>();
  const stats = (url: string, body: Record<string, unknown>, as = token) => askStats(t, as, url, body);

  it('stores the API id, reason key and body sizes of each call, and answers them in the log', async () => {
    await t.app.platform.logs.apiCalls([
      { ...entry(AT, 12, 'app-a'), bytesIn: 3_000_000_000, bytesOut: 17 },
      { ...entry(AT + MINUTE, null, '', 1, 404), reason: 'x'.repeat(100) },
    ]);
    const reply = await t.call('POST', LOG_PAGE, { token, body: {} });
    const [none, first] = reply.json().result.items;
    expect(first).toMatchObject({ apiId: 12, reason: '', bytesIn: 3_000_000_000, bytesOut: 17, appId: 'app-a' });
    expect(none).toMatchObject({ apiId: null, httpStatus: 404, bytesIn: 10, bytesOut: 20, appId: '' });
    expect(none.reason).toHaveLength(64);
  });

  it('counts calls, errors (status ≥ 400) and interpolated percentiles of a known distribution', async () => {
    // 40 calls of 3 ms, 40 of 30 ms, 18 of 1 s, 2 over a minute; 5 answered 404, 2 answered 500, 1 a redirect.
    const durations = [...Array(40).fill(3), ...Array(40).fill(30), ...Array(18).fill(1_000), 70_000, 70_000];
    const statuses = (i: number) => (i < 5 ? 404 : i < 7 ? 500 : i === 7 ? 302 : 200);
    await t.app.platform.logs.apiCalls(
      many(100, (i) => entry(AT + (i % 50) * 1_000, 3, 'app-a', durations[i], statuses(i))),
    );
    const { total, series, items } = await stats(API_COUNT, { from: AT, to: AT + 10 * MINUTE - 1 });
    // p50: rank 50 in [20, 35) past 40 → 20 + 15 × 10/40; p95: rank 95 in [850, 1500) past 80 → 850 + 650 × 15/18.
    expect(total).toEqual({ calls: 100, errors: 7, p50: 23.8, p95: 1391.7, p99: 60_000 });
    expect(series).toHaveLength(10);
    expect(series[0]).toEqual({ time: AT, ...total });
    expect(series[1]).toEqual({ time: AT + MINUTE, calls: 0, errors: 0, p50: null, p95: null, p99: null });
    expect(items).toEqual([{ apiId: 3, name: 'API 3', ...total }]);
  });

  it('answers per API and per application, filtered by API and by application', async () => {
    await t.app.platform.logs.apiCalls([
      ...many(3, (i) => entry(AT + i * MINUTE, 1, 'app-a', 10)),
      ...many(2, (i) => entry(AT + i * MINUTE, 2, 'app-a', 10, 500)),
      ...many(4, (i) => entry(AT + 30 * MINUTE + i, 1, 'app-b', 100)),
      entry(AT + 59 * MINUTE, null, '', 1, 401),
    ]);
    const range = { from: AT, to: AT + HOUR - 1 };
    const byApi = await stats(API_COUNT, range);
    expect(byApi.total).toMatchObject({ calls: 10, errors: 3 });
    expect(byApi.items.map((item) => [item.apiId, item.name, item.calls, item.errors])).toEqual([
      [1, 'API 1', 7, 0],
      [2, 'API 2', 2, 2],
      [null, '', 1, 1],
    ]);
    expect(Object.keys(byApi.items[0] ?? {}).sort()).toEqual(['apiId', 'calls', 'errors', 'name', 'p50', 'p95', 'p99']);
    expect(byApi.series).toHaveLength(60);
    expect(byApi.series.map((point) => point.calls).filter((calls) => calls > 0)).toEqual([2, 2, 1, 4, 1]);
    const byApp = await stats(APP_COUNT, range);
    expect(byApp.total).toEqual(byApi.total);
    expect(byApp.series).toEqual(byApi.series);
    expect(byApp.items.map((item) => [item.appId, item.name, item.calls])).toEqual([
      ['app-a', 'App app-a', 5],
      ['app-b', 'App app-b', 4],
      [null, '', 1],
    ]);
    const ofApi = await stats(APP_COUNT, { ...range, apiId: 1 });
    expect(ofApi.items.map((item) => [item.appId, item.calls])).toEqual([
      ['app-b', 4],
      ['app-a', 3],
    ]);
    const ofApp = await stats(API_COUNT, { ...range, appId: 'app-a' });
    expect(ofApp.items.map((item) => [item.apiId, item.calls])).toEqual([
      [1, 3],
      [2, 2],
    ]);
    expect((await stats(API_COUNT, { ...range, apiId: 1, appId: 'app-b' })).total.calls).toBe(4);
    expect(await stats(API_COUNT, { from: AT - HOUR, to: AT - 1 })).toMatchObject({
      total: { calls: 0, p50: null },
      items: [],
    });
  });

  it('includes the current minute: a call shows at once', async () => {
    const { createDate: _unset, ...call } = entry(0, 5, 'app-now');
    await t.app.platform.logs.apiCall(call);
    const now = Date.now();
    const { total, series } = await stats(APP_COUNT, { from: now - HOUR, to: now });
    expect(total.calls).toBe(1);
    expect(series.at(-1)?.calls).toBe(1);
  });

  it('answers a month from hour rows for whole hours and minute rows for the partial edge hours', async () => {
    const row = (start: number, api: number, calls: number, errors = 0) => ({
      period_start: start,
      api_id: api,
      app_id: 'app-a',
      api_name: `API ${api}`,
      app_name: 'App app-a',
      calls,
      errors,
      ...emptyHistogram(),
      lat_5: calls,
    });
    const last = AT + 30 * DAY;
    const hours = Array.from({ length: 30 * 24 - 1 }, (_, i) => AT + (i + 1) * HOUR);
    const hourRows = [
      row(AT, 1, 8),
      row(last, 1, 6),
      ...hours.flatMap((start) => [row(start, 1, 10), row(start, 2, 1, 1)]),
    ];
    for (let i = 0; i < hourRows.length; i += 200)
      await apiCallStatsRepository.add(db(), 'api_call_hour', hourRows.slice(i, i + 200));
    // The edge hours' minutes (the middle hours have none: they must be read from the hour rows).
    const minuteRows = [
      row(AT + 10 * MINUTE, 1, 3),
      row(AT + 40 * MINUTE, 1, 5),
      row(last + 5 * MINUTE, 1, 2),
      row(last + 50 * MINUTE, 1, 4),
    ];
    await apiCallStatsRepository.add(db(), 'api_call_minute', minuteRows);

    const month = await stats(API_COUNT, { from: AT + 30 * MINUTE, to: last + 20 * MINUTE });
    expect(month.total).toEqual({ calls: 719 * 11 + 5 + 2, errors: 719, p50: 16, p95: 19.6, p99: 19.9 });
    expect(month.series).toHaveLength(721);
    expect(month.series.map((point) => point.time).slice(0, 2)).toEqual([AT, AT + HOUR]);
    expect([month.series[0]?.calls, month.series[1]?.calls, month.series[720]?.calls]).toEqual([5, 11, 2]);
    expect(month.items.map((item) => [item.apiId, item.calls, item.errors])).toEqual([
      [1, 719 * 10 + 7, 0],
      [2, 719, 719],
    ]);
    const daily = await stats(API_COUNT, { from: AT, to: AT + 40 * DAY });
    expect(daily.series).toHaveLength(41);
    expect(daily.series[1]).toMatchObject({ time: AT + DAY, calls: 24 * 11 });
    expect(daily.total.calls).toBe(8 + 719 * 11 + 6);
  });

  it('refuses a backwards or too long range and unknown fields in form B, and is read with the monitor page', async () => {
    const refused = async (body: Record<string, unknown>) => {
      const reply = await t.call('POST', API_COUNT, { token, body });
      expect(reply.statusCode, reply.body).toBe(400);
      const json = reply.json();
      expect(json.object).toBeNull();
      return json.refusals;
    };
    expect(await refused({ from: AT + 1, to: AT })).toEqual([{ path: 'from', reason: 'fromAfterTo' }]);
    expect(await refused({ from: AT, to: AT + 93 * DAY })).toEqual([
      { path: 'to', reason: 'rangeTooLong', params: { max: 92 } },
    ]);
    expect((await refused({ from: AT, to: AT, apiId: 0 }))[0]).toMatchObject({ path: 'apiId' });
    expect((await refused({ from: AT, to: AT, project: 'x' }))[0]).toMatchObject({ reason: 'unknownField' });
    expect((await refused({ to: AT }))[0]).toMatchObject({ path: 'from', reason: 'required' });
    const monitor = await signInWith(t, token, ['openapi', 'OpenAPI.monitor']);
    const appPage = await signInWith(t, token, ['openapi', 'OpenAPI.app']);
    for (const url of [API_COUNT, APP_COUNT]) {
      expect((await t.call('POST', url, { token: monitor, body: { from: AT, to: AT } })).statusCode).toBe(200);
      expect((await t.call('POST', url, { token: appPage, body: { from: AT, to: AT } })).statusCode).toBe(403);
    }
  });
});
