import { ArrowLeftOutlined } from '@ant-design/icons';
import type { RouteDef } from '@beacon/contracts/registry';
import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBackLinkStore } from '../../lib/page-back-link';
import { breadcrumbItems, titleText } from './nav-model';

/** Breadcrumb: module title > parent route titles > route title, led by the page's back-link if any. */
export function AppBreadcrumb({ routes, current }: { routes: readonly RouteDef[]; current: RouteDef | undefined }) {
  const { t, i18n } = useTranslation('shell');
  const backLink = useBackLinkStore((state) => state.link);
  const crumbs = current ? breadcrumbItems(routes, current) : [];
  const items = crumbs.map((crumb, index) => {
    const text = titleText(crumb.title, i18n.language, t('noName'));
    return {
      key: `${index}`,
      title: crumb.path && index < crumbs.length - 1 ? <Link to={crumb.path}>{text}</Link> : text,
    };
  });
  if (backLink) {
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
