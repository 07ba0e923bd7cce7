import type { RouteDef } from '@beacon/contracts/registry';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionStore } from '../../lib/session-store';
import { platformTitle } from '../session/platform';
import { titleText, topNavEntries } from './nav-model';
import { UserMenu } from './user-menu';

/** Logo URL relative to the document base (works under any BASE_PATH). */
export const logoUrl = (): string => new URL('logo.svg', document.baseURI).href;

/** Top bar: brand, the module entries the user's resources permit, the user dropdown. */
export function TopNav({ routes, current }: { routes: readonly RouteDef[]; current: RouteDef | undefined }) {
  const { t, i18n } = useTranslation('shell');
  const { token } = theme.useToken();
  const platform = useSessionStore((state) => state.platform);
  const entries = topNavEntries(routes);
  return (
    <header data-testid="top-nav" className="beacon-top-nav" style={{ background: token.colorBgContainer }}>
      <Link to="/" className="beacon-brand">
        <img src={logoUrl()} alt="" width={28} height={28} />
        <span className="beacon-brand-title">{platformTitle(platform, i18n.language)}</span>
      </Link>
      <nav aria-label={t('topNav')} className="beacon-top-nav-items">
        {entries.map(({ module, path }) => {
          const active = current?.module === module.code;
          return (
            <Link
              key={module.code}
              to={path}
              data-testid="top-nav-item"
              data-module={module.code}
              aria-current={active ? 'page' : undefined}
              className={active ? 'beacon-top-nav-item active' : 'beacon-top-nav-item'}
              style={active ? { color: token.colorPrimary, borderBottomColor: token.colorPrimary } : undefined}
            >
              {titleText(module.title, i18n.language, module.code)}
            </Link>
          );
        })}
      </nav>
      <UserMenu />
    </header>
  );
}
