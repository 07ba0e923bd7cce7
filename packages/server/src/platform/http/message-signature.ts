import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  type InnerList,
  type Item,
  parseDictionary,
  serializeDictionary,
  serializeInnerList,
  type Token,
} from 'structured-headers';

/** The one algorithm the gateway accepts (RFC 9421 §3.3.3). */
export const SIGNATURE_ALGORITHM = 'hmac-sha256';

/** How far `created` may be from the server's clock, either way (seconds). */
export const SIGNATURE_MAX_SKEW_SECONDS = 300;

/** Why a signature was refused: each is a reason key the console and the caller read. */
export type SignatureRefusal =
  | 'signatureMissing'
  | 'signatureMalformed'
  | 'signatureComponents'
  | 'signatureParams'
  | 'signatureExpired'
  | 'signatureInvalid'
  | 'digestMissing';

/** A request as the signature sees it: header names in lower case. */
export interface SignedMessage {
  method: string;
  /** The full target URI: scheme, authority, path and query. */
  targetUri: string;
  headers: Readonly<Record<string, string | string[] | undefined>>;
}

/** A first signature, parsed and checked for shape, not yet verified against a key. */
export interface ParsedSignature {
  keyId: string;
  nonce: string;
  /** Epoch seconds. */
  created: number;
  components: readonly string[];
  /** The bytes to MAC (the signature base). */
  base: string;
  signature: Buffer;
}

/** `sha-256=:…:` of a body (RFC 9530). */
export const contentDigestOf = (body: Buffer): string =>
  serializeDictionary({ 'sha-256': [createHash('sha256').update(body).digest(), new Map()] });

/** The sha-256 digest a Content-Digest header names, or null when it names none or is malformed. */
export const sha256OfDigestHeader = (header: string): Buffer | null => {
  try {
    const member = parseDictionary(header).get('sha-256');
    if (!member || Array.isArray(member[0])) return null;
    const value = member[0];
    return value instanceof ArrayBuffer ? Buffer.from(value) : null;
  } catch {
    return null;
  }
};

const headerValue = (headers: SignedMessage['headers'], name: string): string | undefined => {
  const value = headers[name];
  if (value === undefined) return undefined;
  return (Array.isArray(value) ? value : [value]).map((part) => part.trim()).join(', ');
};

/** The value of one covered component, or undefined when the message lacks it. */
const componentValue = (message: SignedMessage, component: string): string | undefined => {
  if (component === '@method') return message.method.toUpperCase();
  if (component === '@target-uri') return message.targetUri;
  if (component.startsWith('@')) return undefined;
  return headerValue(message.headers, component);
};

/** The signature base of RFC 9421 §2.5; null when a covered component is missing. */
const signatureBase = (message: SignedMessage, inner: InnerList): string | null => {
  const lines: string[] = [];
  for (const [component] of inner[0]) {
    if (typeof component !== 'string') return null;
    const value = componentValue(message, component);
    if (value === undefined) return null;
    lines.push(`"${component}": ${value}`);
  }
  lines.push(`"@signature-params": ${serializeInnerList(inner)}`);
  return lines.join('\n');
};

const hmac = (secret: string, base: string): Buffer =>
  createHmac('sha256', Buffer.from(secret, 'utf8')).update(base).digest();

/** The headers that sign a request with HMAC-SHA256: Signature-Input, Signature and, with a body, Content-Digest. */
export const signRequest = (input: {
  method: string;
  url: string;
  body?: Buffer;
  keyId: string;
  secret: string;
  /** Epoch seconds; now by default. */
  created?: number;
  nonce?: string;
  label?: string;
}): Record<string, string> => {
  const headers: Record<string, string> = {};
  const components = ['@method', '@target-uri'];
  if (input.body && input.body.length > 0) {
    headers['content-digest'] = contentDigestOf(input.body);
    components.push('content-digest');
  }
  const params = new Map<string, string | number | Token>([
    ['created', input.created ?? Math.floor(Date.now() / 1000)],
    ['nonce', input.nonce ?? randomBytes(16).toString('base64url')],
    ['keyid', input.keyId],
    ['alg', SIGNATURE_ALGORITHM],
  ]);
  const inner: InnerList = [components.map((name): Item => [name, new Map()]), params];
  const message: SignedMessage = { method: input.method, targetUri: input.url, headers };
  const base = signatureBase(message, inner) ?? '';
  const label = input.label ?? 'sig1';
  headers['signature-input'] = serializeDictionary(new Map([[label, inner]]));
  headers.signature = serializeDictionary(new Map([[label, [hmac(input.secret, base), new Map()] as Item]]));
  return headers;
};

