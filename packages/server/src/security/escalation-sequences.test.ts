import { ALL_RESOURCES } from '@beacon/contracts/registry';
import { ACCOUNT_BUTTONS, ROLE_BUTTONS, SYSTEM_PAGES } from '@beacon/contracts/system-management.endpoints';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SystemTables } from '../modules/system-management/tables';
import { type ProjectScope, projectScopeOf, projectScopeWithin } from '../platform/auth/project-scope';
import { resolveResources } from '../platform/auth/resources';
import { createTestApp, describeEachDatabase, type TestApp } from '../test/test-app';

// Issue #10 escalation: no sequence of calls by a non-admin account ends with it (or an account it controls: one it
// created, or whose password it set) holding a resource or reaching a project it did not hold at the start.
// fast-check draws sequences of the calls that grant anything; after each sequence the invariant is checked
// in the database.

const MANAGER_RESOURCES = [
  'system-management',
  'PlatformManage',
  SYSTEM_PAGES.account,
  SYSTEM_PAGES.role,
  ...Object.values(ACCOUNT_BUTTONS),
  ...Object.values(ROLE_BUTTONS),
  // Something to pass on, and much it lacks.
  'log-manage',
  'LogManage.operaLog',
];
const PROJECTS = ['P-A', 'P-B', 'P-C'];
const PASSWORD = 'sequence-test-secret-41';
const SEQUENCES = Number(process.env.ESCALATION_RUNS ?? 60);

type Command =
  | { kind: 'createRole'; resources: string[] }
  | { kind: 'updateRole'; pick: number; resources: string[] }
  | { kind: 'deleteRole'; pick: number }
  | { kind: 'createAccount'; rolePicks: number[]; projects: string[] }
  | { kind: 'updateAccount'; pick: number; rolePicks: number[]; projects: string[] }
  | { kind: 'resetPassword'; pick: number }
  | { kind: 'enableAccount'; pick: number };

// Mostly what the manager may grant (so calls succeed and state builds up), sometimes anything.
const resources = fc.oneof(
  { weight: 3, arbitrary: fc.subarray(MANAGER_RESOURCES) },
  { weight: 1, arbitrary: fc.subarray([...ALL_RESOURCES], { maxLength: 12 }) },
);
const projects: fc.Arbitrary<string[]> = fc.oneof(
  { weight: 3, arbitrary: fc.constant<string[]>(['P-A']) },
  { weight: 1, arbitrary: fc.subarray(PROJECTS) },
);
const pick = fc.nat(50);
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ kind: fc.constant('createRole' as const), resources }),
  fc.record({ kind: fc.constant('updateRole' as const), pick, resources }),
  fc.record({ kind: fc.constant('deleteRole' as const), pick }),
  fc.record({ kind: fc.constant('createAccount' as const), rolePicks: fc.array(pick, { maxLength: 3 }), projects }),
  fc.record({
    kind: fc.constant('updateAccount' as const),
    pick,
    rolePicks: fc.array(pick, { maxLength: 3 }),
    projects,
  }),
  fc.record({ kind: fc.constant('resetPassword' as const), pick }),
  fc.record({ kind: fc.constant('enableAccount' as const), pick }),
);

