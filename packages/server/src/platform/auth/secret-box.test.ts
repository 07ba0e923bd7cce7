import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SecretBox } from './secret-box';

describe('secret box (AES-256-GCM under a key derived from the install key)', () => {
  const installKey = randomBytes(32);

  it('opens what it sealed, with a fresh IV each time', () => {
    const box = new SecretBox(installKey);
    const sealed = box.seal('s3cret-value', 'app-1');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('s3cret-value');
    expect(box.open(sealed, 'app-1')).toBe('s3cret-value');
    expect(box.seal('s3cret-value', 'app-1')).not.toBe(sealed);
    expect(box.open(box.seal('', 'x'), 'x')).toBe('');
  });

  it('detects a changed ciphertext, tag or IV, and a sealed value moved to another context', () => {
    const box = new SecretBox(installKey);
    const sealed = box.seal('s3cret-value', 'app-1');
    const [version, iv, tag, body] = sealed.split('.') as [string, string, string, string];
    const flip = (part: string) => {
      const bytes = Buffer.from(part, 'base64url');
      bytes[0] = (bytes[0] ?? 0) ^ 1;
      return bytes.toString('base64url');
    };
    expect(() => box.open([version, iv, tag, flip(body)].join('.'), 'app-1')).toThrow();
    expect(() => box.open([version, iv, flip(tag), body].join('.'), 'app-1')).toThrow();
    expect(() => box.open([version, flip(iv), tag, body].join('.'), 'app-1')).toThrow();
    expect(() => box.open(sealed, 'app-2')).toThrow();
    expect(() => box.open('v2.a.b.c', 'app-1')).toThrow(/format/);
    expect(() => box.open('nonsense', 'app-1')).toThrow(/format/);
  });

  it('does not open under another install key or another label', () => {
    const sealed = new SecretBox(installKey).seal('s3cret-value');
    expect(() => new SecretBox(randomBytes(32)).open(sealed)).toThrow();
    expect(() => new SecretBox(installKey, 'another label').open(sealed)).toThrow();
  });
});
