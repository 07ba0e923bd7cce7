import { randomBytes } from 'node:crypto';
import { ErrorCode } from '@beacon/contracts/protocol';
import { refusal } from '@beacon/contracts/reasons';
import {
  type Account,
  type AccountCreate,
  type AccountPageRequest,
  type AccountStatus,
  type AccountUpdate,
  ADMIN_ROLE_CODE,
} from '@beacon/contracts/system-management';
import type { Kysely, Selectable } from 'kysely';
import { assertAcceptablePassword, hashPassword } from '../../platform/auth/passwords';
import { inProjectScope, projectScopeOf, projectScopeWithin } from '../../platform/auth/project-scope';
import { assertHoldsAll, isAdminRole, resolveResources } from '../../platform/auth/resources';
import type { Dialect } from '../../platform/db/migrations/helpers';
import { AppError } from '../../platform/http/app-error';
import type { AuthContext } from '../../platform/http/fastify-types';
import { accountRepository } from './account.repository';
import { loginFailureRepository } from './login-failure.repository';
import { roleRepository } from './role.repository';
import { mayAssignRole } from './role.service';
import { sessionRepository } from './session.repository';
import type { AccountTable, SystemDatabase, SystemDb } from './tables';

/** An account a change is aimed at, with its roles, as read inside the change's transaction. */
type Target = {
  row: Selectable<AccountTable>;
  roles: Awaited<ReturnType<typeof accountRepository.rolesOf>>;
};

/** Length of a generated password: 18 random base64url characters (108 bits), far above the policy's bar. */
const GENERATED_PASSWORD_BYTES = 14;
const generatePassword = (): string => randomBytes(GENERATED_PASSWORD_BYTES).toString('base64url').slice(0, 18);

const userNotFound = (id: number) =>
  new AppError(404, ErrorCode.USER_NOT_FOUND, 'user does not exist', undefined, [
    refusal('id', 'notFound', { entity: 'user', id }),
  ]);

type Links = {
  roles: { account_id: number; id: number; name: string }[];
  projects: { account_id: number; project_code: string }[];
  lockedUntil: ReadonlyMap<string, number>;
};

const toAccount = (row: Selectable<AccountTable>, links: Links): Account => {
  const roles = links.roles.filter((link) => link.account_id === row.id);
  return {
    id: row.id,
    account: row.account,
    userName: row.user_name,
    mobile: row.mobile,
    email: row.email,
    roleIds: roles.map((role) => role.id),
    roleNames: roles.map((role) => role.name),
    projectCodes: links.projects.filter((link) => link.account_id === row.id).map((link) => link.project_code),
    status: row.status === 'disabled' ? 'disabled' : 'enabled',
    lastLoginAt: row.last_login_at,
    lockedUntil: links.lockedUntil.get(row.account) ?? null,
    createDate: row.create_date,
  };
};

/** Refuses (403) project codes outside the caller's projects, and "every project" (none) to a limited caller. */
const assertProjectsAssignable = (caller: AuthContext, projectCodes: readonly string[]): void => {
  if (caller.projects.all) return;
  if (projectCodes.length === 0) {
    throw AppError.forbidden('projectCodes: empty means every project; you may assign only projects you hold').with(
      refusal('projectCodes', 'projectNotHeld'),
    );
  }
  projectCodes.forEach((code, index) => {
    if (!inProjectScope(caller.projects, code)) {
      throw AppError.forbidden(`projectCodes[${index}]: you may assign only projects you hold`).with(
        refusal(`projectCodes[${index}]`, 'projectNotHeld'),
      );
    }
  });
};

/**
 * Accounts: rules and transactions. Never yourself, never the last administrator, and no escalation:
 * a caller manages only accounts holding nothing it lacks (resources or projects) and assigns only roles it
 * could grant and projects it holds.
 */
export class AccountService {
  constructor(
    private readonly db: Kysely<SystemDatabase>,
    private readonly dialect: Dialect,
  ) {}

  async page(filter: AccountPageRequest): Promise<{ items: Account[]; total: number }> {
    const { rows, total } = await accountRepository.page(this.db, filter);
    const links = await this.links(rows);
    return { items: rows.map((row) => toAccount(row, links)), total };
  }

