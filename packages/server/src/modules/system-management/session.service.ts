import { createHash, randomBytes } from 'node:crypto';
import type { PasswordChange, TokenPair, UserInfo } from '@beacon/contracts/auth';
import { REFRESH_TOKEN_TTL_S } from '@beacon/contracts/constants';
import { ErrorCode } from '@beacon/contracts/protocol';
import { refusal } from '@beacon/contracts/reasons';
import type { Kysely } from 'kysely';
import type { AccessTokens } from '../../platform/auth/access-token';
import { assertAcceptablePassword, hashPassword, verifyPassword } from '../../platform/auth/passwords';
import { projectScopeOf } from '../../platform/auth/project-scope';
import { isAdminRole, resolveResources } from '../../platform/auth/resources';
import { AppError } from '../../platform/http/app-error';
import type { AuthContext } from '../../platform/http/fastify-types';
import { accountRepository } from './account.repository';
import { loginFailureRepository } from './login-failure.repository';
import { sessionRepository } from './session.repository';
import type { SystemDatabase, SystemDb } from './tables';

/** A rotated refresh token presented again this soon is a second tab racing the first, not a theft. */
export const REFRESH_REUSE_GRACE_MS = 30_000;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const badCredentials = () =>
  new AppError(401, ErrorCode.BAD_CREDENTIALS, 'wrong account or password', undefined, [refusal('', 'badCredentials')]);
const userNotFound = (id: number) =>
  new AppError(404, ErrorCode.USER_NOT_FOUND, 'user does not exist', undefined, [
    refusal('id', 'notFound', { entity: 'user', id }),
  ]);
const invalidToken = () => AppError.tokenInvalid();
const replaced = () =>
  new AppError(401, ErrorCode.LOGGED_IN_ELSEWHERE, 'account logged in elsewhere', undefined, [
    refusal('', 'loggedInElsewhere'),
  ]);
const tooOld = () =>
  new AppError(401, ErrorCode.TOKEN_EXPIRED, 'session reached its maximum age, please sign in again', undefined, [
    refusal('', 'sessionTooOld'),
  ]);

/** Where a sign-in comes from. */
export interface ClientInfo {
  ip: string;
  userAgent: string;
  /** Told when this failed sign-in is the one that locks the account name (for the operation log). */
  onLockout?: () => void;
}

/** Session rules the settings give. */
export interface SessionOptions {
  singleSession: boolean;
  /** Absolute lifetime of a session from sign-in (ms). */
  maxAgeMs: number;
}

/** Sessions: sign-in with lockout, rotating refresh tokens with reuse detection, one live session per account. */
export class SessionService {
  /** A fixed argon2id hash checked for unknown accounts, so both answers take as long. */
  private dummyHash: Promise<string> | undefined;

  constructor(
    private readonly db: Kysely<SystemDatabase>,
    private readonly tokens: AccessTokens,
    private readonly options: SessionOptions,
  ) {}

  /** Signs in; the same 401 for an unknown account and a wrong password; 429 once locked. */
  async login(accountName: string, password: string, client: ClientInfo): Promise<TokenPair> {
    const key = accountName.trim().toLowerCase();
    const now = Date.now();
    const lockedUntil = (await loginFailureRepository.lockedUntilOf(this.db, [key], now)).get(key);
    if (lockedUntil !== undefined) {
      const minutes = Math.max(1, Math.ceil((lockedUntil - now) / 60_000));
      throw new AppError(
        429,
        ErrorCode.ACCOUNT_LOCKED,
        `too many failed sign-ins: account locked, try again in ${minutes} min`,
        undefined,
        [refusal('', 'accountLocked', { minutes })],
      );
    }
    const account = await accountRepository.findByAccount(this.db, key);
    this.dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    const valid = await verifyPassword(account?.password_hash ?? (await this.dummyHash), password);
    if (!account || !valid) {
      await loginFailureRepository.add(this.db, key, now);
      if ((await loginFailureRepository.lockedUntilOf(this.db, [key], now)).has(key)) client.onLockout?.();
      throw badCredentials();
    }
    if (account.status !== 'enabled')
      throw new AppError(403, ErrorCode.ACCOUNT_DISABLED, 'account disabled', undefined, [
        refusal('', 'accountDisabled'),
      ]);
    const sessionId = randomBytes(18).toString('base64url');
    const refresh = randomBytes(32).toString('base64url');
    await this.db.transaction().execute(async (trx) => {
      await loginFailureRepository.clear(trx, key);
      if (this.options.singleSession) await sessionRepository.revokeLiveSessionsOf(trx, account.id, 'replaced', now);
      await sessionRepository.insertSession(trx, {
        id: sessionId,
        account_id: account.id,
        created_at: now,
        expires_at: this.refreshExpiry(now, now),
        revoked_at: null,
        revoked_reason: null,
        ip: client.ip.slice(0, 64),
        user_agent: client.userAgent.slice(0, 512),
      });
      await this.issueRefreshToken(trx, sessionId, refresh, now, now);
      await accountRepository.touchLastLogin(trx, account.id, now);
    });
    return this.pair(account.id, sessionId, refresh);
  }

