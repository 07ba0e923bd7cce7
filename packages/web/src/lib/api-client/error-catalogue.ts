import { ErrorCode } from '@beacon/contracts/protocol';
import i18next from '../../i18n';

/** Spec section 8 code table: error code → key in the `errors` namespace. */
export const CODE_TABLE: Readonly<Record<string, string>> = {
  [ErrorCode.PHONE_NOT_REGISTERED]: 'phoneNotRegistered',
  [ErrorCode.NAME_EXISTS]: 'nameExists',
  [ErrorCode.USER_NOT_FOUND]: 'userNotFound',
  [ErrorCode.BAD_CREDENTIALS]: 'badCredentials',
  [ErrorCode.LOGGED_IN_ELSEWHERE]: 'loggedInElsewhere',
  [ErrorCode.LOGGED_IN_ELSEWHERE_2]: 'loggedInElsewhere',
  [ErrorCode.LOGGED_IN_ELSEWHERE_3]: 'loggedInElsewhere',
  [ErrorCode.LOGGED_IN_ELSEWHERE_4]: 'loggedInElsewhere',
  [ErrorCode.UNAUTHORIZED]: 'loggedInElsewhere',
  [ErrorCode.TOO_LARGE]: 'tooLarge',
};

const MESSAGE_FIELDS = ['msg', 'message', 'errorMsg', 'returnMsg', 'errorMessage'] as const;

/** A text of the `errors` namespace in the current language. */
export function errorText(key: string): string {
  return i18next.t(key, { ns: 'errors' });
}

/** The catalogue text of a code, or undefined when the code table does not know it. */
export function codeText(code: unknown): string | undefined {
  if (typeof code !== 'string' && typeof code !== 'number') return undefined;
  const key = CODE_TABLE[String(code)];
  return key ? errorText(key) : undefined;
}

/** The first non-empty message field of a reply body (msg, message, errorMsg, returnMsg, errorMessage). */
export function messageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  for (const field of MESSAGE_FIELDS) {
    const value = record[field];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return undefined;
}

/** A message mentioning a timeout becomes the "network unstable" text (spec section 8). */
export function rewriteTimeout(text: string): string {
  return text.toLowerCase().includes('timeout') ? errorText('networkUnstable') : text;
}

/**
 * Toast text of spec section 8: a string as is; an object by error code, else its message fields,
 * else the fallback ("系统繁忙，请稍后再试" unless given).
 */
export function pickErrorText(value: unknown, fallback?: string): string {
  const fallbackText = fallback ?? errorText('systemBusy');
  if (typeof value === 'string') return rewriteTimeout(value.trim() === '' ? fallbackText : value);
  if (typeof value !== 'object' || value === null) return fallbackText;
  const code = (value as Record<string, unknown>).code;
  return rewriteTimeout(codeText(code) ?? messageOf(value) ?? fallbackText);
}