  async get(id: number): Promise<Account> {
    const row = await accountRepository.findById(this.db, id);
    if (!row) throw userNotFound(id);
    return toAccount(row, await this.links([row]));
  }

  async create(input: AccountCreate, caller: AuthContext): Promise<Account> {
    await assertAcceptablePassword(input.password, 'password', [input.account, input.userName]);
    const passwordHash = await hashPassword(input.password);
    const id = await this.db.transaction().execute(async (trx) => {
      await this.assertAssignable(trx, caller, input.roleIds);
      assertProjectsAssignable(caller, input.projectCodes);
      const now = Date.now();
      const newId = await accountRepository.insert(trx, {
        account: input.account.toLowerCase(),
        user_name: input.userName,
        mobile: input.mobile,
        email: input.email,
        password_hash: passwordHash,
        status: input.status,
        last_login_at: null,
        create_date: now,
        update_date: now,
      });
      await accountRepository.replaceRoles(trx, newId, input.roleIds);
      await accountRepository.replaceProjects(trx, newId, input.projectCodes);
      return newId;
    });
    return this.get(id);
  }

  async update(input: AccountUpdate, caller: AuthContext): Promise<Account> {
    if (input.id === caller.accountId && input.status === 'disabled') {
      throw AppError.conflict('status: you cannot disable your own account', 409).with(
        refusal('status', 'selfDisable'),
      );
    }
    await this.db.transaction().execute(async (trx) => {
      await accountRepository.lockAdminChanges(trx, this.dialect);
      const target = await this.assertManageable(trx, caller, input.id);
      const roles = await this.assertAssignable(trx, caller, input.roleIds);
      assertProjectsAssignable(caller, input.projectCodes);
      const staysAdmin = roles.some((role) => role.code === ADMIN_ROLE_CODE) && input.status === 'enabled';
      if (!staysAdmin) await this.assertNotLastAdmin(trx, target);
      const now = Date.now();
      await accountRepository.update(trx, input.id, {
        user_name: input.userName,
        mobile: input.mobile,
        email: input.email,
        status: input.status,
        update_date: now,
      });
      await accountRepository.replaceRoles(trx, input.id, input.roleIds);
      await accountRepository.replaceProjects(trx, input.id, input.projectCodes);
      if (input.status === 'disabled') await sessionRepository.revokeLiveSessionsOf(trx, input.id, 'disabled', now);
    });
    return this.get(input.id);
  }

  async setStatus(id: number, status: AccountStatus, caller: AuthContext): Promise<Account> {
    if (id === caller.accountId && status === 'disabled') {
      throw AppError.conflict('id: you cannot disable your own account', 409).with(refusal('id', 'selfDisable'));
    }
    await this.db.transaction().execute(async (trx) => {
      await accountRepository.lockAdminChanges(trx, this.dialect);
      const target = await this.assertManageable(trx, caller, id);
      if (status === 'disabled') await this.assertNotLastAdmin(trx, target);
      const now = Date.now();
      if (!(await accountRepository.setStatus(trx, id, status, now))) throw userNotFound(id);
      if (status === 'disabled') await sessionRepository.revokeLiveSessionsOf(trx, id, 'disabled', now);
    });
    return this.get(id);
  }

  /** Sets the typed password, or (none typed) a generated one returned once; the account's sessions end. */
  async resetPassword(id: number, typed: string | undefined, caller: AuthContext): Promise<string | null> {
    const target = await accountRepository.findById(this.db, id);
    if (!target) throw userNotFound(id);
    const password = typed ?? generatePassword();
    if (typed !== undefined) await assertAcceptablePassword(password, 'password', [target.account, target.user_name]);
    const passwordHash = await hashPassword(password);
    await this.db.transaction().execute(async (trx) => {
      await this.assertManageable(trx, caller, id);
      const now = Date.now();
      await accountRepository.update(trx, id, { password_hash: passwordHash, update_date: now });
      await sessionRepository.revokeLiveSessionsOf(trx, id, 'password-reset', now);
    });
    return typed === undefined ? password : null;
  }

