import { ErrorCode } from '@beacon/contracts/protocol';
import type {
  Account,
  AccountCreate,
  AccountPageRequest,
  AccountStatus,
  AccountUpdate,
} from '@beacon/contracts/system';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { assertAcceptablePassword, hashPassword } from '../../platform/auth/passwords';
import type { AccountTable, DB } from '../../platform/db/schema';
import { AppError } from '../../platform/http/app-error';
import { sessionRepository } from '../auth/session.repository';
import { accountRepository } from './account.repository';
import { roleRepository } from './role.repository';
import { ADMIN_ROLE_CODE } from './role.service';

const userNotFound = () => new AppError(404, ErrorCode.USER_NOT_FOUND, 'user does not exist');

type Links = {
  roles: { account_id: number; id: number; name: string }[];
  projects: { account_id: number; project_code: string }[];
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
    createDate: row.create_date,
  };
};

/** Accounts: rules and transactions (never the last administrator, never yourself). */
export class AccountService {
  constructor(private readonly db: Kysely<DB>) {}

  async page(filter: AccountPageRequest): Promise<{ items: Account[]; total: number }> {
    const { rows, total } = await accountRepository.page(this.db, filter);
    const links = await this.links(rows.map((row) => row.id));
    return { items: rows.map((row) => toAccount(row, links)), total };
  }

  async get(id: number): Promise<Account> {
    const row = await accountRepository.findById(this.db, id);
    if (!row) throw userNotFound();
    return toAccount(row, await this.links([id]));
  }

  async create(input: AccountCreate): Promise<Account> {
    assertAcceptablePassword(input.password);
    const account = input.account.toLowerCase();
    const passwordHash = await hashPassword(input.password);
    const id = await this.db.transaction().execute(async (trx) => {
      await this.checkRoles(trx, input.roleIds);
      if (await accountRepository.findByAccount(trx, account))
        throw AppError.conflict('account: this account already exists');
      const now = Date.now();
      const newId = await accountRepository.insert(trx, {
        account,
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

  async update(input: AccountUpdate, actorId: number): Promise<Account> {
    await this.db.transaction().execute(async (trx) => {
      const row = await accountRepository.findById(trx, input.id);
      if (!row) throw userNotFound();
      await this.checkRoles(trx, input.roleIds);
      const roles = await roleRepository.findByIds(trx, input.roleIds);
      const keepsAdmin = roles.some((role) => role.code === ADMIN_ROLE_CODE) && input.status === 'enabled';
      if (!keepsAdmin) await this.assertNotLastAdmin(trx, row.id);
      if (input.id === actorId && input.status === 'disabled')
        throw AppError.conflict('status: you cannot disable your own account', 409);
      await accountRepository.update(trx, row.id, {
        user_name: input.userName,
        mobile: input.mobile,
        email: input.email,
        status: input.status,
        update_date: Date.now(),
      });
      await accountRepository.replaceRoles(trx, row.id, input.roleIds);
      await accountRepository.replaceProjects(trx, row.id, input.projectCodes);
      if (input.status === 'disabled')
        await sessionRepository.revokeLiveSessionsOf(trx, row.id, 'disabled', Date.now());
    });
    return this.get(input.id);
  }

  async setStatus(id: number, status: AccountStatus, actorId: number): Promise<Account> {
    const current = await this.get(id);
    return this.update(
      {
        id,
        userName: current.userName,
        mobile: current.mobile,
        email: current.email,
        roleIds: current.roleIds,
        projectCodes: current.projectCodes,
        status,
      },
      actorId,
    );
  }

  async resetPassword(id: number, password: string): Promise<void> {
    assertAcceptablePassword(password);
    const passwordHash = await hashPassword(password);
    await this.db.transaction().execute(async (trx) => {
      if (!(await accountRepository.findById(trx, id))) throw userNotFound();
      await accountRepository.update(trx, id, { password_hash: passwordHash, update_date: Date.now() });
      await sessionRepository.revokeLiveSessionsOf(trx, id, 'password-reset', Date.now());
    });
  }

  async remove(id: number, actorId: number): Promise<void> {
    if (id === actorId) throw AppError.conflict('id: you cannot delete your own account', 409);
    await this.db.transaction().execute(async (trx) => {
      if (!(await accountRepository.findById(trx, id))) throw userNotFound();
      await this.assertNotLastAdmin(trx, id);
      await accountRepository.remove(trx, id);
    });
  }

  private async checkRoles(db: Transaction<DB>, roleIds: number[]): Promise<void> {
    const found = new Set((await roleRepository.findByIds(db, roleIds)).map((role) => role.id));
    roleIds.forEach((roleId, index) => {
      if (!found.has(roleId)) throw AppError.badRequest(`roleIds[${index}]: role ${roleId} does not exist`);
    });
  }

  /** Refuses a change that would leave no enabled administrator. */
  private async assertNotLastAdmin(db: Transaction<DB>, accountId: number): Promise<void> {
    const roles = await accountRepository.rolesOf(db, accountId);
    const row = await accountRepository.findById(db, accountId);
    const isActiveAdmin = row?.status === 'enabled' && roles.some((role) => role.code === ADMIN_ROLE_CODE);
    if (isActiveAdmin && (await accountRepository.countEnabledWithRole(db, ADMIN_ROLE_CODE, accountId)) === 0) {
      throw AppError.conflict('the last enabled administrator must stay an enabled administrator', 409);
    }
  }

  private async links(ids: number[]): Promise<Links> {
    const [roles, projects] = await Promise.all([
      accountRepository.roleLinksOf(this.db, ids),
      accountRepository.projectLinksOf(this.db, ids),
    ]);
    return { roles, projects };
  }
}
