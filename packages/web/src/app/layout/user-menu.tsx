import {
  AppstoreOutlined,
  DownOutlined,
  GlobalOutlined,
  KeyOutlined,
  LogoutOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { ROUTES } from '@beacon/contracts/registry';
import { Avatar, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useOverlay } from '../../components/crud/use-overlay';
import { ChangePasswordDialog } from '../../features/auth/change-password-dialog';
import { LANGUAGES, type Language, setLanguage } from '../../i18n';
import { useSessionStore } from '../../lib/session-store';
import { logout } from '../session/logout';

const DEMO_PATH = '/demo-components';
const demoRoute = ROUTES.find((route) => route.path === DEMO_PATH);

/** User dropdown: user name and account, change password, component demo, language switch, logout. */
export function UserMenu() {
  const { t, i18n } = useTranslation('shell');
  const userInfo = useSessionStore((state) => state.userInfo);
  const navigate = useNavigate();
  const location = useLocation();
  const password = useOverlay();

  const items: MenuProps['items'] = [
    {
      key: 'who',
      disabled: true,
      label: (
        <span data-testid="user-menu-account">
          {userInfo?.userName} ({t('account')}: {userInfo?.account})
        </span>
      ),
    },
    { type: 'divider' },
    {
      key: 'password',
      icon: <KeyOutlined />,
      label: <span data-testid="user-menu-password">{t('password.menu')}</span>,
    },
    // The component demo is for developers: development builds list it, production builds do not.
    ...(import.meta.env.DEV
      ? [
          {
            key: 'demo',
            icon: <AppstoreOutlined />,
            label: (
              <span data-testid="user-menu-demo">
                {i18n.language.startsWith('en') ? demoRoute?.title.en : demoRoute?.title.zh}
              </span>
            ),
          },
        ]
      : []),
    {
      key: 'language',
      type: 'group',
      label: t('language'),
      children: LANGUAGES.map((language) => ({
        key: `language:${language}`,
        icon: <GlobalOutlined />,
        label: <span data-testid={`language-${language}`}>{t(`languages.${language}`)}</span>,
      })),
    },
    { type: 'divider' },
    {
      key: 'logout',
      icon: <LogoutOutlined />,
      label: <span data-testid="user-menu-logout">{t('logout')}</span>,
    },
  ];

  const onClick: MenuProps['onClick'] = async ({ key }) => {
    if (key.startsWith('language:')) return setLanguage(key.slice('language:'.length) as Language);
    if (key === 'demo') return navigate(DEMO_PATH);
    if (key === 'password') return password.show(undefined);
    if (key !== 'logout') return;
    const to = await logout(`${location.pathname}${location.search}`);
    navigate(to, { replace: true });
  };

  return (
    <>
      <Dropdown
        menu={{ items, onClick, selectedKeys: [`language:${i18n.language}`] }}
        trigger={['click']}
        placement="bottomRight"
      >
        <button type="button" data-testid="user-menu" className="beacon-user-menu" aria-label={t('userMenu')}>
          <Avatar size="small" src={userInfo?.avatar || undefined} icon={<UserOutlined />} />
          <span className="beacon-user-name">{userInfo?.userName}</span>
          <span className="beacon-user-account">{userInfo?.account}</span>
          <DownOutlined />
        </button>
      </Dropdown>
      {password.state && (
        <ChangePasswordDialog
          key={password.state.key}
          open={password.state.open}
          onClose={password.close}
          afterClose={password.afterClose}
        />
      )}
    </>
  );
}