describeEachDatabase('no escalation by any sequence of calls', (dialect) => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  let managerRoleId = 0;
  let managerId = 0;
  let startResources: ReadonlySet<string>;
  let startProjects: ProjectScope;
  let sequence = 0;
  let calls = 0;
  const statuses = new Map<number, number>();

  /** An account's resources and project scope as the database holds them now. */
  const systemDb = () => t.app.platform.database.db.withTables<SystemTables>();
  const holdings = async (accountId: number) => {
    const db = systemDb();
    const roles = await db
      .selectFrom('account_role as ar')
      .innerJoin('role as r', 'r.id', 'ar.role_id')
      .select(['r.code', 'r.resources', 'r.builtin'])
      .where('ar.account_id', '=', accountId)
      .execute();
    const links = await db
      .selectFrom('account_project')
      .select('project_code')
      .where('account_id', '=', accountId)
      .execute();
    return { resources: resolveResources(roles), projects: projectScopeOf(links.map((link) => link.project_code)) };
  };
  const ids = async (table: 'role' | 'account') =>
    (await systemDb().selectFrom(table).select('id').orderBy('id').execute()).map((row) => row.id);
  const at = <T>(list: readonly T[], index: number): T | undefined =>
    list.length ? list[index % list.length] : undefined;

  beforeAll(async () => {
    t = await createTestApp(dialect, { SIGN_IN_RATE_LIMIT: '10000' });
    admin = await t.login();
    for (const projectCode of PROJECTS) {
      await t.call('POST', '/api/v1/master-data/project/save', {
        token: admin,
        body: { projectCode, projectName: projectCode, type: 'park', areaCode: '440305', address: 'x' },
      });
    }
    for (const [code, granted] of [
      ['r-iot', ['iot-device', 'IOTDevice', 'IOTDevice.device']],
      ['r-logs', ['log-manage', 'LogManage.operaLog']],
      ['r-mgr', MANAGER_RESOURCES],
    ] as const) {
      await t.call('POST', '/api/v1/system/role/save', {
        token: admin,
        body: { code, name: code, resources: granted },
      });
    }
    const roleIds = await ids('role');
    managerRoleId = roleIds.at(-1) ?? 0;
    const created = await t.call('POST', '/api/v1/system/account/save', {
      token: admin,
      body: {
        account: 'manager',
        password: PASSWORD,
        userName: 'manager',
        mobile: '13800138000',
        roleIds: [managerRoleId],
        projectCodes: ['P-A'],
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    managerId = Number(created.json().data.id);
    manager = await t.login('manager', PASSWORD);
    ({ resources: startResources, projects: startProjects } = await holdings(managerId));
  }, 60_000);
  afterAll(async () => {
    const counts = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
    process.stdout.write(
      `[escalation ${dialect}] ${sequence} sequences, ${calls} calls by a limited account manager (${counts.join(' ')})\n`,
    );
    await t.close();
  });

  it('leaves the manager and every account it controls within what the manager held at the start', async () => {
    const controlled = new Set<number>([managerId]);
    const run = async (step: Command): Promise<void> => {
      const roleIds = await ids('role');
      const accountIds = await ids('account');
      const rolesOf = (picks: number[]) => [...new Set(picks.flatMap((p) => at(roleIds, p) ?? []))];
      let response: Awaited<ReturnType<TestApp['call']>>;
      let target: number | undefined;
      switch (step.kind) {
        case 'createRole':
          response = await t.call('POST', '/api/v1/system/role/save', {
            token: manager,
            body: { code: `s${sequence}x${calls}`, name: 'drawn', resources: step.resources },
          });
          break;
        case 'updateRole':
          response = await t.call('PUT', '/api/v1/system/role/update', {
            token: manager,
            body: { id: at(roleIds, step.pick), name: 'drawn', resources: step.resources },
          });
          break;
        case 'deleteRole':
          response = await t.call('DELETE', `/api/v1/system/role/${at(roleIds, step.pick)}`, { token: manager });
          break;
        case 'createAccount':
          response = await t.call('POST', '/api/v1/system/account/save', {
            token: manager,
            body: {
              account: `s${sequence}x${calls}`,
              password: PASSWORD,
              userName: 'drawn',
              mobile: '13800138000',
              roleIds: rolesOf(step.rolePicks),
              projectCodes: step.projects,
            },
          });
          if (response.statusCode === 200) controlled.add(Number(response.json().data.id));
          break;
        case 'updateAccount':
          target = at(accountIds, step.pick);
          response = await t.call('PUT', '/api/v1/system/account/update', {
            token: manager,
            body: {
              id: target,
              userName: 'drawn',
              mobile: '13800138000',
              roleIds: rolesOf(step.rolePicks),
              projectCodes: step.projects,
            },
          });
          break;
        case 'resetPassword':
          target = at(accountIds, step.pick);
          response = await t.call('POST', `/api/v1/system/account/${target}/reset-password`, {
            token: manager,
            body: { password: PASSWORD },
          });
          if (response.statusCode === 200 && target !== undefined) controlled.add(target);
          break;
        case 'enableAccount':
          target = at(accountIds, step.pick);
          response = await t.call('POST', `/api/v1/system/account/${target}/enable`, { token: manager, body: {} });
          break;
      }
      calls += 1;
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      expect(response.statusCode, `${step.kind}: ${response.body}`).toBeLessThan(500);
    };

    /** Each sequence starts from the manager as set up (an earlier one may have narrowed or signed it out). */
    const restoreManager = async () => {
      await t.call('PUT', '/api/v1/system/role/update', {
        token: admin,
        body: { id: managerRoleId, name: 'r-mgr', resources: MANAGER_RESOURCES },
      });
      await t.call('PUT', '/api/v1/system/account/update', {
        token: admin,
        body: {
          id: managerId,
          userName: 'manager',
          mobile: '13800138000',
          roleIds: [managerRoleId],
          projectCodes: ['P-A'],
        },
      });
      await t.call('POST', `/api/v1/system/account/${managerId}/enable`, { token: admin, body: {} });
      manager = await t.login('manager', PASSWORD);
    };

    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 8 }), async (steps) => {
        sequence += 1;
        await restoreManager();
        for (const step of steps) await run(step);
        for (const accountId of controlled) {
          const held = await holdings(accountId);
          const gained = [...held.resources].filter((resource) => !startResources.has(resource));
          expect(gained, `account ${accountId} after ${JSON.stringify(steps)}`).toEqual([]);
          expect(projectScopeWithin(held.projects, startProjects), `account ${accountId} projects`).toBe(true);
        }
      }),
      { numRuns: SEQUENCES },
    );
  }, 240_000);
});