type Parsed = { ok: true; signature: ParsedSignature } | { ok: false; reason: SignatureRefusal };

const refuse = (reason: SignatureRefusal): Parsed => ({ ok: false, reason });

/**
 * Reads the first signature of a request (its label is free) and checks its shape: the covered components
 * (`@method`, `@target-uri`, and `content-digest` when `hasBody`), `created` within the allowed skew, a nonce,
 * a keyid, and the algorithm when named. Verification against the key is `verifyParsed`.
 */
export const parseSignature = (message: SignedMessage, hasBody: boolean, nowSeconds: number): Parsed => {
  const inputHeader = headerValue(message.headers, 'signature-input');
  const signatureHeader = headerValue(message.headers, 'signature');
  if (!inputHeader || !signatureHeader) return refuse('signatureMissing');
  let label: string;
  let inner: InnerList;
  let signature: Buffer;
  try {
    const inputs = parseDictionary(inputHeader);
    const first = inputs.entries().next().value;
    if (!first || !Array.isArray(first[1][0])) return refuse('signatureMalformed');
    [label] = first;
    inner = first[1] as InnerList;
    const value = parseDictionary(signatureHeader).get(label)?.[0];
    if (!(value instanceof ArrayBuffer)) return refuse('signatureMalformed');
    signature = Buffer.from(value);
  } catch {
    return refuse('signatureMalformed');
  }
  const components = inner[0].map(([name]) => name);
  if (!components.every((name): name is string => typeof name === 'string')) return refuse('signatureMalformed');
  const required = hasBody ? ['@method', '@target-uri', 'content-digest'] : ['@method', '@target-uri'];
  if (!required.every((name) => components.includes(name))) return refuse('signatureComponents');
  const params = inner[1];
  const created = params.get('created');
  const nonce = params.get('nonce');
  const keyId = params.get('keyid');
  const alg = params.get('alg');
  if (typeof created !== 'number' || !Number.isInteger(created)) return refuse('signatureParams');
  if (typeof nonce !== 'string' || nonce.length === 0 || nonce.length > 128) return refuse('signatureParams');
  if (typeof keyId !== 'string' || keyId.length === 0) return refuse('signatureParams');
  if (alg !== undefined && alg !== SIGNATURE_ALGORITHM) return refuse('signatureParams');
  const expires = params.get('expires');
  if (expires !== undefined && (typeof expires !== 'number' || expires < nowSeconds)) return refuse('signatureExpired');
  if (Math.abs(nowSeconds - created) > SIGNATURE_MAX_SKEW_SECONDS) return refuse('signatureExpired');
  if (components.includes('content-digest') && headerValue(message.headers, 'content-digest') === undefined) {
    return refuse('digestMissing');
  }
  const base = signatureBase(message, inner);
  if (base === null) return refuse('signatureComponents');
  return { ok: true, signature: { keyId, nonce, created, components, base, signature } };
};

/** Whether the signature is the HMAC-SHA256 of its base under the secret (constant time). */
export const verifyParsed = (parsed: ParsedSignature, secret: string): boolean => {
  const expected = hmac(secret, parsed.base);
  return expected.length === parsed.signature.length && timingSafeEqual(expected, parsed.signature);
};

/** Verifies a request signed with one known secret (callback receivers, tests): the parse's checks, then the MAC. */
export const verifyRequest = (
  message: SignedMessage,
  secret: string,
  options: { hasBody: boolean; nowSeconds?: number },
): { ok: true; keyId: string; nonce: string } | { ok: false; reason: SignatureRefusal } => {
  const parsed = parseSignature(message, options.hasBody, options.nowSeconds ?? Math.floor(Date.now() / 1000));
  if (!parsed.ok) return parsed;
  if (!verifyParsed(parsed.signature, secret)) return { ok: false, reason: 'signatureInvalid' };
  return { ok: true, keyId: parsed.signature.keyId, nonce: parsed.signature.nonce };
};
