import { ArrowLeftOutlined } from '@ant-design/icons';
import type { RouteDef } from '@beacon/contracts/registry';
import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBackLinkStore } from '../../lib/page-back-link';
import { breadcrumbItems, titleText } from './nav-model';

/**
 * Breadcrumb: module title > parent route titles > route title, led by the page's back-link if any. A back-link to
 * a page already in the trail is not repeated: that crumb links where the back-link does (with its query).
 */
export function AppBreadcrumb({ routes, current }: { routes: readonly RouteDef[]; current: RouteDef | undefined }) {
  const { t, i18n } = useTranslation('shell');
  const backLink = useBackLinkStore((state) => state.link);
  const crumbs = current ? breadcrumbItems(routes, current) : [];
  const backPath = backLink?.path.split('?')[0];
  const backInTrail = crumbs.some((crumb, index) => index < crumbs.length - 1 && crumb.path === backPath);
  const items = crumbs.map((crumb, index) => {
    const text = titleText(crumb.title, i18n.language, t('noName'));
    const to = backLink && backInTrail && crumb.path === backPath ? backLink.path : crumb.path;
    return {
      key: `${index}`,
      title: to && index < crumbs.length - 1 ? <Link to={to}>{text}</Link> : text,
    };
  });
  if (backLink && !backInTrail) {
    items.unshift({
      key: 'back',
      title: (
        <Link to={backLink.path} data-testid="breadcrumb-back">
          <ArrowLeftOutlined /> {backLink.title || t('back')}
        </Link>
      ),
    });
  }
  return (
    <nav data-testid="breadcrumb" aria-label={t('breadcrumb')} className="beacon-breadcrumb">
      <Breadcrumb items={items} />
    </nav>
  );
}
