import type { AnyEndpoint, HttpMethod } from '@beacon/contracts/endpoint';
import { ENDPOINTS, SOCKET_PATHS } from '@beacon/contracts/endpoints';
import { ErrorCode } from '@beacon/contracts/protocol';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { refusalAs, refusalAtPath } from '../test/reply-form';
import { createTestApp, describeEachDatabase, type TestApp } from '../test/test-app';
import { type BadCredential, badCredentials, INVALID_TOKEN_REPLY } from './forged-tokens';

/** Endpoints anyone may call, each with how it is protected instead of a session. */
const PUBLIC_ENDPOINTS: Readonly<Record<string, string>> = {
  'auth.platform.get': 'the variant and version the login page shows',
  'auth.session.login': 'sign-in (per-IP limit and per-account lockout)',
  'auth.session.refresh': 'the refresh token is the credential',
  'iothub.ingest.properties': 'device ingest: the deviceSecret header is the credential',
  'iothub.ingest.event': 'device ingest: the deviceSecret header is the credential',
  'iothub.ingest.aiEvent': 'device AI event upload: the deviceSecret header is the credential',
  'iothub.aiEvent.media': 'AI event media: the signed URL (expires, signature) is the credential; 403 without it',
};
/** Endpoints that authenticate themselves answer 401 to a caller without their credential. */
const SELF_AUTHENTICATED = new Set(['iothub.ingest.properties', 'iothub.ingest.event', 'iothub.ingest.aiEvent']);

/** Registered routes outside the endpoint table, and why each is there. */
const ALLOWED_OUTSIDE_TABLE: ReadonlyArray<{ pattern: RegExp; why: string }> = [
  ...SOCKET_PATHS.map((path) => ({
    pattern: new RegExp(`^GET ${path}$`),
    why: 'websocket: live values or the alarm feed (token in its first message)',
  })),
  { pattern: /^GET \/(healthz|readyz)$/, why: 'health and readiness probes (no data)' },
  { pattern: /^GET \/$/, why: 'redirect to the console' },
  {
    pattern: /^(GET|POST|PUT|DELETE|PATCH|HEAD|OPTIONS) \/gateway\/\*$/,
    why: 'the gateway runtime: third-party calls signed with RFC 9421 (unsigned ones answer 401)',
  },
];
/** The console's files and SPA fallback under its base path (never under `/api`). */
const consoleRoutes = (basePath: string) => ({
  pattern: new RegExp(`^GET ${basePath.slice(0, -1)}(/(?!api/).*)?$`),
  why: 'static console (its files and SPA fallback)',
});

/** Paths and methods no route serves. */
const UNKNOWN_ROUTES: ReadonlyArray<[HttpMethod, string]> = [
  ['GET', '/api/v1/nothing-here'],
  ['POST', '/api/v1/system/secret-admin/page'],
  ['PUT', '/api/v1/system/account/update/extra'],
  ['DELETE', '/api/v1/system/account'],
  ['PATCH', '/api/v1/system/account/1'],
  ['GET', '/api/v2/auth/user-info'],
  ['POST', '/api/'],
  ['GET', '/api/v1/auth/user-info/'],
  ['GET', '/api/v1/system/account/1/..%2F..%2Fadmin'],
  ['PATCH', '/api/v1/auth/login'],
  ['PUT', '/api/v1/iothub/ingest/dev-1/properties'],
  ['POST', '/open-platform/secret/page'],
  ['GET', '/open-platform/api/detail/1'],
];

/** Real parametric routes with a parameter the router itself refuses: over-long, or malformed percent-encoding. */
const ROUTER_REFUSALS: ReadonlyArray<[HttpMethod, string, number]> = [
  ['GET', `/api/v1/system/account/${'9'.repeat(101)}`, 414],
  ['POST', `/api/v1/iothub/ingest/${'d'.repeat(101)}/properties`, 414],
  ['GET', '/api/v1/system/account/%E0%A4%A', 400],
  ['DELETE', '/api/v1/iothub/device/%ZZ', 400],
  ['DELETE', `/open-platform/domain/${'9'.repeat(101)}`, 414],
];

const urlOf = (endpoint: AnyEndpoint): string => endpoint.path.replace(/:[A-Za-z0-9_]+/g, '1');
const routeOf = (endpoint: AnyEndpoint): string => `${endpoint.method} ${endpoint.path}`;

