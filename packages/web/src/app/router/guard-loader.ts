import { type LoaderFunctionArgs, redirect } from 'react-router';
import { codeText, errorText } from '../../lib/api-client/error-catalogue';
import { ApiError } from '../../lib/api-client/request';
import { showErrorToast } from '../../lib/api-client/toast';
import { getAccessToken } from '../../lib/api-client/token-storage';
import { useSessionStore } from '../../lib/session-store';
import { loadSession } from '../session/load-session';
import { ensurePlatform } from '../session/platform';
import { decideNavigation, type GuardState, type GuardTarget, loginPathFor } from './guard';

/** The path of a request URL inside the app (basename removed). */
export function appPathname(pathname: string, basename: string): string {
  if (!basename || basename === '/') return pathname;
  if (pathname === basename) return '/';
  return pathname.startsWith(`${basename}/`) ? pathname.slice(basename.length) : pathname;
}

function guardState(justLoaded = false): GuardState {
  const { roles, routes } = useSessionStore.getState();
  return { hasToken: Boolean(getAccessToken()), rolesLoaded: roles.length > 0, routes: routes ?? [], justLoaded };
}

/** A failed user load (spec section 2 "Route guard"): clear the token and say 登录异常. */
function endFailedSession(error: unknown): never {
  useSessionStore.getState().resetToken();
  // The user-info call is silent: name the catalogue's reason when it has one (e.g. 4031021
  // "account logged in elsewhere"), then the guard's own text.
  const reason = error instanceof ApiError ? codeText(error.code) : undefined;
  if (reason) showErrorToast(reason);
  showErrorToast(errorText('loginAbnormal'));
  throw error;
}

let sessionLoad: Promise<void> | undefined;

/** Load the user once even when navigations overlap; a failure ends the session once. */
function loadSessionOnce(): Promise<void> {
  sessionLoad ??= loadSession()
    .catch(endFailedSession)
    .finally(() => {
      sessionLoad = undefined;
    });
  return sessionLoad;
}

/** The route guard as a root loader: runs before every navigation (spec section 2 "Route guard"). */
export function createGuardLoader(basename: string) {
  return async ({ request }: LoaderFunctionArgs): Promise<null> => {
    await ensurePlatform();
    const url = new URL(request.url);
    const target: GuardTarget = { pathname: appPathname(url.pathname, basename), search: url.search };
    let decision = decideNavigation(guardState(), target);
    if (decision.type === 'load-user') {
      try {
        await loadSessionOnce();
      } catch {
        throw redirect(loginPathFor(`${target.pathname}${target.search ?? ''}`));
      }
      decision = decideNavigation(guardState(true), target);
    }
    if (decision.type === 'redirect') throw redirect(decision.to);
    return null;
  };
}
