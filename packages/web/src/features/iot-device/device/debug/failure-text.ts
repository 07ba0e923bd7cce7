import { refusalsText } from '../../../../lib/api-client/refusal-text';
import { ApiError } from '../../../../lib/api-client/request';

/** Why a call failed, in the operator's language (its refusals), else the api client's text. */
export const failureText = (error: unknown): string => {
  if (error instanceof ApiError && error.refusals.length > 0) return refusalsText(error.refusals);
  return error instanceof Error ? error.message : String(error);
};
