import { createBrowserRouter } from 'react-router';
import { getRouterBasename } from '../../lib/api-client/base-path';
import { createAppRoutes } from './app-routes';

/** The console's data router, under the base path the server injected (`<base href>`). */
export function createAppRouter() {
  const basename = getRouterBasename();
  return createBrowserRouter(createAppRoutes(basename), { basename: basename || '/' });
}
