import { refusal } from '@beacon/contracts/reasons';
import {
  ROLE_HOLDERS_SHOWN,
  type Role,
  type RoleCreate,
  type RoleHolders,
  type RoleOption,
  type RolePageRequest,
  type RoleUpdate,
} from '@beacon/contracts/system-management';
import type { Kysely, Selectable } from 'kysely';
import {
  assertHoldsAll,
  checkKnownResources,
  isAdminRole,
  missingResources,
  roleResources,
} from '../../platform/auth/resources';
import { AppError } from '../../platform/http/app-error';
import type { AuthContext } from '../../platform/http/fastify-types';
import { roleRepository } from './role.repository';
import type { RoleTable, SystemDatabase, SystemDb } from './tables';

/** Most roles the account form offers. */
const ROLE_OPTIONS_CAP = 500;
const builtinReadOnly = (row: Selectable<RoleTable>) =>
  AppError.forbidden(`id: the built-in role '${row.code}' is read-only; it cannot be changed or deleted`).with(
    refusal('id', 'roleReadOnly', { code: row.code }),
  );

const toRole = (row: Selectable<RoleTable>): Role => ({
  id: row.id,
  name: row.name,
  code: row.code,
  description: row.description,
  resources: [...roleResources(row)],
  builtin: row.builtin === 1,
  createDate: row.create_date,
});

const holdersOf = async (db: SystemDb, roleId: number): Promise<RoleHolders> => {
  const rows = await roleRepository.holders(db, roleId, ROLE_HOLDERS_SHOWN);
  return { total: await roleRepository.countHolders(db, roleId), accounts: rows.map((row) => row.account) };
};

/** Whether the caller may give a role to an account: it holds all the role grants; admin only by admins. */
export const mayAssignRole = (caller: AuthContext, role: Selectable<RoleTable>): boolean =>
  isAdminRole(role) ? caller.isAdmin : missingResources(caller, roleResources(role)).length === 0;

/** Roles: rules and transactions; nobody creates or edits a role granting more than they hold. */
export class RoleService {
  constructor(private readonly db: Kysely<SystemDatabase>) {}

  async page(filter: RolePageRequest): Promise<{ items: Role[]; total: number }> {
    const { rows, total } = await roleRepository.page(this.db, filter);
    return { items: rows.map(toRole), total };
  }

  async options(caller: AuthContext): Promise<RoleOption[]> {
    const rows = await roleRepository.all(this.db, ROLE_OPTIONS_CAP);
    return rows.map((row) => ({ id: row.id, name: row.name, code: row.code, assignable: mayAssignRole(caller, row) }));
  }

  async get(id: number): Promise<Role> {
    const row = await roleRepository.findById(this.db, id);
    if (!row) throw AppError.missing('role', id);
    return toRole(row);
  }

  async holders(id: number): Promise<RoleHolders> {
    if (!(await roleRepository.findById(this.db, id))) throw AppError.missing('role', id);
    return holdersOf(this.db, id);
  }

  async create(input: RoleCreate, caller: AuthContext): Promise<Role> {
    const resources = checkKnownResources(input.resources);
    assertHoldsAll(caller, resources, 'this role');
    const now = Date.now();
    const id = await roleRepository.insert(this.db, {
      name: input.name,
      code: input.code,
      description: input.description,
      resources: JSON.stringify(resources),
      builtin: 0,
      create_date: now,
      update_date: now,
    });
    return this.get(id);
  }

  async update(input: RoleUpdate, caller: AuthContext): Promise<Role> {
    const resources = checkKnownResources(input.resources);
    await this.db.transaction().execute(async (trx) => {
      const row = await roleRepository.findById(trx, input.id);
      if (!row) throw AppError.missing('role', input.id);
      if (row.builtin) throw builtinReadOnly(row);
      // Both what the role grants now and what it would grant must be the caller's own.
      assertHoldsAll(caller, roleResources(row), 'this role');
      assertHoldsAll(caller, resources, 'this role');
      await roleRepository.update(trx, row.id, {
        name: input.name,
        description: input.description,
        resources: JSON.stringify(resources),
        update_date: Date.now(),
      });
    });
    return this.get(input.id);
  }

  async remove(id: number, caller: AuthContext): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const row = await roleRepository.findById(trx, id);
      if (!row) throw AppError.missing('role', id);
      if (row.builtin) throw builtinReadOnly(row);
      assertHoldsAll(caller, roleResources(row), 'this role');
      const { total, accounts } = await holdersOf(trx, id);
      if (total > 0) {
        const more = total > accounts.length ? ` and ${total - accounts.length} more` : '';
        throw AppError.conflict(
          `id: role is assigned to ${total} account(s): ${accounts.join(', ')}${more}; unassign it first`,
          409,
        ).with(refusal('id', 'inUseBy', { holder: 'accounts', count: total, names: accounts.join(', ') + more }));
      }
      await roleRepository.remove(trx, id);
    });
  }
}
