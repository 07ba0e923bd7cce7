import { SUCCESS_CODES, TOKEN_EXPIRED_CODES } from '@beacon/contracts/protocol';

const CODE_FIELDS = ['status', 'errorCode', 'statusCode', 'code'] as const;

/** The code of a reply body: the first of status, errorCode, statusCode, code that is set (spec section 8). */
export function replyCode(body: unknown): string | number | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  for (const field of CODE_FIELDS) {
    const value = record[field];
    if (typeof value === 'string' || typeof value === 'number') return value;
  }
  return undefined;
}

/** Whether an HTTP status and reply body count as success (HTTP 200 and a code in SUCCESS_CODES). */
export function isSuccessReply(status: number, body: unknown): boolean {
  const code = replyCode(body);
  return status === 200 && code !== undefined && SUCCESS_CODES.includes(code);
}

/** Whether a code means the session is gone (20002, 1003). */
export function isTokenExpiredCode(code: string | number | undefined): boolean {
  return code !== undefined && TOKEN_EXPIRED_CODES.includes(Number(code));
}
