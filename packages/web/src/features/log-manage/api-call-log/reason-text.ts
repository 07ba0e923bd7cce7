import { isReasonKey, REASONS } from '@beacon/contracts/reasons';
import { refusalText } from '../../../lib/api-client/refusal-text';

/**
 * A logged call's reason key in the operator's language: the log keeps the key, not its parameters, so those
 * read "…" (the error message has the details); a key the console does not know shows as it is.
 */
export const loggedReasonText = (reason: string): string => {
  if (!isReasonKey(reason)) return reason;
  const params = Object.fromEntries(REASONS[reason].map((name) => [name, '…']));
  return refusalText({ reason, params });
};
