import type { ProjectPageRequest } from '@beacon/contracts/project-data-management';
import type { Insertable, Updateable } from 'kysely';
import { type ProjectScope, projectScopeCondition } from '../../platform/auth/project-scope';
import { contains } from '../../platform/db/contains';
import { fetchPage } from '../../platform/db/paging';
import type { ProjectDb, ProjectTable } from './tables';

type Db = ProjectDb;

/** The code prefix a region filter matches: a province (xx0000) or city (xxxx00) covers the codes below it. */
const regionPrefix = (areaCode: string): string => areaCode.replace(/0000$/, '').replace(/00$/, '');

/** Queries of projects. */
export const projectRepository = {
  findById: (db: Db, id: number, scope: ProjectScope) =>
    db
      .selectFrom('project')
      .selectAll()
      .where('id', '=', id)
      .where(projectScopeCondition(scope, 'project.project_code'))
      .executeTakeFirst(),
  page: (db: Db, filter: ProjectPageRequest, scope: ProjectScope) => {
    let query = db.selectFrom('project').where(projectScopeCondition(scope, 'project.project_code'));
    if (filter.projectCode) query = query.where(contains('project_code', filter.projectCode));
    if (filter.projectName) query = query.where(contains('project_name', filter.projectName));
    if (filter.type) query = query.where('type', '=', filter.type);
    if (filter.areaCode) query = query.where('area_code', 'like', `${regionPrefix(filter.areaCode)}%`);
    if (filter.status) query = query.where('status', '=', filter.status);
    return fetchPage(query, (q) => q.selectAll().orderBy('create_date', 'desc').orderBy('id', 'desc'), filter);
  },
  /** Every project's code and name, capped (the selects' choices). */
  options: (db: Db, cap: number, scope: ProjectScope) =>
    db
      .selectFrom('project')
      .select(['project_code', 'project_name'])
      .where(projectScopeCondition(scope, 'project.project_code'))
      .orderBy('project_code')
      .limit(cap)
      .execute(),
  insert: async (db: Db, row: Insertable<ProjectTable>): Promise<number> => {
    const inserted = await db.insertInto('project').values(row).returning('id').executeTakeFirstOrThrow();
    return inserted.id;
  },
  update: async (db: Db, id: number, changes: Updateable<ProjectTable>): Promise<boolean> => {
    const result = await db.updateTable('project').set(changes).where('id', '=', id).executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },
  remove: (db: Db, id: number) => db.deleteFrom('project').where('id', '=', id).execute(),
};
