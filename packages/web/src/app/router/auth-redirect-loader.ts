import { type LoaderFunctionArgs, redirect } from 'react-router';
import { clearTokens, storeAccessToken } from '../../lib/api-client/token-storage';
import { useSessionStore } from '../../lib/session-store';
import { useTabsStore } from '../tabs/tabs-store';
import { safeRedirect } from './guard';

/** /auth-redirect?token=...&redirect=...: single sign-on hands over a token; store it and continue. */
export function authRedirectLoader({ request }: LoaderFunctionArgs): never {
  const params = new URL(request.url).searchParams;
  const token = params.get('token');
  if (!token) throw redirect('/login');
  const session = useSessionStore.getState();
  session.resetSession();
  clearTokens();
  storeAccessToken(token);
  session.setToken(token);
  useTabsStore.getState().reset();
  throw redirect(safeRedirect(params.get('redirect')) ?? '/');
}
