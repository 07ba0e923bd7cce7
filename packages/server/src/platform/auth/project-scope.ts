import { type Expression, type SqlBool, sql } from 'kysely';

/**
 * The projects an account may see and change: every project (its `projectCodes` are empty), or only those.
 * Records of other projects are answered exactly like records that do not exist.
 */
export type ProjectScope = { readonly all: true } | { readonly all: false; readonly codes: ReadonlySet<string> };

/** The scope of an account without project codes. */
export const ALL_PROJECTS: ProjectScope = { all: true };

/** The scope an account's project codes give (none = all projects). */
export const projectScopeOf = (codes: readonly string[]): ProjectScope =>
  codes.length === 0 ? ALL_PROJECTS : { all: false, codes: new Set(codes) };

/** Whether a project lies inside a scope. */
export const inProjectScope = (scope: ProjectScope, projectCode: string): boolean =>
  scope.all || scope.codes.has(projectCode);

/** A condition keeping rows whose project column (qualified, e.g. `device.project_code`) is inside the scope. */
export const projectScopeCondition = (scope: ProjectScope, column: string): Expression<SqlBool> =>
  scope.all ? sql<SqlBool>`1 = 1` : sql<SqlBool>`${sql.ref(column)} in (${sql.join([...scope.codes])})`;

/** Whether every project `inner` reaches lies inside `outer` (an account may manage only accounts within its reach). */
export const projectScopeWithin = (inner: ProjectScope, outer: ProjectScope): boolean => {
  if (outer.all) return true;
  if (inner.all) return false;
  return [...inner.codes].every((code) => outer.codes.has(code));
};
