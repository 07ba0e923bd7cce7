import { EllipsisOutlined } from '@ant-design/icons';
import type { RouteDef } from '@beacon/contracts/registry';
import { Dropdown, theme } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ActiveAlarmBadge } from '../../components/alarm/active-alarm-badge';
import { useSessionStore } from '../../lib/session-store';
import { platformTitle } from '../session/platform';
import { titleText, topNavEntries } from './nav-model';
import { useFittingCount } from './use-fitting-count';
import { UserMenu } from './user-menu';

/** Logo URL relative to the document base (works under any BASE_PATH). */
export const logoUrl = (): string => new URL('logo.svg', document.baseURI).href;

/** Width of the "more modules" button (.beacon-top-nav-more). */
const MORE_WIDTH = 48;

/** Top bar: brand, the module entries the user's resources permit (those that do not fit under "more"), the user dropdown. */
export function TopNav({ routes, current }: { routes: readonly RouteDef[]; current: RouteDef | undefined }) {
  const { t, i18n } = useTranslation('shell');
  const { token } = theme.useToken();
  const platform = useSessionStore((state) => state.platform);
  const entries = topNavEntries(routes);
  const navRef = useRef<HTMLElement>(null);
  const shown = useFittingCount(navRef, entries.length, MORE_WIDTH);
  const folded = entries.slice(shown);
  const activeFolded = folded.some(({ module }) => module.code === current?.module);
  const activeStyle = { color: token.colorPrimary, borderBottomColor: token.colorPrimary };
  return (
    <header data-testid="top-nav" className="beacon-top-nav" style={{ background: token.colorBgContainer }}>
      <Link to="/" className="beacon-brand">
        <img src={logoUrl()} alt="" width={28} height={28} />
        <span className="beacon-brand-title">{platformTitle(platform, i18n.language)}</span>
      </Link>
      <nav ref={navRef} data-testid="top-nav-menu" aria-label={t('topNav')} className="beacon-top-nav-items">
        {entries.map(({ module, path }, index) => {
          const active = current?.module === module.code;
          const hidden = index >= shown;
          return (
            <Link
              key={module.code}
              to={path}
              data-fit-item=""
              data-testid="top-nav-item"
              data-module={module.code}
              aria-current={active ? 'page' : undefined}
              aria-hidden={hidden || undefined}
              tabIndex={hidden ? -1 : undefined}
              className={['beacon-top-nav-item', active && 'active', hidden && 'folded'].filter(Boolean).join(' ')}
              style={active ? activeStyle : undefined}
            >
              {titleText(module.title, i18n.language, module.code)}
            </Link>
          );
        })}
        {folded.length > 0 && (
          <Dropdown
            trigger={['click']}
            placement="bottomRight"
            destroyOnHidden
            menu={{
              selectedKeys: activeFolded && current?.module ? [current.module] : [],
              items: folded.map(({ module, path }) => ({
                key: module.code,
                label: (
                  <Link to={path} data-testid="top-nav-more-item" data-module={module.code}>
                    {titleText(module.title, i18n.language, module.code)}
                  </Link>
                ),
              })),
            }}
          >
            <button
              type="button"
              data-testid="top-nav-more"
              aria-label={t('topNavMore')}
              title={t('topNavMore')}
              className="beacon-top-nav-item beacon-top-nav-more"
              style={{ width: MORE_WIDTH, ...(activeFolded ? activeStyle : {}) }}
            >
              <EllipsisOutlined />
            </button>
          </Dropdown>
        )}
      </nav>
      <ActiveAlarmBadge />
      <UserMenu />
    </header>
  );
}
