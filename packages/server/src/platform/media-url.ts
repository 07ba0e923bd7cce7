import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** A signed URL's query parameters. */
export interface SignedQuery {
  expires?: string | undefined;
  signature?: string | undefined;
}

/**
 * Signs and checks media URLs: `expires` (epoch seconds) and `signature`, HMAC-SHA256 of the path and the expiry
 * under a key derived (HKDF) from the install's signing key, so no token key ever signs a URL.
 */
export class MediaUrlSigner {
  private readonly key: Buffer;

  constructor(
    installKey: Uint8Array,
    private readonly ttlSeconds: number,
  ) {
    this.key = Buffer.from(hkdfSync('sha256', installKey, Buffer.alloc(0), 'beacon media url v1', 32));
  }

  private mac(path: string, expires: string): Buffer {
    return createHmac('sha256', this.key).update(`${path}\n${expires}`).digest();
  }

  /** The path with `expires` and `signature`, valid for the TTL from `nowMs`. */
  sign(path: string, nowMs = Date.now()): string {
    const expires = String(Math.floor(nowMs / 1000) + this.ttlSeconds);
    return `${path}?expires=${expires}&signature=${this.mac(path, expires).toString('base64url')}`;
  }

  /** Whether the query signs this path and has not expired. */
  verify(path: string, query: SignedQuery, nowMs = Date.now()): boolean {
    const { expires, signature } = query;
    if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return false;
    if (Number(expires) * 1000 <= nowMs) return false;
    const given = Buffer.from(signature, 'base64url');
    const expected = this.mac(path, expires);
    return (
      given.length === expected.length && given.toString('base64url') === signature && timingSafeEqual(given, expected)
    );
  }
}