  /**
   * Rotates a refresh token. A token rotated moments ago (another tab refreshing at the same time) gets a
   * fresh pair of the same session; presented again later it revokes the whole session (a stolen token).
   */
  async refresh(refreshToken: string): Promise<TokenPair> {
    const now = Date.now();
    const tokenHash = sha256(refreshToken);
    const row = await sessionRepository.findRefreshToken(this.db, tokenHash);
    if (!row) throw invalidToken();
    const session = await sessionRepository.findSession(this.db, row.session_id);
    if (!session) throw invalidToken();
    if (session.revoked_at !== null) throw session.revoked_reason === 'replaced' ? replaced() : invalidToken();
    if (session.created_at + this.options.maxAgeMs <= now) throw tooOld();
    if (row.expires_at < now || session.expires_at < now) {
      throw new AppError(401, ErrorCode.TOKEN_EXPIRED, 'session expired, please sign in again', undefined, [
        refusal('', 'tokenExpired'),
      ]);
    }
    const next = randomBytes(32).toString('base64url');
    const rotated = await this.db.transaction().execute(async (trx) => {
      const fresh = await sessionRepository.markRefreshTokenUsed(trx, tokenHash, now);
      const used = fresh ? null : await sessionRepository.findRefreshToken(trx, tokenHash);
      if (
        !fresh &&
        (used?.used_at === null || used?.used_at === undefined || now - used.used_at > REFRESH_REUSE_GRACE_MS)
      ) {
        return false;
      }
      await this.issueRefreshToken(trx, session.id, next, now, session.created_at);
      await sessionRepository.extendSession(trx, session.id, this.refreshExpiry(now, session.created_at));
      return true;
    });
    if (!rotated) {
      await sessionRepository.revokeSession(this.db, session.id, 'refresh-reuse', now);
      throw invalidToken();
    }
    return this.pair(session.account_id, session.id, next);
  }

  /** Ends a session. */
  async logout(sessionId: string): Promise<void> {
    await sessionRepository.revokeSession(this.db, sessionId, 'logout', Date.now());
  }

  /** Changes the caller's own password; every other session of the account ends. */
  async changePassword(caller: AuthContext, input: PasswordChange): Promise<void> {
    const account = await accountRepository.findById(this.db, caller.accountId);
    if (!account) throw userNotFound(caller.accountId);
    if (!(await verifyPassword(account.password_hash, input.oldPassword))) {
      throw AppError.badRequest('oldPassword: is wrong').with(refusal('oldPassword', 'passwordWrong'));
    }
    if (input.newPassword === input.oldPassword)
      throw AppError.badRequest('newPassword: must differ from the old one').with(
        refusal('newPassword', 'passwordUnchanged'),
      );
    await assertAcceptablePassword(input.newPassword, 'newPassword', [account.account, account.user_name]);
    const passwordHash = await hashPassword(input.newPassword);
    await this.db.transaction().execute(async (trx) => {
      const now = Date.now();
      await accountRepository.update(trx, account.id, { password_hash: passwordHash, update_date: now });
      await sessionRepository.revokeOtherSessionsOf(trx, account.id, caller.sessionId, 'password-changed', now);
    });
  }

  /** The caller behind an access token, with its granted resources. */
  async resolveCaller(token: string): Promise<AuthContext> {
    const claims = await this.tokens.verify(token);
    const session = await sessionRepository.findSessionWithAccount(this.db, claims.sessionId);
    if (!session || session.account_id !== claims.accountId) throw invalidToken();
    if (session.revoked_at !== null) throw session.revoked_reason === 'replaced' ? replaced() : invalidToken();
    if (session.status !== 'enabled') throw invalidToken();
    if (session.created_at + this.options.maxAgeMs <= Date.now()) throw tooOld();
    const [roles, projects] = await Promise.all([
      accountRepository.rolesOf(this.db, session.account_id),
      accountRepository.projectLinksOf(this.db, [session.account_id]),
    ]);
    return {
      accountId: session.account_id,
      account: session.account,
      sessionId: session.id,
      resources: resolveResources(roles),
      isAdmin: roles.some(isAdminRole),
      projects: projectScopeOf(projects.map((link) => link.project_code)),
    };
  }

  /** The signed-in user's profile. */
  async userInfo(caller: AuthContext): Promise<UserInfo> {
    const account = await accountRepository.findById(this.db, caller.accountId);
    if (!account) throw userNotFound(caller.accountId);
    const roles = await accountRepository.rolesOf(this.db, account.id);
    return {
      userName: account.user_name,
      account: account.account,
      avatar: '',
      nickname: account.user_name,
      mobile: account.mobile,
      email: account.email,
      introduction: '',
      roles: roles.map((role) => role.code),
      resources: [...caller.resources].map((code) => ({ code })),
    };
  }

  /** A refresh token's expiry: its own lifetime, never past the session's maximum age. */
  private refreshExpiry(now: number, sessionCreatedAt: number): number {
    return Math.min(now + REFRESH_TOKEN_TTL_S * 1000, sessionCreatedAt + this.options.maxAgeMs);
  }

  private issueRefreshToken(db: SystemDb, sessionId: string, token: string, now: number, sessionCreatedAt: number) {
    return sessionRepository.insertRefreshToken(db, {
      token_hash: sha256(token),
      session_id: sessionId,
      created_at: now,
      expires_at: this.refreshExpiry(now, sessionCreatedAt),
      used_at: null,
    });
  }

  private async pair(accountId: number, sessionId: string, refresh: string): Promise<TokenPair> {
    return {
      access_token: await this.tokens.sign({ accountId, sessionId }),
      refresh_token: refresh,
      member_id: String(accountId),
      expires_in: this.tokens.ttlSeconds,
    };
  }
}
