import type { IncomingMessage } from 'node:http';
import type { ReasonKey, ReasonParams, Refusal } from '@beacon/contracts/reasons';
import { AppError } from '../../platform/http/app-error';
import type { SignatureRefusal } from '../../platform/http/message-signature';
import type { RuntimeApi, RuntimeApp } from './gateway-directory';

/** One call as the gateway received it. */
export interface GatewayRequest {
  method: string;
  /** The gateway path (the API's path: after `/gateway`, without the query). */
  path: string;
  /** The query string, with its `?`, or ''. */
  search: string;
  targetUri: string;
  headers: Readonly<Record<string, string | string[] | undefined>>;
  clientIp: string;
  protocol: string;
  host: string;
  requestId: string;
  /** The body stream, read only once the signature verified. */
  raw: IncomingMessage;
}

/** What the call came to: the reply, and what the call log records of it. */
export interface GatewayOutcome {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
  app: RuntimeApp | null;
  /** The keyid the caller signed with, when no application has it. */
  keyId: string;
  api: RuntimeApi | null;
  bytesIn: number;
  /** The refusal's reason key and English message; empty on success. */
  reason: string;
  message: string;
}

/** The HTTP status of each signature refusal. */
export const SIGNATURE_STATUS: Record<SignatureRefusal, number> = {
  signatureMissing: 401,
  signatureMalformed: 401,
  signatureComponents: 401,
  signatureParams: 401,
  signatureExpired: 401,
  signatureInvalid: 401,
  digestMissing: 400,
};

/** The English message of each signature refusal. */
export const SIGNATURE_MESSAGES: Record<SignatureRefusal, string> = {
  signatureMissing: 'signature: no Signature or Signature-Input header',
  signatureMalformed: 'signature: Signature or Signature-Input is not a valid structured field',
  signatureComponents: 'signature: must cover "@method", "@target-uri" and, with a body, "content-digest"',
  signatureParams: 'signature: created, nonce and keyid are required and alg must be hmac-sha256',
  signatureExpired: 'signature: created is more than 300 s from the server clock (or expires passed)',
  signatureInvalid: 'signature: does not verify',
  digestMissing: 'content-digest: covered by the signature but missing',
};

/** A refusal as the pipeline throws it: the AppError and the headers it carries (RateLimit-*, CORS). */
export class Refused extends Error {
  constructor(
    readonly error: AppError,
    readonly headers: Record<string, string> = {},
  ) {
    super(error.message);
  }
}

/** A refusal with one reason key (at the request as a whole), its status and what it carries. */
export const refuse = (
  status: number,
  reason: ReasonKey,
  message: string,
  params: ReasonParams = {},
  extra: { retryAfterS?: number; headers?: Record<string, string> } = {},
) => {
  const refused: Refusal = Object.keys(params).length > 0 ? { path: '', reason, params } : { path: '', reason };
  return new Refused(new AppError(status, status, message, extra.retryAfterS, [refused]), extra.headers);
};

/** Whether the request carries a body (a length above zero, or chunked). */
export const hasBody = (headers: GatewayRequest['headers']): boolean =>
  headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;

/** The first value of a header. */
export const first = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;

/** A value as JSON bytes. */
export const json = (value: unknown): Buffer => Buffer.from(JSON.stringify(value));

/** An outcome before anything is known of the call. */
export const emptyOutcome = (): GatewayOutcome => ({
  status: 200,
  headers: {},
  body: Buffer.alloc(0),
  app: null,
  keyId: '',
  api: null,
  bytesIn: 0,
  reason: '',
  message: '',
});

/** What an outcome knows of who called what. */
export const whoOf = ({ app, keyId, api, bytesIn }: GatewayOutcome) => ({ app, keyId, api, bytesIn });

/** A refusal as the gateway answers it: form B with the reason key, its status, `Retry-After` when it has one. */
export const refusedOutcome = (error: AppError, headers: Record<string, string | string[]> = {}): GatewayOutcome => {
  const shown: Record<string, string | string[]> = { ...headers, 'content-type': 'application/json; charset=utf-8' };
  if (error.retryAfterS !== undefined) shown['retry-after'] = String(error.retryAfterS);
  return {
    ...emptyOutcome(),
    status: error.status,
    headers: shown,
    body: json({ code: error.code, msg: error.message, object: null, refusals: error.refusals }),
    reason: error.refusals[0]?.reason ?? '',
    message: error.message,
  };
};

/** The refusal of a call when the Open API module is off in this variant: as an API that is not online. */
export const notServedOutcome = (request: Pick<GatewayRequest, 'method' | 'path'>): GatewayOutcome =>
  refusedOutcome(refuse(404, 'gatewayApiNotFound', `route ${request.method} ${request.path}: no online API`).error);
