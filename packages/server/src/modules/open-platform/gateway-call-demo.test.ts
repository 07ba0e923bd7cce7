import { isReasonKey } from '@beacon/contracts/reasons';
import { expect, it } from 'vitest';
import type { ActivityLogWriters, ApiCallLogEntry } from '../../platform/audit/activity-logs';
import { describeEachDatabase, type TestApp, withSignedInApp } from '../../test/test-app';
import { seedGatewayCallHistory } from './gateway-call-demo';

const NOW = Date.UTC(2026, 0, 12, 9, 30, 15);
const DAY = 86_400_000;
const APPS = [
  { appId: 'demoAppPortal0000000001', appName: 'Park portal' },
  { appId: 'demoAppEnergy0000000002', appName: 'Energy dashboard' },
];
const APIS = [
  { id: 11, name: 'Device list', method: 'GET', path: '/device/list' },
  { id: 12, name: 'Latest values', method: 'GET', path: '/device/latest' },
  { id: 13, name: 'Work order sync', method: 'POST', path: '/work-order/sync' },
];

describeEachDatabase('demo gateway call history', (dialect) => {
  let t: TestApp;
  let token: string;
  withSignedInApp(dialect, (app, adminToken) => {
    t = app;
    token = adminToken;
  });

  it('appends a week of plausible calls through the log writers, all counted by the monitor', async () => {
    const written: ApiCallLogEntry[] = [];
    const logs: ActivityLogWriters = {
      apiCall: (entry) => t.app.platform.logs.apiCall(entry),
      apiCalls: async (entries) => {
        written.push(...entries);
        await t.app.platform.logs.apiCalls(entries);
      },
      flush: () => t.app.platform.logs.flush(),
      scene: (entry) => t.app.platform.logs.scene(entry),
    };
    await seedGatewayCallHistory(logs, APPS, APIS, NOW);
    expect(written.length).toBeGreaterThan(10_000);
    expect(written.length).toBeLessThanOrEqual(20_000);
    const times = written.map((entry) => entry.createDate ?? 0);
    expect(Math.min(...times)).toBeGreaterThanOrEqual(NOW - 7 * DAY - 60_000);
    expect(Math.max(...times)).toBeLessThanOrEqual(NOW);
    const errors = written.filter((entry) => entry.httpStatus >= 400);
    expect(errors.length / written.length).toBeGreaterThan(0.02);
    expect(errors.length / written.length).toBeLessThan(0.1);
    expect(errors.every((entry) => isReasonKey(entry.reason) && entry.result === 'fail')).toBe(true);
    expect(written.filter((entry) => entry.apiId === null).every((entry) => entry.httpStatus === 404)).toBe(true);
    expect(new Set(written.map((entry) => entry.httpStatus))).toEqual(new Set([200, 401, 403, 404, 429, 502, 504]));
    // A daily rhythm: the busiest hour of the day has several times the calls of the quietest.
    const byHour = Array.from(
      { length: 24 },
      (_, hour) => times.filter((time) => new Date(time).getHours() === hour).length,
    );
    expect(Math.max(...byHour)).toBeGreaterThan(5 * Math.min(...byHour));

    const reply = await t.call('POST', '/api/v1/gateway/logtail/api-count', {
      token,
      body: { from: NOW - 7 * DAY - 60_000, to: NOW },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const { total, series, items } = reply.json().object;
    expect(total).toMatchObject({ calls: written.length, errors: errors.length });
    expect(total.p50).toBeGreaterThan(3);
    expect(total.p99).toBeGreaterThan(total.p50);
    expect(series.length).toBeGreaterThanOrEqual(168);
    expect(items.map((item: { apiId: number | null }) => item.apiId).sort()).toEqual([11, 12, 13, null]);
  });
});
