import { expect } from 'vitest';
import type { ApiCallLogEntry } from '../../platform/audit/activity-logs';
import type { TestApp } from '../../test/test-app';

export const API_COUNT = '/api/v1/gateway/logtail/api-count';
export const APP_COUNT = '/api/v1/gateway/logtail/app-count';
export const LOG_PAGE = '/api/v1/api-call-log/page';
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
/** A fixed hour-aligned time the tests' calls are made at. */
export const AT = Date.UTC(2026, 0, 5, 10, 0, 0);

type Figures = { calls: number; errors: number; p50: number | null; p95: number | null; p99: number | null };
/** A statistics reply's object. */
export type Stats = {
  total: Figures;
  series: (Figures & { time: number })[];
  items: (Figures & Record<string, unknown>)[];
};

/** A call of `api` (null: none matched) by `app` at `at`, `durationMs` long, answered `httpStatus`. */
export const entry = (
  at: number,
  api: number | null,
  app: string,
  durationMs = 5,
  httpStatus = 200,
): ApiCallLogEntry => ({
  appId: app,
  appName: app ? `App ${app}` : '',
  apiId: api,
  apiName: api === null ? '' : `API ${api}`,
  method: 'GET',
  path: `/gateway/api-${api ?? 'none'}`,
  httpStatus,
  result: httpStatus < 400 ? 'success' : 'fail',
  durationMs,
  clientIp: '10.0.0.9',
  requestId: `req-${at}`,
  errorMessage: httpStatus < 400 ? '' : 'refused',
  reason: httpStatus < 400 ? '' : 'notFound',
  bytesIn: 10,
  bytesOut: 20,
  createDate: at,
});

/** `count` calls made by `make`. */
export const many = (count: number, make: (i: number) => ApiCallLogEntry): ApiCallLogEntry[] =>
  Array.from({ length: count }, (_, i) => make(i));

/** Asks a statistics endpoint as `token`; its form B object (200 expected). */
export const askStats = async (
  t: TestApp,
  token: string,
  url: string,
  body: Record<string, unknown>,
): Promise<Stats> => {
  const reply = await t.call('POST', url, { token, body });
  expect(reply.statusCode, reply.body).toBe(200);
  const json = reply.json();
  expect(json).toMatchObject({ code: 200, msg: 'success' });
  return json.object;
};
