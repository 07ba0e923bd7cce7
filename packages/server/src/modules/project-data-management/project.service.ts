import {
  PROJECT_OPTIONS_CAP,
  PROJECT_USAGE,
  type Project,
  type ProjectCreate,
  type ProjectOption,
  type ProjectPageRequest,
  type ProjectStatus,
  type ProjectType,
  type ProjectUpdate,
} from '@beacon/contracts/project-data-management';
import { refusal } from '@beacon/contracts/reasons';
import type { Kysely, Selectable } from 'kysely';
import type { ProjectScope } from '../../platform/auth/project-scope';
import { AppError } from '../../platform/http/app-error';
import type { UsageRegistry } from '../../platform/usage';
import { projectRepository } from './project.repository';
import type { RegionService } from './region.service';
import type { ProjectDatabase, ProjectTable } from './tables';

type ProjectRow = Selectable<ProjectTable>;

const toProject = (row: ProjectRow, deviceCount: number): Project => ({
  id: row.id,
  projectCode: row.project_code,
  projectName: row.project_name,
  // The schema's enums are the only values ever written.
  type: row.type as ProjectType,
  areaCode: row.area_code,
  address: row.address,
  longitude: row.longitude === null ? null : Number(row.longitude),
  latitude: row.latitude === null ? null : Number(row.latitude),
  status: row.status as ProjectStatus,
  deviceCount,
  createDate: Number(row.create_date),
});

/** Projects: rules and row → DTO; device counts come from the usage registry (the device module's counter). */
export class ProjectService {
  constructor(
    private readonly db: Kysely<ProjectDatabase>,
    private readonly usage: UsageRegistry,
    private readonly regions: RegionService,
  ) {}

  private async withCounts(rows: ProjectRow[]): Promise<Project[]> {
    const counts = await this.usage.count(
      PROJECT_USAGE.devices,
      rows.map((row) => row.project_code),
    );
    return rows.map((row) => toProject(row, counts.get(row.project_code) ?? 0));
  }

  private async row(id: number, scope: ProjectScope): Promise<ProjectRow> {
    const row = await projectRepository.findById(this.db, id, scope);
    if (!row) throw AppError.missing('project', id);
    return row;
  }

  async page(filter: ProjectPageRequest, scope: ProjectScope): Promise<{ items: Project[]; total: number }> {
    const { rows, total } = await projectRepository.page(this.db, filter, scope);
    return { items: await this.withCounts(rows), total };
  }

  async options(scope: ProjectScope): Promise<ProjectOption[]> {
    const rows = await projectRepository.options(this.db, PROJECT_OPTIONS_CAP, scope);
    return rows.map((row) => ({ projectCode: row.project_code, projectName: row.project_name }));
  }

  async get(id: number, scope: ProjectScope): Promise<Project> {
    const [project] = await this.withCounts([await this.row(id, scope)]);
    if (!project) throw AppError.missing('project', id);
    return project;
  }

  /** Creates a project; an account limited to some projects may not (a new project lies outside its scope). */
  async create(input: ProjectCreate, scope: ProjectScope): Promise<Project> {
    if (!scope.all) {
      throw AppError.forbidden('projectCode: an account limited to some projects cannot create projects').with(
        refusal('projectCode', 'projectScopeCreate'),
      );
    }
    this.regions.requireDistrict(input.areaCode, 'body.areaCode');
    const now = Date.now();
    const id = await projectRepository.insert(this.db, {
      project_code: input.projectCode,
      project_name: input.projectName,
      type: input.type,
      area_code: input.areaCode,
      address: input.address,
      longitude: input.longitude,
      latitude: input.latitude,
      status: input.status,
      create_date: now,
      update_date: now,
    });
    return this.get(id, scope);
  }

  async update(input: ProjectUpdate, scope: ProjectScope): Promise<Project> {
    await this.row(input.id, scope);
    this.regions.requireDistrict(input.areaCode, 'body.areaCode');
    const updated = await projectRepository.update(this.db, input.id, {
      project_name: input.projectName,
      type: input.type,
      area_code: input.areaCode,
      address: input.address,
      longitude: input.longitude,
      latitude: input.latitude,
      status: input.status,
      update_date: Date.now(),
    });
    if (!updated) throw AppError.missing('project', input.id);
    return this.get(input.id, scope);
  }

  /** Deletes a project no device belongs to (409 naming how many still do). */
  async remove(id: number, scope: ProjectScope): Promise<void> {
    const row = await this.row(id, scope);
    const devices = (await this.usage.count(PROJECT_USAGE.devices, [row.project_code])).get(row.project_code) ?? 0;
    if (devices > 0) {
      throw AppError.inUse(
        `id: ${devices} device(s) still belong to project '${row.project_code}'; move or delete them first`,
        'devices',
        devices,
      );
    }
    await projectRepository.remove(this.db, id);
  }
}
