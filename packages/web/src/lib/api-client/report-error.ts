import { ABORTED_CODE, ApiError } from './request';
import { showErrorToast } from './toast';

/**
 * Tell the user about a failure the api client has not shown yet (e.g. a reply that breaks its contract, or
 * an error thrown by the page's own code); calls it already toasted, and cancellations, are left alone.
 */
export function reportError(error: unknown): void {
  if (error instanceof ApiError && (error.reported || error.code === ABORTED_CODE)) return;
  showErrorToast(error instanceof Error ? error.message : String(error));
}
