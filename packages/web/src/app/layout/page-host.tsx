import type { RouteDef } from '@beacon/contracts/registry';
import { Activity, lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { PageLoading } from '../../features/placeholder/page-loading';
import { pageFor } from '../router/page-registry';
import { findRoute } from '../router/route-lookup';
import { mountedTabs, tabFromRoute } from '../tabs/tab-ops';
import { useTabsStore } from '../tabs/tabs-store';
import { PageErrorBoundary } from './page-error-boundary';

const ModulePlaceholderPage = lazy(() => import('../../features/placeholder/module-placeholder-page'));

function RoutePage({ route }: { route: RouteDef }) {
  const Page = pageFor(route.path);
  return Page ? <Page /> : <ModulePlaceholderPage route={route} />;
}

/**
 * Renders the current page and keeps every cached tab's page mounted but hidden (keep-alive through
 * React's Activity: state survives, effects pause). noCache pages mount only while active.
 */
export function PageHost({ routes }: { routes: readonly RouteDef[] }) {
  const { pathname, search } = useLocation();
  const tabs = useTabsStore((state) => state.tabs);
  const add = useTabsStore((state) => state.add);
  const current = findRoute(routes, pathname);
  const fullPath = `${pathname}${search}`;

  useEffect(() => {
    if (current) add(tabFromRoute(current, fullPath));
  }, [current, fullPath, add]);

  const currentTab = current
    ? (tabs.find((tab) => tab.path === current.path) ?? tabFromRoute(current, fullPath))
    : undefined;
  return mountedTabs(tabs, currentTab).map((tab) => {
    const route = findRoute(routes, tab.path);
    if (!route) return null;
    const active = tab.path === current?.path;
    return (
      <Activity key={`${tab.path}#${tab.refreshKey}`} mode={active ? 'visible' : 'hidden'}>
        <div className="beacon-page" data-page={tab.path}>
          <PageErrorBoundary>
            <Suspense fallback={<PageLoading />}>
              <RoutePage route={route} />
            </Suspense>
          </PageErrorBoundary>
        </div>
      </Activity>
    );
  });
}
