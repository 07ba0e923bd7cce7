import { randomBytes, randomInt } from 'node:crypto';
import { GATEWAY_APP_LIMITS } from '@beacon/contracts/gateway-app';
import type { Kysely } from 'kysely';
import type { SecretBox } from '../../platform/auth/secret-box';
import { appRepository as repo } from './app.repository';
import type { GatewayAppDatabase } from './tables';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A new appId: base62 characters, each drawn uniformly from the system's CSPRNG. */
export const newAppId = (length: number = GATEWAY_APP_LIMITS.appIdLength): string =>
  Array.from({ length }, () => BASE62.charAt(randomInt(BASE62.length))).join('');

/** A new app secret: 32 random bytes, base64url (43 characters). */
export const newAppSecret = (): string => randomBytes(32).toString('base64url');

/**
 * The applications' secrets: issued and renewed sealed (SecretBox, bound to the appId), and opened for the gateway
 * runtime's HMAC checks only (module-internal: no reply but `app/save` and `app/reset-secret` shows one).
 */
export class AppSecrets {
  constructor(
    private readonly db: Kysely<GatewayAppDatabase>,
    private readonly box: SecretBox,
  ) {}

  /** A new secret for an appId, in clear (to answer once) and sealed (to store). */
  issue(appId: string): { secret: string; sealed: string } {
    const secret = newAppSecret();
    return { secret, sealed: this.box.seal(secret, appId) };
  }

  /** The secret an application signs with, by appId; null for an unknown appId. */
  async secretOf(appId: string): Promise<string | null> {
    const row = await repo.sealedOf(this.db, appId);
    return row ? this.box.open(row.secret_sealed, row.app_id) : null;
  }
}
