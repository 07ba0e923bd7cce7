import type {
  GatewayAppApi,
  GatewayAppBindApis,
  GatewayAppBindProjects,
  GatewayAppBoundProject,
  GatewayAppProject,
  GatewayAppProjectPageRequest,
} from '@beacon/contracts/gateway-app';
import { API_STATUSES } from '@beacon/contracts/open-platform-api';
import { PROJECT_TYPES } from '@beacon/contracts/project-data-management';
import type { FormBPage } from '@beacon/contracts/protocol';
import type { Kysely } from 'kysely';
import type { ProjectScope } from '../../platform/auth/project-scope';
import { AppError } from '../../platform/http/app-error';
import type { AppService } from './app.service';
import { appBindingRepository as repo } from './app-binding.repository';
import type { GatewayAppDatabase } from './tables';

const pick = <T extends string>(values: readonly T[], text: string, fallback: T): T =>
  values.find((value) => value === text) ?? fallback;

/** What an application is bound to: the APIs it may call and the projects whose data it may read. */
export class AppBindings {
  constructor(
    private readonly db: Kysely<GatewayAppDatabase>,
    private readonly apps: AppService,
    private readonly now: () => number = Date.now,
  ) {}

  /** Binds APIs (adding; one bound already is no error); an unknown API: 404 naming it. */
  async bindApis({ id, apiIds }: GatewayAppBindApis): Promise<void> {
    await this.apps.get(id);
    const wanted = [...new Set(apiIds)];
    const known = await repo.existingApis(this.db, wanted);
    const unknown = wanted.find((apiId) => !known.has(apiId));
    if (unknown !== undefined) throw AppError.missing('api', unknown, 'apiIds');
    await repo.addApis(this.db, id, wanted, this.now());
  }

  /** Unbinds an API (one not bound is no error). */
  async removeApi(id: number, apiId: number): Promise<void> {
    await this.apps.get(id);
    await repo.removeApi(this.db, id, apiId);
  }

  /** An application's APIs. */
  async apis(id: number): Promise<GatewayAppApi[]> {
    await this.apps.get(id);
    return (await repo.apis(this.db, id)).map((row) => ({
      id: Number(row.id),
      name: row.name,
      method: row.method,
      path: row.path,
      status: pick(API_STATUSES, row.status, 'draft'),
      domainName: row.domain_name,
      groupName: row.group_name,
      bindDate: Number(row.bind_date),
    }));
  }

  /**
   * Sets an application's projects among the caller's: a code that does not exist or lies outside them is 404 (the
   * same answer), and bindings to projects the caller cannot see stay.
   */
  async bindProjects({ id, projectCodes }: GatewayAppBindProjects, scope: ProjectScope): Promise<void> {
    await this.apps.get(id);
    const wanted = [...new Set(projectCodes)];
    const known = wanted.length > 0 ? await repo.existingProjects(this.db, wanted, scope) : new Set<string>();
    const unknown = wanted.find((code) => !known.has(code));
    if (unknown !== undefined) throw AppError.missing('project', unknown, 'projectCodes');
    const at = this.now();
    await this.db.transaction().execute((trx) => repo.setProjects(trx, id, wanted, scope, at));
  }

  /** An application's projects among the caller's. */
  async projects(id: number, scope: ProjectScope): Promise<GatewayAppBoundProject[]> {
    await this.apps.get(id);
    return (await repo.projects(this.db, id, scope)).map((row) => ({
      projectCode: row.project_code,
      projectName: row.project_name,
    }));
  }

  /** A page of the caller's projects, each with whether the application of `data.id` has it. */
  async projectPage(request: GatewayAppProjectPageRequest, scope: ProjectScope): Promise<FormBPage<GatewayAppProject>> {
    const { rows, total } = await repo.projectPage(this.db, request, scope);
    return {
      records: rows.map((row) => ({
        projectCode: row.project_code,
        projectName: row.project_name,
        type: pick(PROJECT_TYPES, row.type, 'community'),
        areaCode: row.area_code,
        bound: Number(row.bound) === 1,
      })),
      total,
    };
  }
}
