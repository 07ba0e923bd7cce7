import { SIDEBAR_WIDTH } from '@beacon/contracts/constants';
import type { ModuleCode, RouteDef } from '@beacon/contracts/registry';
import { Drawer, Layout, Menu, type MenuProps } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { selectCollapsed, useLayoutStore } from './layout-store';
import { selectedMenuKey, sideMenuNodes, titleText } from './nav-model';

/**
 * Side menu of the current module. On the desktop a 220 px column that remembers its state; below
 * MOBILE_BREAKPOINT an overlay drawer (the page keeps the whole width) that closes once a page is chosen.
 */
export function Sidebar(props: { routes: readonly RouteDef[]; module: ModuleCode | undefined; current?: RouteDef }) {
  const { t, i18n } = useTranslation('shell');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const collapsed = useLayoutStore(selectCollapsed);
  const device = useLayoutStore((state) => state.device);
  const closeMobile = useLayoutStore((state) => state.closeMobileSidebar);
  const nodes = sideMenuNodes(props.routes, props.module);
  // Real links: middle-click and "open in new tab" work; a plain click is the router's.
  const label = (route: RouteDef) => (
    <Link to={route.path} data-testid="sidebar-link">
      {titleText(route.title, i18n.language, t('noName'))}
    </Link>
  );
  const items: MenuProps['items'] = nodes.map((node) =>
    node.kind === 'page'
      ? { key: node.route.path, label: label(node.route) }
      : {
          key: node.key,
          label: titleText(node.title, i18n.language, node.key),
          children: node.children.map((route) => ({ key: route.path, label: label(route) })),
        },
  );
  const selected = selectedMenuKey(props.routes, props.current);

  // Whatever opened another page (menu, tab, breadcrumb, top navigation), the drawer gives way to it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger, not an input.
  useEffect(() => closeMobile(), [pathname, closeMobile]);

  const menu = (
    <Menu
      key={props.module}
      mode="inline"
      items={items}
      selectedKeys={selected ? [selected] : []}
      defaultOpenKeys={nodes.flatMap((node) => (node.kind === 'group' ? [node.key] : []))}
      onClick={({ key, domEvent }) => {
        closeMobile();
        // A click on the link itself is navigated by the link; the rest of the item navigates here.
        if (!(domEvent.target instanceof Element && domEvent.target.closest('a'))) navigate(key);
      }}
    />
  );

  if (device === 'mobile') {
    return (
      <Drawer
        open={!collapsed}
        placement="left"
        size={SIDEBAR_WIDTH}
        closable={false}
        onClose={closeMobile}
        rootClassName="beacon-sidebar-drawer"
        styles={{ body: { padding: 0 } }}
        data-testid="sidebar-drawer"
      >
        <nav data-testid="sidebar" data-collapsed={collapsed} data-device={device} aria-label={t('sidebar')}>
          {menu}
        </nav>
      </Drawer>
    );
  }
  return (
    <Layout.Sider
      data-testid="sidebar"
      data-collapsed={collapsed}
      data-device={device}
      aria-label={t('sidebar')}
      width={SIDEBAR_WIDTH}
      collapsedWidth={0}
      collapsed={collapsed}
      trigger={null}
      theme="light"
      className="beacon-sidebar"
    >
      {menu}
    </Layout.Sider>
  );
}