  /** Ends every live session of an account (its tokens answer 401 from the next call); returns how many. */
  async endSessions(id: number, caller: AuthContext): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      await this.assertManageable(trx, caller, id);
      return sessionRepository.revokeLiveSessionsOf(trx, id, 'ended-by-admin', Date.now());
    });
  }

  async unlock(id: number): Promise<Account> {
    const row = await accountRepository.findById(this.db, id);
    if (!row) throw userNotFound(id);
    await loginFailureRepository.clear(this.db, row.account);
    return this.get(id);
  }

  async remove(id: number, caller: AuthContext): Promise<void> {
    if (id === caller.accountId) {
      throw AppError.conflict('id: you cannot delete your own account; another administrator must do it', 409).with(
        refusal('id', 'selfDelete'),
      );
    }
    await this.db.transaction().execute(async (trx) => {
      await accountRepository.lockAdminChanges(trx, this.dialect);
      await this.assertNotLastAdmin(trx, await this.assertManageable(trx, caller, id));
      await accountRepository.remove(trx, id);
    });
  }

  /**
   * Refuses (403) a change to an account that holds a resource the caller lacks, or the admin role to a
   * non-admin; returns the account and its roles for the rules that follow.
   */
  private async assertManageable(db: SystemDb, caller: AuthContext, accountId: number): Promise<Target> {
    const row = await accountRepository.findById(db, accountId);
    if (!row) throw userNotFound(accountId);
    const roles = await accountRepository.rolesOf(db, accountId);
    if (roles.some(isAdminRole) && !caller.isAdmin) {
      throw AppError.forbidden('only administrators may change an administrator account').with(
        refusal('id', 'adminOnly'),
      );
    }
    assertHoldsAll(caller, resolveResources(roles), 'this account');
    const projects = await accountRepository.projectLinksOf(db, [accountId]);
    if (!projectScopeWithin(projectScopeOf(projects.map((link) => link.project_code)), caller.projects)) {
      throw AppError.forbidden('this account reaches projects you do not; you may not change it').with(
        refusal('id', 'accountReachesMore'),
      );
    }
    return { row, roles };
  }

  /** Refuses unknown roles (400) and roles the caller may not assign (403); returns the roles. */
  private async assertAssignable(db: SystemDb, caller: AuthContext, roleIds: number[]) {
    const roles = await roleRepository.findByIds(db, roleIds);
    const byId = new Map(roles.map((role) => [role.id, role]));
    roleIds.forEach((roleId, index) => {
      const role = byId.get(roleId);
      if (!role)
        throw AppError.badRequest(`roleIds[${index}]: role ${roleId} does not exist`).with(
          refusal(`roleIds[${index}]`, 'notFound', { entity: 'role', id: roleId }),
        );
      if (!mayAssignRole(caller, role)) {
        throw AppError.forbidden(
          `roleIds[${index}]: you may not assign role '${role.code}' (it grants more than you hold)`,
        ).with(refusal(`roleIds[${index}]`, 'roleNotAssignable', { code: role.code }));
      }
    });
    return roles;
  }

  /** Refuses a change that would leave no enabled administrator (the target as it is before the change). */
  private async assertNotLastAdmin(db: SystemDb, { row, roles }: Target): Promise<void> {
    const isActiveAdmin = row.status === 'enabled' && roles.some((role) => role.code === ADMIN_ROLE_CODE);
    if (isActiveAdmin && (await accountRepository.countEnabledWithRole(db, ADMIN_ROLE_CODE, row.id)) === 0) {
      throw AppError.conflict(
        `id: '${row.account}' is the last enabled administrator; it must stay an enabled administrator`,
        409,
      ).with(refusal('id', 'lastAdmin', { account: row.account }));
    }
  }

  private async links(rows: readonly Selectable<AccountTable>[]): Promise<Links> {
    const ids = rows.map((row) => row.id);
    const [roles, projects, lockedUntil] = await Promise.all([
      accountRepository.roleLinksOf(this.db, ids),
      accountRepository.projectLinksOf(this.db, ids),
      loginFailureRepository.lockedUntilOf(
        this.db,
        rows.map((row) => row.account),
        Date.now(),
      ),
    ]);
    return { roles, projects, lockedUntil };
  }
}
