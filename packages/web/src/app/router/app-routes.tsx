import type { RouteObject } from 'react-router';
import { PageLoading } from '../../features/placeholder/page-loading';
import { loadPageNamespaces } from '../../i18n';
import { authRedirectLoader } from './auth-redirect-loader';
import { createGuardLoader } from './guard-loader';
import { redirectLoader } from './redirect-loader';
import { RootShell } from './root-shell';
import { RouteErrorPage } from './route-error-page';

/** The main layout's chunk and the signed-in pages' texts, fetched together after sign-in. */
async function loadMainLayout() {
  const [{ MainLayout }] = await Promise.all([import('../layout/main-layout'), loadPageNamespaces()]);
  return { Component: MainLayout };
}

// Everything but the guard is code-split, so the sign-in page loads no signed-in code.
/** The route tree: a guarded root; pages of the user's routes are resolved by the layout from the registry. */
export function createAppRoutes(basename = ''): RouteObject[] {
  return [
    {
      id: 'root',
      loader: createGuardLoader(basename),
      // The guard must see every navigation, not only the first.
      shouldRevalidate: () => true,
      Component: RootShell,
      HydrateFallback: PageLoading,
      ErrorBoundary: RouteErrorPage,
      children: [
        {
          path: 'login',
          lazy: async () => ({ Component: (await import('../../features/auth/login-page')).LoginPage }),
        },
        { path: 'auth-redirect', loader: authRedirectLoader, Component: PageLoading },
        { path: 'redirect/*', loader: redirectLoader, Component: PageLoading },
        {
          path: '404',
          lazy: async () => ({ Component: (await import('../../features/placeholder/status-page')).NotFoundPage }),
        },
        {
          path: '401',
          lazy: async () => ({ Component: (await import('../../features/placeholder/status-page')).UnauthorizedPage }),
        },
        { path: '*', lazy: loadMainLayout },
      ],
    },
  ];
}