describeEachDatabase('security: route enumeration and authentication of every route', (dialect) => {
  let t: TestApp;
  let credentials: BadCredential[];
  let adminToken: string;
  const send = (method: HttpMethod, url: string, token: string | undefined): Promise<LightMyRequestResponse> =>
    t.call(method, url, { token, body: method === 'GET' ? undefined : {} });

  beforeAll(async () => {
    t = await createTestApp(dialect, { SINGLE_SESSION: 'false' });
    adminToken = await t.login();
    credentials = await badCredentials(t, adminToken);
  });
  afterAll(async () => {
    await t.close();
  });

  it('registers every endpoint of the table, and nothing else but a printed allow-list', () => {
    const registered = new Set(t.app.platform.routes);
    const missing = ENDPOINTS.map(routeOf).filter((route) => !registered.has(route));
    expect(missing, 'endpoints of the table that are not registered').toEqual([]);
    const declared = new Set(ENDPOINTS.map(routeOf));
    const outside = [...registered].filter((route) => !declared.has(route));
    const allowed = [...ALLOWED_OUTSIDE_TABLE, consoleRoutes(t.config.basePath)];
    const whyOf = (route: string) => allowed.find(({ pattern }) => pattern.test(route))?.why;
    expect(
      outside.filter((route) => !whyOf(route)),
      'routes outside the table and the allow-list',
    ).toEqual([]);
    const counts = new Map<string, number>();
    for (const route of outside) counts.set(String(whyOf(route)), (counts.get(String(whyOf(route))) ?? 0) + 1);
    const lines = [...counts].map(([why, count]) => `  ${count} × ${why}`);
    process.stdout.write(
      `[routes ${dialect}] ${ENDPOINTS.length} endpoints in the table, all registered; ${outside.length} routes outside it:\n${lines.join('\n')}\n`,
    );
  });

  it('answers 401 with the spec code to every endpoint called without a valid session, public ones excepted', async () => {
    let checks = 0;
    for (const endpoint of ENDPOINTS.filter((e) => !(e.id in PUBLIC_ENDPOINTS))) {
      for (const credential of credentials) {
        const response = await send(endpoint.method, urlOf(endpoint), credential.token);
        expect(response.statusCode, `${endpoint.id} with ${credential.name}`).toBe(401);
        expect(response.json(), `${endpoint.id} with ${credential.name}`).toEqual(
          refusalAs(endpoint, credential.expected),
        );
        checks += 1;
      }
    }
    const lines = Object.entries(PUBLIC_ENDPOINTS).map(([id, why]) => `  ${id}: ${why}`);
    process.stdout.write(
      `[routes ${dialect}] ${checks} calls without a valid session (${credentials.map((c) => c.name).join(', ')}) answered 401; public allow-list:\n${lines.join('\n')}\n`,
    );
    expect(checks).toBeGreaterThan(ENDPOINTS.length * 5);
  });

  it('answers public endpoints without a session below 500, and 401 where the endpoint has its own credential', async () => {
    for (const endpoint of ENDPOINTS.filter((e) => e.id in PUBLIC_ENDPOINTS)) {
      const body = SELF_AUTHENTICATED.has(endpoint.id) ? { params: {} } : {};
      const response = await t.call(endpoint.method, urlOf(endpoint), {
        body: endpoint.method === 'GET' ? undefined : body,
      });
      expect(response.statusCode, endpoint.id).toBeLessThan(500);
      if (SELF_AUTHENTICATED.has(endpoint.id)) {
        // Its own credential missing: the same answer as a wrong one, so devKeys cannot be probed.
        expect(response.statusCode, endpoint.id).toBe(401);
        expect(response.json(), endpoint.id).toEqual({
          code: ErrorCode.UNAUTHORIZED,
          msg: 'deviceSecret: unknown device or wrong secret',
          refusals: [{ path: 'deviceSecret', reason: 'deviceSecretWrong' }],
        });
      }
    }
  });

  it('answers unknown /api routes exactly as real ones without a session, and 404 only with one', async () => {
    let checks = 0;
    for (const [method, url] of UNKNOWN_ROUTES) {
      for (const credential of credentials) {
        const response = await send(method, url, credential.token);
        expect(response.statusCode, `${method} ${url} with ${credential.name}`).toBe(401);
        expect(response.json(), `${method} ${url} with ${credential.name}`).toEqual(
          refusalAtPath(url, credential.expected),
        );
        checks += 1;
      }
      const signedIn = await send(method, url, adminToken);
      expect(signedIn.statusCode, `${method} ${url} signed in`).toBe(404);
      expect(signedIn.json().code, `${method} ${url} signed in`).toBe(ErrorCode.NOT_FOUND);
    }
    process.stdout.write(
      `[routes ${dialect}] ${UNKNOWN_ROUTES.length} unknown /api routes: ${checks} calls without a session answered 401 as real routes do, 404 with one\n`,
    );
  });

  it('answers parameters the router refuses with {code,msg}, and as any route to a caller without a session', async () => {
    for (const [method, url, status] of ROUTER_REFUSALS) {
      for (const credential of credentials) {
        const response = await send(method, url, credential.token);
        expect(response.statusCode, `${method} ${url} with ${credential.name}`).toBe(401);
        expect(response.json(), `${method} ${url} with ${credential.name}`).toEqual(
          refusalAtPath(url, credential.expected),
        );
      }
      const signedIn = await send(method, url, adminToken);
      expect(signedIn.statusCode, `${method} ${url} signed in`).toBe(status);
      expect(Object.keys(signedIn.json()).sort(), `${method} ${url} signed in`).toEqual(
        Object.keys(refusalAtPath(url, { code: 0, msg: '', refusals: [] })).sort(),
      );
    }
  });
});

describeEachDatabase('security: modules switched off by the edition', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { VARIANT: 'huawei' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers a switched-off module without a session as any route does (401), so the edition is not probed', async () => {
    const off = await t.call('POST', '/api/v1/system/account/page', { body: {} });
    expect(off.statusCode).toBe(401);
    expect(off.json()).toEqual(INVALID_TOKEN_REPLY);
    const token = await t.login();
    expect((await t.call('POST', '/api/v1/system/account/page', { token, body: {} })).statusCode).toBe(404);
  });
});
