import { SIDEBAR_WIDTH } from '@beacon/contracts/constants';
import type { ModuleCode, RouteDef } from '@beacon/contracts/registry';
import { Layout, Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { selectCollapsed, useLayoutStore } from './layout-store';
import { selectedMenuKey, sideMenuNodes, titleText } from './nav-model';

/** Side menu of the current module; collapses below MOBILE_BREAKPOINT and remembers its state. */
export function Sidebar(props: { routes: readonly RouteDef[]; module: ModuleCode | undefined; current?: RouteDef }) {
  const { t, i18n } = useTranslation('shell');
  const navigate = useNavigate();
  const collapsed = useLayoutStore(selectCollapsed);
  const device = useLayoutStore((state) => state.device);
  const nodes = sideMenuNodes(props.routes, props.module);
  const label = (route: RouteDef) => titleText(route.title, i18n.language, t('noName'));
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
      <Menu
        key={props.module}
        mode="inline"
        items={items}
        selectedKeys={selected ? [selected] : []}
        defaultOpenKeys={nodes.flatMap((node) => (node.kind === 'group' ? [node.key] : []))}
        onClick={({ key }) => navigate(key)}
      />
    </Layout.Sider>
  );
}
