import { createHash, randomBytes } from 'node:crypto';
import type { TokenPair, UserInfo } from '@beacon/contracts/auth';
import { LOGIN_LOCK_WINDOW_MS, LOGIN_MAX_FAILURES, REFRESH_TOKEN_TTL_S } from '@beacon/contracts/constants';
import { ErrorCode } from '@beacon/contracts/protocol';
import type { Kysely } from 'kysely';
import type { AccessTokens } from '../../platform/auth/access-token';
import { verifyPassword } from '../../platform/auth/passwords';
import type { DB } from '../../platform/db/schema';
import { AppError } from '../../platform/http/app-error';
import type { AuthContext } from '../../platform/http/fastify-types';
import { accountRepository } from '../system/account.repository';
import { resolveResources } from '../system/role.service';
import { sessionRepository } from './session.repository';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const badCredentials = () => new AppError(401, ErrorCode.BAD_CREDENTIALS, 'wrong account or password');
const invalidToken = () => new AppError(401, ErrorCode.TOKEN_INVALID, 'missing or invalid access token');
const replaced = () => new AppError(401, ErrorCode.LOGGED_IN_ELSEWHERE, 'account logged in elsewhere');

/** Where a sign-in comes from. */
export interface ClientInfo {
  ip: string;
  userAgent: string;
}

/** Sessions: sign-in with lockout, rotating refresh tokens with reuse detection, one live session per account. */
export class SessionService {
  /** A fixed argon2id hash checked for unknown accounts, so both answers take as long. */
  private dummyHash: string | undefined;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly tokens: AccessTokens,
    private readonly options: { singleSession: boolean; hashForTiming: () => Promise<string> },
  ) {}

  /** Signs in; the same 401 for an unknown account and a wrong password; 429 once locked. */
  async login(accountName: string, password: string, client: ClientInfo): Promise<TokenPair> {
    const key = accountName.trim().toLowerCase();
    const now = Date.now();
    const since = now - LOGIN_LOCK_WINDOW_MS;
    if ((await sessionRepository.countFailuresSince(this.db, key, since)) >= LOGIN_MAX_FAILURES) {
      const oldest = (await sessionRepository.oldestFailureSince(this.db, key, since)) ?? now;
      const minutes = Math.max(1, Math.ceil((oldest + LOGIN_LOCK_WINDOW_MS - now) / 60_000));
      throw new AppError(
        429,
        ErrorCode.ACCOUNT_LOCKED,
        `too many failed sign-ins: account locked, try again in ${minutes} min`,
      );
    }
    const account = await accountRepository.findByAccount(this.db, key);
    this.dummyHash ??= await this.options.hashForTiming();
    const valid = await verifyPassword(account?.password_hash ?? this.dummyHash, password);
    if (!account || !valid) {
      await sessionRepository.addFailure(this.db, key, now);
      throw badCredentials();
    }
    if (account.status !== 'enabled') throw new AppError(403, ErrorCode.ACCOUNT_DISABLED, 'account disabled');
    const sessionId = randomBytes(18).toString('base64url');
    const refresh = randomBytes(32).toString('base64url');
    await this.db.transaction().execute(async (trx) => {
      await sessionRepository.clearFailures(trx, key);
      if (this.options.singleSession) await sessionRepository.revokeLiveSessionsOf(trx, account.id, 'replaced', now);
      await sessionRepository.insertSession(trx, {
        id: sessionId,
        account_id: account.id,
        created_at: now,
        expires_at: now + REFRESH_TOKEN_TTL_S * 1000,
        revoked_at: null,
        revoked_reason: null,
        ip: client.ip.slice(0, 64),
        user_agent: client.userAgent.slice(0, 512),
      });
      await sessionRepository.insertRefreshToken(trx, {
        token_hash: sha256(refresh),
        session_id: sessionId,
        created_at: now,
        expires_at: now + REFRESH_TOKEN_TTL_S * 1000,
        used_at: null,
      });
      await accountRepository.touchLastLogin(trx, account.id, now);
    });
    return this.pair(account.id, sessionId, refresh);
  }

  /** Rotates a refresh token; presenting a rotated one again revokes the whole session. */
  async refresh(refreshToken: string): Promise<TokenPair> {
    const now = Date.now();
    const tokenHash = sha256(refreshToken);
    const row = await sessionRepository.findRefreshToken(this.db, tokenHash);
    if (!row) throw invalidToken();
    const session = await sessionRepository.findSession(this.db, row.session_id);
    if (!session) throw invalidToken();
    if (session.revoked_at !== null) throw session.revoked_reason === 'replaced' ? replaced() : invalidToken();
    if (row.expires_at < now || session.expires_at < now) {
      throw new AppError(401, ErrorCode.TOKEN_EXPIRED, 'session expired, please sign in again');
    }
    const next = randomBytes(32).toString('base64url');
    const rotated = await this.db.transaction().execute(async (trx) => {
      if (!(await sessionRepository.markRefreshTokenUsed(trx, tokenHash, now))) return false;
      await sessionRepository.insertRefreshToken(trx, {
        token_hash: sha256(next),
        session_id: session.id,
        created_at: now,
        expires_at: now + REFRESH_TOKEN_TTL_S * 1000,
        used_at: null,
      });
      await sessionRepository.extendSession(trx, session.id, now + REFRESH_TOKEN_TTL_S * 1000);
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

  /** The caller behind an access token, with its granted resources. */
  async resolveCaller(token: string): Promise<AuthContext> {
    const claims = await this.tokens.verify(token);
    const session = await sessionRepository.findSessionWithAccount(this.db, claims.sessionId);
    if (!session || session.account_id !== claims.accountId) throw invalidToken();
    if (session.revoked_at !== null) throw session.revoked_reason === 'replaced' ? replaced() : invalidToken();
    if (session.status !== 'enabled') throw invalidToken();
    const roles = await accountRepository.rolesOf(this.db, session.account_id);
    return {
      accountId: session.account_id,
      account: session.account,
      sessionId: session.id,
      resources: resolveResources(roles),
    };
  }

  /** The signed-in user's profile. */
  async userInfo(caller: AuthContext): Promise<UserInfo> {
    const account = await accountRepository.findById(this.db, caller.accountId);
    if (!account) throw new AppError(404, ErrorCode.USER_NOT_FOUND, 'user does not exist');
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

  private async pair(accountId: number, sessionId: string, refresh: string): Promise<TokenPair> {
    return {
      access_token: await this.tokens.sign({ accountId, sessionId }),
      refresh_token: refresh,
      member_id: String(accountId),
      expires_in: this.tokens.ttlSeconds,
    };
  }
}
