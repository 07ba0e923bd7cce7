import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Keeps secrets the server must use again (an app's HMAC key) encrypted at rest: AES-256-GCM under a key derived
 * (HKDF) from the install's signing key with its own label, so neither tokens nor media URLs share it. A sealed
 * secret is `v1.<iv>.<tag>.<ciphertext>` (base64url); its `context` (such as the appId) is authenticated with it, so
 * a sealed value moved to another record does not open.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(installKey: Uint8Array, label = 'beacon secret box v1') {
    this.key = Buffer.from(hkdfSync('sha256', installKey, Buffer.alloc(0), label, 32));
  }

  /** The secret encrypted, bound to `context`. */
  seal(secret: string, context = ''): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
    return [VERSION, ...parts].join('.');
  }

  /** The secret a sealed value holds; throws when it was altered, sealed under another key or for another context. */
  open(sealed: string, context = ''): string {
    const [version, iv, tag, body, ...rest] = sealed.split('.');
    if (version !== VERSION || !iv || !tag || body === undefined || rest.length > 0)
      throw new Error('sealed secret: unknown format');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  }
}
