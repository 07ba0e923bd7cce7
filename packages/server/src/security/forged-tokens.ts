import { randomBytes } from 'node:crypto';
import { ErrorCode } from '@beacon/contracts/protocol';
import { SignJWT } from 'jose';
import { loadSigningKey } from '../platform/auth/signing-key';
import type { TestApp } from '../test/test-app';

/** The 401 body of a missing or invalid access token (spec section 8: code 1003). */
export const INVALID_TOKEN_REPLY = {
  code: ErrorCode.TOKEN_INVALID,
  msg: 'missing or invalid access token',
  refusals: [{ path: '', reason: 'tokenInvalid' }],
};
/** The 401 body of an expired access token (spec section 8: code 20002). */
export const EXPIRED_TOKEN_REPLY = {
  code: ErrorCode.TOKEN_EXPIRED,
  msg: 'token expired, please sign in again',
  refusals: [{ path: '', reason: 'tokenExpired' }],
};

/** A way of calling without a valid session, and the 401 body it must get. */
export interface BadCredential {
  name: string;
  /** The `accessToken` header, or undefined for none. */
  token: string | undefined;
  expected: { code: number; msg: string };
}

const claimsOf = (token: string): { sub: string; sid: string } => {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sub: string; sid: string };
};

const b64 = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * Tokens an attacker could present, each carrying the claims of a live session (so only the forged part is
 * wrong): none, garbage, expired (the install's key), another key, `alg: none`, and HS512 with the right key.
 */
export const badCredentials = async (t: TestApp, liveToken: string): Promise<BadCredential[]> => {
  const { sub, sid } = claimsOf(liveToken);
  const key = await loadSigningKey(t.app.platform.database.db);
  const now = Math.floor(Date.now() / 1000);
  const signed = (alg: string, signingKey: Uint8Array, iat: number, exp: number) =>
    new SignJWT({ sid })
      .setProtectedHeader({ alg, typ: 'JWT' })
      .setSubject(sub)
      .setIssuer('beacon')
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(signingKey);
  const algNone = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub, sid, iss: 'beacon', iat: now, exp: now + 600 })}.`;
  return [
    { name: 'no token', token: undefined, expected: INVALID_TOKEN_REPLY },
    { name: 'garbage token', token: 'not.a-token.at-all', expected: INVALID_TOKEN_REPLY },
    { name: 'expired token', token: await signed('HS256', key, now - 3600, now - 60), expected: EXPIRED_TOKEN_REPLY },
    {
      name: 'token signed by another key',
      token: await signed('HS256', randomBytes(64), now, now + 600),
      expected: INVALID_TOKEN_REPLY,
    },
    { name: 'alg none token', token: algNone, expected: INVALID_TOKEN_REPLY },
    {
      name: 'HS512 token with the right key',
      token: await signed('HS512', key, now, now + 600),
      expected: INVALID_TOKEN_REPLY,
    },
  ];
};
