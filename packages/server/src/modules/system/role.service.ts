import { ALL_RESOURCES } from '@beacon/contracts/registry';
import type { Role, RoleCreate, RolePageRequest, RoleUpdate } from '@beacon/contracts/system';
import type { Kysely, Selectable } from 'kysely';
import type { DB, RoleTable } from '../../platform/db/schema';
import { AppError } from '../../platform/http/app-error';
import { roleRepository } from './role.repository';

/** Code of the built-in, read-only administrator role. */
export const ADMIN_ROLE_CODE = 'admin';
const KNOWN_RESOURCES = new Set(ALL_RESOURCES);

const parseResources = (json: string): string[] => {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
};

/** Resources a set of roles grants; the built-in admin role grants every resource there is. */
export const resolveResources = (
  roles: ReadonlyArray<{ code: string; builtin: number; resources: string }>,
): ReadonlySet<string> => {
  const granted = new Set<string>();
  for (const role of roles) {
    const resources = role.builtin && role.code === ADMIN_ROLE_CODE ? ALL_RESOURCES : parseResources(role.resources);
    for (const resource of resources) granted.add(resource);
  }
  return granted;
};

const toRole = (row: Selectable<RoleTable>): Role => ({
  id: row.id,
  name: row.name,
  code: row.code,
  description: row.description,
  resources: row.builtin && row.code === ADMIN_ROLE_CODE ? [...ALL_RESOURCES] : parseResources(row.resources),
  builtin: row.builtin === 1,
  createDate: row.create_date,
});

const checkResources = (resources: string[]): string[] => {
  resources.forEach((resource, index) => {
    if (!KNOWN_RESOURCES.has(resource))
      throw AppError.badRequest(`resources[${index}]: unknown resource '${resource}'`);
  });
  return [...new Set(resources)];
};

/** Roles: rules and transactions. */
export class RoleService {
  constructor(private readonly db: Kysely<DB>) {}

  async page(filter: RolePageRequest): Promise<{ items: Role[]; total: number }> {
    const { rows, total } = await roleRepository.page(this.db, filter);
    return { items: rows.map(toRole), total };
  }

  async get(id: number): Promise<Role> {
    const row = await roleRepository.findById(this.db, id);
    if (!row) throw AppError.notFound(`role ${id}`);
    return toRole(row);
  }

  async create(input: RoleCreate): Promise<Role> {
    const resources = checkResources(input.resources);
    const id = await this.db.transaction().execute(async (trx) => {
      if (await roleRepository.findByCode(trx, input.code))
        throw AppError.conflict('code: a role with this code already exists');
      if (await roleRepository.findByName(trx, input.name))
        throw AppError.conflict('name: a role with this name already exists');
      const now = Date.now();
      return roleRepository.insert(trx, {
        name: input.name,
        code: input.code,
        description: input.description,
        resources: JSON.stringify(resources),
        builtin: 0,
        create_date: now,
        update_date: now,
      });
    });
    return this.get(id);
  }

  async update(input: RoleUpdate): Promise<Role> {
    const resources = checkResources(input.resources);
    await this.db.transaction().execute(async (trx) => {
      const row = await roleRepository.findById(trx, input.id);
      if (!row) throw AppError.notFound(`role ${input.id}`);
      if (row.builtin) throw AppError.forbidden('the built-in role is read-only');
      const sameName = await roleRepository.findByName(trx, input.name);
      if (sameName && sameName.id !== row.id) throw AppError.conflict('name: a role with this name already exists');
      await roleRepository.update(trx, row.id, {
        name: input.name,
        description: input.description,
        resources: JSON.stringify(resources),
        update_date: Date.now(),
      });
    });
    return this.get(input.id);
  }

  async remove(id: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const row = await roleRepository.findById(trx, id);
      if (!row) throw AppError.notFound(`role ${id}`);
      if (row.builtin) throw AppError.forbidden('the built-in role is read-only');
      const holders = await roleRepository.countHolders(trx, id);
      if (holders > 0) throw AppError.conflict(`role is assigned to ${holders} account(s); unassign it first`, 409);
      await roleRepository.remove(trx, id);
    });
  }
}
