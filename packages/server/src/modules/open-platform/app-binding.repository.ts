import type { GatewayAppProjectPageRequest } from '@beacon/contracts/gateway-app';
import { type Kysely, sql } from 'kysely';
import { type ProjectScope, projectScopeCondition } from '../../platform/auth/project-scope';
import { contains } from '../../platform/db/contains';
import { fetchOffsetPage, orderByFormB } from '../../platform/db/paging';
import type { GatewayAppDatabase, GatewayAppDb } from './tables';

/** Queries of what applications are bound to: APIs and projects. */
export const appBindingRepository = {
  /** Of these API ids, those that exist. */
  existingApis: async (db: GatewayAppDb, ids: readonly number[]) =>
    new Set(
      (await db.selectFrom('open_api').select('id').where('id', 'in', ids).execute()).map((row) => Number(row.id)),
    ),

  /** Binds APIs to an application; those bound already stay as they are. */
  addApis: (db: GatewayAppDb, appId: number, apiIds: readonly number[], at: number) =>
    db
      .insertInto('gateway_app_api')
      .values(apiIds.map((apiId) => ({ gateway_app_id: appId, api_id: apiId, create_date: at })))
      .onConflict((oc) => oc.columns(['gateway_app_id', 'api_id']).doNothing())
      .execute(),

  /** Unbinds an API from an application. */
  removeApi: (db: GatewayAppDb, appId: number, apiId: number) =>
    db.deleteFrom('gateway_app_api').where('gateway_app_id', '=', appId).where('api_id', '=', apiId).execute(),

  /** An application's APIs with their area's and group's names, by name. */
  apis: (db: GatewayAppDb, appId: number) =>
    db
      .selectFrom('gateway_app_api as b')
      .innerJoin('open_api', 'open_api.id', 'b.api_id')
      .innerJoin('api_area', 'api_area.id', 'open_api.domain_id')
      .innerJoin('api_group', 'api_group.id', 'open_api.group_id')
      .select([
        'open_api.id',
        'open_api.name',
        'open_api.method',
        'open_api.path',
        'open_api.status',
        'api_area.name as domain_name',
        'api_group.name as group_name',
        'b.create_date as bind_date',
      ])
      .where('b.gateway_app_id', '=', appId)
      .orderBy('open_api.name')
      .execute(),

  /** Of these project codes, those that exist within the scope. */
  existingProjects: async (db: GatewayAppDb, codes: readonly string[], scope: ProjectScope) =>
    new Set(
      (
        await db
          .selectFrom('project')
          .select('project_code')
          .where('project_code', 'in', codes)
          .where(projectScopeCondition(scope, 'project.project_code'))
          .execute()
      ).map((row) => row.project_code),
    ),

  /** Replaces an application's projects within the scope by `codes` (bindings outside it stay). */
  setProjects: async (db: GatewayAppDb, appId: number, codes: readonly string[], scope: ProjectScope, at: number) => {
    await db
      .deleteFrom('gateway_app_project')
      .where('gateway_app_id', '=', appId)
      .where(projectScopeCondition(scope, 'gateway_app_project.project_code'))
      .execute();
    if (codes.length > 0)
      await db
        .insertInto('gateway_app_project')
        .values(codes.map((code) => ({ gateway_app_id: appId, project_code: code, create_date: at })))
        .execute();
  },

  /** An application's projects within the scope (existing ones), by code. */
  projects: (db: GatewayAppDb, appId: number, scope: ProjectScope) =>
    db
      .selectFrom('gateway_app_project as b')
      .innerJoin('project', 'project.project_code', 'b.project_code')
      .select(['project.project_code', 'project.project_name'])
      .where('b.gateway_app_id', '=', appId)
      .where(projectScopeCondition(scope, 'project.project_code'))
      .orderBy('project.project_code')
      .execute(),

  /** A page of the scope's projects, each with whether application `data.id` has it. */
  projectPage: (db: Kysely<GatewayAppDatabase>, request: GatewayAppProjectPageRequest, scope: ProjectScope) => {
    const filter = request.data ?? {};
    let query = db
      .selectFrom('project')
      .leftJoin('gateway_app_project as b', (join) =>
        join.onRef('b.project_code', '=', 'project.project_code').on('b.gateway_app_id', '=', filter.id ?? 0),
      )
      .where(projectScopeCondition(scope, 'project.project_code'));
    if (filter.projectCode) query = query.where(contains('project.project_code', filter.projectCode));
    if (filter.projectName) query = query.where(contains('project.project_name', filter.projectName));
    if (filter.bound !== undefined) query = query.where('b.project_code', filter.bound ? 'is not' : 'is', null);
    return fetchOffsetPage(
      query,
      (q) =>
        orderByFormB(
          q.select([
            'project.project_code',
            'project.project_name',
            'project.type',
            'project.area_code',
            sql<number>`case when ${sql.ref('b.project_code')} is null then 0 else 1 end`.as('bound'),
          ]),
          request.orders,
          'project',
        ),
      request,
    );
  },
};
