import type { AnyEndpoint } from '@beacon/contracts/endpoint';
import { ENDPOINTS } from '@beacon/contracts/endpoints';
import { ALL_RESOURCES } from '@beacon/contracts/registry';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { authorizationSnapshot, createAccountWith, signInWith } from '../../test/accounts';
import { refusalAs } from '../../test/reply-form';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { requiredResources } from './guard';

const guarded = ENDPOINTS.filter((endpoint) => !['public', 'signed-in'].includes(endpoint.access.kind));
/** Whether an endpoint names its record by a required `?id=` (form B calls: `api/detail?id=`). */
/** The query parameter naming a record that the endpoint requires (`id`, or `pluginId` of plugin/api-list), if any. */
const idQueryKey = (endpoint: AnyEndpoint): string | undefined =>
  ['id', 'pluginId'].find(
    (key) => endpoint.query?.safeParse({ [key]: '1' }).success === true && !endpoint.query.safeParse({}).success,
  );
/** The endpoint's URL naming record `id`, in its path or its query. */
const urlOf = (endpoint: AnyEndpoint, id: number) => {
  const key = idQueryKey(endpoint);
  return endpoint.path.replace(':id', String(id)) + (key ? `?${key}=${id}` : '');
};

/** Bodies of reads whose filters are required (an empty body would answer 400 rather than a page). */
const READ_BODIES: Readonly<Record<string, object>> = {
  'iothub.deviceData.page': { projectCode: 'P-NONE' },
  'iothub.deviceData.history': { iotId: 'd-none', attrKey: 'none', from: 0, to: 1 },
  'iothub.deviceData.historyExport': { iotId: 'd-none', from: 0, to: 1 },
  'gateway.monitor.apiCount': { from: 0, to: 1 },
  'gateway.monitor.appCount': { from: 0, to: 1 },
};

describeEachDatabase('authorization by module, page and button, enumerated from the endpoint table', (dialect) => {
  let t: TestApp;
  let admin: string;
  let victimId: number;
  const tokens = new Map<string, string>();
  /** An account holding every resource except one (cached per missing resource). */
  const holdingAllBut = async (missing: string): Promise<string> => {
    const cached = tokens.get(missing);
    if (cached) return cached;
    const token = await signInWith(
      t,
      admin,
      ALL_RESOURCES.filter((resource) => resource !== missing),
    );
    tokens.set(missing, token);
    return token;
  };

  beforeAll(async () => {
    // One sign-in per resource left out: more than the default per-minute sign-in limit allows.
    t = await createTestApp(dialect, { SIGN_IN_RATE_LIMIT: '10000' });
    admin = await t.login();
    // A victim account, role and project with the same id, so every `:id` endpoint has a real target.
    const victim = await createAccountWith(t, admin, ['log-manage'], 'victim');
    expect(victim.accountId).toBe(victim.roleId);
    victimId = victim.accountId;
    let projectId = 0;
    for (let n = 1; n <= victimId; n += 1) {
      const body = {
        projectCode: `victim-${n}`,
        projectName: 'Victim',
        type: 'park',
        areaCode: '440305',
        address: 'x',
      };
      projectId = (await t.call('POST', '/api/v1/master-data/project/save', { token: admin, body })).json().data.id;
    }
    expect(projectId).toBe(victimId);
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it('refuses every endpoint (403, nothing changed) to an account lacking its module, its page or its button', async () => {
    let checks = 0;
    for (const endpoint of guarded) {
      for (const missing of requiredResources(endpoint.access)) {
        const token = await holdingAllBut(missing);
        const before = await authorizationSnapshot(t);
        const response = await t.call(endpoint.method, urlOf(endpoint, victimId), {
          token,
          body: endpoint.method === 'GET' ? undefined : {},
        });
        expect(response.statusCode, `${endpoint.id} without ${missing}`).toBe(403);
        expect(response.json(), `${endpoint.id} without ${missing}`).toEqual(
          refusalAs(endpoint, {
            code: 403,
            msg: `no permission: ${missing} not granted`,
            refusals: [{ path: '', reason: 'noPermission', params: { resources: missing } }],
          }),
        );
        expect(await authorizationSnapshot(t), `${endpoint.id} without ${missing}`).toBe(before);
        checks += 1;
      }
    }
    process.stdout.write(`[authorization ${dialect}] ${guarded.length} endpoints, ${checks} refusals checked\n`);
    expect(checks).toBeGreaterThan(guarded.length);
  }, 120_000);

  it('lets an account holding every resource (not the admin role) past the guard on every endpoint', async () => {
    const token = await signInWith(t, admin, ALL_RESOURCES);
    for (const endpoint of guarded.filter((e) => e.method === 'GET' || e.access.kind !== 'button')) {
      const response = await t.call(endpoint.method, urlOf(endpoint, victimId), {
        token,
        body: endpoint.method === 'GET' ? undefined : (READ_BODIES[endpoint.id] ?? {}),
      });
      // Past the guard: 200, or a 404 where the victim's id names no record of that resource.
      const noSuchRecord = response.statusCode === 404 && / not found$/.test(String(response.json().msg));
      expect(noSuchRecord ? 200 : response.statusCode, endpoint.id).toBe(200);
    }
  }, 60_000);
});
