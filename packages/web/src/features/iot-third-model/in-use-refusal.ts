import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-client/request';

/** What a 409 refusal of a delete says is still in use, and how many. */
const IN_USE: readonly { pattern: RegExp; key: string }[] = [
  { pattern: /used by (\d+) device/, key: 'thirdModel:inUse.devices' },
  { pattern: /used by (\d+) association/, key: 'thirdModel:inUse.associations' },
];

/**
 * The error to report for a delete called silently: a 409 "still in use" refusal becomes a sentence naming
 * what uses the model and how many (the server's own words when the wording is unknown); others stay.
 */
export function inUseRefusal(error: unknown, t: TFunction): unknown {
  if (!(error instanceof ApiError) || error.status !== 409 || !error.detail) return error;
  const detail = error.detail;
  for (const { pattern, key } of IN_USE) {
    const count = pattern.exec(detail)?.[1];
    if (count !== undefined) return new Error(t(key, { count: Number(count) }));
  }
  return new Error(detail.replace(/^id:\s*/, ''));
}
