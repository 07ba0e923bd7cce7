import type { ModuleCode } from '@beacon/contracts/registry';
import { Layout, theme } from 'antd';
import { useRef } from 'react';
import { useLocation } from 'react-router';
import { useSessionStore } from '../../lib/session-store';
import { findRoute, homePath } from '../router/route-lookup';
import { TabStrip } from '../tabs/tab-strip';
import { AppBreadcrumb } from './app-breadcrumb';
import { PageHost } from './page-host';
import { PageProviders } from './page-providers';
import { Sidebar } from './sidebar';
import { SidebarToggleButton } from './sidebar-toggle-button';
import { TopNav } from './top-nav';
import { useDeviceMode } from './use-device-mode';
import './layout.css';

/** The signed-in shell (its own chunk, loaded after sign-in) inside the providers its pages need. */
export function MainLayout() {
  return (
    <PageProviders>
      <SignedInShell />
    </PageProviders>
  );
}

/** Top bar, side menu, breadcrumb, tab strip and the kept-alive pages. */
function SignedInShell() {
  useDeviceMode();
  const { token } = theme.useToken();
  const routes = useSessionStore((state) => state.routes) ?? [];
  const { pathname } = useLocation();
  const current = findRoute(routes, pathname);
  // Pages without a module (e.g. /demo-components) keep the side menu of the module seen last.
  const lastModule = useRef<ModuleCode | undefined>(undefined);
  if (current?.module) lastModule.current = current.module;
  const module = current?.module ?? lastModule.current ?? routes.find((route) => route.module)?.module;

  return (
    <Layout className="beacon-layout">
      <TopNav routes={routes} current={current} />
      <Layout>
        <Sidebar routes={routes} module={module} current={current} />
        <Layout className="beacon-main" style={{ background: token.colorBgLayout }}>
          <div className="beacon-nav-bar" style={{ background: token.colorBgContainer }}>
            <SidebarToggleButton />
            <AppBreadcrumb routes={routes} current={current} />
          </div>
          <TabStrip currentPath={current?.path} homePath={homePath(routes) ?? '/'} />
          <Layout.Content className="beacon-content">
            <PageHost routes={routes} />
          </Layout.Content>
        </Layout>
      </Layout>
    </Layout>
  );
}
