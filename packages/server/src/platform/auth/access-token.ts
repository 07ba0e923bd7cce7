import { ACCESS_TOKEN_TTL_S } from '@beacon/contracts/constants';
import { ErrorCode } from '@beacon/contracts/protocol';
import { refusal } from '@beacon/contracts/reasons';
import { errors, jwtVerify, SignJWT } from 'jose';
import { AppError } from '../http/app-error';

const ALGORITHM = 'HS256';
const ISSUER = 'beacon';

/** Claims of an access token: the account and the session it belongs to. */
export interface AccessClaims {
  accountId: number;
  sessionId: string;
}

/** Signs and verifies access tokens (HS256 only; the `alg` header is checked). */
export class AccessTokens {
  constructor(
    private readonly key: Uint8Array,
    readonly ttlSeconds: number = ACCESS_TOKEN_TTL_S,
  ) {}

  /** A signed token for the session. */
  sign(claims: AccessClaims): Promise<string> {
    return new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(String(claims.accountId))
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
  }

  /** The token's claims; 401 `20002` when expired, 401 `1003` for anything else wrong. */
  async verify(token: string): Promise<AccessClaims> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: [ALGORITHM], issuer: ISSUER });
      const accountId = Number(payload.sub);
      if (!Number.isInteger(accountId) || typeof payload.sid !== 'string') throw new Error('claims');
      return { accountId, sessionId: payload.sid };
    } catch (error) {
      if (error instanceof errors.JWTExpired) {
        throw new AppError(401, ErrorCode.TOKEN_EXPIRED, 'token expired, please sign in again', undefined, [
          refusal('', 'tokenExpired'),
        ]);
      }
      throw AppError.tokenInvalid();
    }
  }
}
