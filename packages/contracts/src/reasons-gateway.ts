/** The gateway runtime's refusals (`/gateway/...`), in the order it checks them, with their parameters' names. */
export const GATEWAY_RUNTIME_REASONS = {
  /** No `Signature` or `Signature-Input` header. */
  signatureMissing: [],
  /** `Signature`/`Signature-Input` not structured fields, or no signature under the first label. */
  signatureMalformed: [],
  /** The signature does not cover `@method`, `@target-uri` and, with a body, `content-digest`. */
  signatureComponents: [],
  /** `created`, `nonce` or `keyid` missing, or an algorithm other than hmac-sha256. */
  signatureParams: [],
  /** `created` more than 5 minutes off the server's clock, or `expires` passed. */
  signatureExpired: [],
  /** No application has this keyid (appId). */
  appUnknown: [],
  signatureInvalid: [],
  /** The nonce was used by this application in the last 10 minutes. */
  nonceReplayed: [],
  /** A signature covering `content-digest` without the header. */
  digestMissing: [],
  digestMismatch: [],
  /** No online API answers this method and gateway path. */
  gatewayApiNotFound: [],
  appClosed: [],
  apiNotBound: [],
  ipDenied: [],
  requestTooLarge: ['max'],
  gatewayRateLimited: ['seconds'],
  /** Every node of the API's service cluster is down (or it has none). */
  upstreamUnavailable: [],
  upstreamTimeout: ['ms'],
  upstreamFailed: [],
} as const;
