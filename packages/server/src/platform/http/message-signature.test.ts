import { createSigner, createVerifier, httpbis } from 'http-message-signatures';
import { describe, expect, it } from 'vitest';
import { contentDigestOf, parseSignature, signRequest, verifyRequest } from './message-signature';

const secret = 'an-app-secret-of-some-length';
const url = 'http://127.0.0.1:8080/gateway/devices?limit=10';
const now = 1_800_000_000;

describe('RFC 9421 signatures (hmac-sha256)', () => {
  it('verifies its own signature, and refuses it after any covered part changes', () => {
    const body = Buffer.from('{"a":1}');
    const headers = signRequest({ method: 'post', url, body, keyId: 'app1', secret, created: now, nonce: 'n1' });
    const message = { method: 'POST', targetUri: url, headers };
    expect(verifyRequest(message, secret, { hasBody: true, nowSeconds: now })).toEqual({
      ok: true,
      keyId: 'app1',
      nonce: 'n1',
    });
    expect(verifyRequest(message, 'another-secret', { hasBody: true, nowSeconds: now })).toEqual({
      ok: false,
      reason: 'signatureInvalid',
    });
    expect(verifyRequest({ ...message, method: 'PUT' }, secret, { hasBody: true, nowSeconds: now }).ok).toBe(false);
    expect(verifyRequest({ ...message, targetUri: `${url}0` }, secret, { hasBody: true, nowSeconds: now }).ok).toBe(
      false,
    );
    const otherDigest = { ...headers, 'content-digest': contentDigestOf(Buffer.from('{}')) };
    expect(verifyRequest({ ...message, headers: otherDigest }, secret, { hasBody: true, nowSeconds: now }).ok).toBe(
      false,
    );
  });

  it('refuses a missing header, uncovered components, a stale created, a missing nonce', () => {
    const headers = signRequest({ method: 'GET', url, keyId: 'app1', secret, created: now });
    const message = { method: 'GET', targetUri: url, headers };
    expect(parseSignature({ ...message, headers: {} }, false, now)).toEqual({ ok: false, reason: 'signatureMissing' });
    expect(parseSignature(message, true, now)).toEqual({ ok: false, reason: 'signatureComponents' });
    expect(parseSignature(message, false, now + 301)).toEqual({ ok: false, reason: 'signatureExpired' });
    expect(parseSignature(message, false, now - 301)).toEqual({ ok: false, reason: 'signatureExpired' });
    expect(parseSignature(message, false, now + 300).ok).toBe(true);
    const noNonce = { ...headers, 'signature-input': headers['signature-input']?.replace(/;nonce="[^"]*"/, '') };
    expect(parseSignature({ ...message, headers: noNonce }, false, now)).toEqual({
      ok: false,
      reason: 'signatureParams',
    });
    const garbage = { ...headers, signature: 'sig1=not-bytes' };
    expect(parseSignature({ ...message, headers: garbage }, false, now)).toEqual({
      ok: false,
      reason: 'signatureMalformed',
    });
  });

  it('interoperates with the http-message-signatures library both ways', async () => {
    const body = Buffer.from('{"hello":"world"}');
    const signed = await httpbis.signMessage(
      {
        key: createSigner(Buffer.from(secret), 'hmac-sha256', 'app-lib'),
        fields: ['@method', '@target-uri', 'content-digest'],
        params: ['created', 'nonce', 'keyid', 'alg'],
        paramValues: { created: new Date(now * 1000), nonce: 'lib-nonce' },
      },
      { method: 'POST', url, headers: { 'content-digest': contentDigestOf(body) } },
    );
    const headers = Object.fromEntries(Object.entries(signed.headers).map(([k, v]) => [k.toLowerCase(), v]));
    expect(
      verifyRequest({ method: 'POST', targetUri: url, headers }, secret, { hasBody: true, nowSeconds: now }),
    ).toEqual({ ok: true, keyId: 'app-lib', nonce: 'lib-nonce' });

    const ours = signRequest({ method: 'POST', url, body, keyId: 'app1', secret, created: now, nonce: 'n2' });
    const verified = await httpbis.verifyMessage(
      {
        keyLookup: async () => ({
          id: 'app1',
          algs: ['hmac-sha256'],
          verify: createVerifier(Buffer.from(secret), 'hmac-sha256'),
        }),
        notAfter: new Date((now + 60) * 1000),
      },
      { method: 'POST', url, headers: ours },
    );
    expect(verified).toBe(true);
  });
});
