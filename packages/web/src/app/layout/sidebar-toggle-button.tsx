import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { selectCollapsed, useLayoutStore } from './layout-store';

/** The hamburger that opens and closes the side menu. */
export function SidebarToggleButton() {
  const { t } = useTranslation('shell');
  const collapsed = useLayoutStore(selectCollapsed);
  const toggle = useLayoutStore((state) => state.toggleSidebar);
  return (
    <Button
      type="text"
      data-testid="sidebar-toggle"
      aria-label={t('toggleSidebar')}
      aria-expanded={!collapsed}
      icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
      onClick={toggle}
    />
  );
}
