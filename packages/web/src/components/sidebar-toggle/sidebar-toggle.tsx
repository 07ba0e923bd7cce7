import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** Props of the sidebar toggle. */
export interface SidebarToggleProps {
  /** Whether the sidebar is open. */
  open: boolean;
  onToggle: () => void;
}

/** The hamburger button that opens or collapses the side menu. */
export function SidebarToggle({ open, onToggle }: SidebarToggleProps) {
  const { t } = useTranslation();
  return (
    <Button
      type="text"
      aria-label={open ? t('components:sidebar.collapse') : t('components:sidebar.expand')}
      aria-expanded={open}
      icon={open ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
      onClick={onToggle}
    />
  );
}
