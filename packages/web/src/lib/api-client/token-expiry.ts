import { LOGOUT_DELAY_MS } from '@beacon/contracts/constants';
import { LANGUAGE_STORAGE_KEY } from '../../i18n';
import { browserLocation, getBasePath } from './base-path';
import { errorText } from './error-catalogue';
import { showErrorToast } from './toast';

let pending: ReturnType<typeof setTimeout> | undefined;

/**
 * Spec section 8 token-expired flow: toast, then after LOGOUT_DELAY_MS clear local storage and go to
 * the base path. Concurrent expired replies share one timer.
 */
export function handleTokenExpired(): void {
  showErrorToast(errorText('tokenExpired'));
  if (pending !== undefined) return;
  pending = setTimeout(() => {
    pending = undefined;
    // The remembered language is a device preference, not session data: keep it.
    const language = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    localStorage.clear();
    if (language) localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    browserLocation.assign(getBasePath());
  }, LOGOUT_DELAY_MS);
}

/** Cancel a scheduled token-expired logout (tests). */
export function cancelTokenExpired(): void {
  if (pending !== undefined) clearTimeout(pending);
  pending = undefined;
}
