import { MenuOutlined } from '@ant-design/icons';
import type { ApiCatalog } from '@beacon/contracts/docs-center';
import { apiDocEndpoints } from '@beacon/contracts/docs-center.endpoints';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Drawer, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { DownloadButton } from '../../../components/page-kit/download-button';
import { endpointQueryOptions } from '../../../lib/api-client/call-endpoint';
import { useIsMobile } from '../../../lib/viewport';
import { ApiDocDetail } from './api-doc-detail';
import { ApiDocNav } from './api-doc-nav';

const NAV_WIDTH = 300;

/** The catalogue's APIs in order, each with its area's and group's names. */
const apisOf = (catalog: ApiCatalog | undefined) =>
  (catalog?.areas ?? []).flatMap((area) =>
    area.groups.flatMap((group) => group.apis.map((api) => ({ api, place: `${area.name} / ${group.name}` }))),
  );

/**
 * The API documentation (/doc-center/list): the online APIs' catalogue as a tree (in a drawer below 992 px), the
 * picked API's documentation with a signed call example, and the whole catalogue as an OpenAPI 3.1 download.
 */
export default function ApiDocPage() {
  const { t } = useTranslation('apiDoc');
  const mobile = useIsMobile();
  const [picked, setPicked] = useState<number>();
  const [navOpen, setNavOpen] = useState(false);
  const query = useQuery(endpointQueryOptions(apiDocEndpoints.catalog));
  const catalog = query.data?.data;
  const apis = apisOf(catalog);
  const current = apis.find((item) => item.api.id === picked) ?? apis[0];
  const pick = (id: number) => {
    setPicked(id);
    setNavOpen(false);
  };
  const nav = catalog && <ApiDocNav areas={catalog.areas} selected={current?.api.id} onSelect={pick} />;

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid="api-doc-page">
      <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
        <Space wrap>
          {mobile && (
            <Button icon={<MenuOutlined />} onClick={() => setNavOpen(true)} data-testid="api-doc-nav-open">
              {t('catalog')}
            </Button>
          )}
          {catalog && <Typography.Text type="secondary">{t('count', { total: catalog.total })}</Typography.Text>}
        </Space>
        <DownloadButton endpoint={apiDocEndpoints.openApi} body={() => undefined} label={t('download')} />
      </Space>
      {query.isPending ? (
        <Spin spinning description={t('common:loading')} style={{ width: '100%' }} />
      ) : !current ? (
        <EmptyState text={t('empty')} />
      ) : (
        <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
          {!mobile && (
            <Card
              size="small"
              title={t('catalog')}
              style={{ width: NAV_WIDTH, flex: 'none', position: 'sticky', top: 0 }}
            >
              {nav}
            </Card>
          )}
          <div style={{ flex: 1, minWidth: 0 }}>
            <ApiDocDetail api={current.api} place={current.place} />
          </div>
        </div>
      )}
      {mobile && (
        <Drawer
          open={navOpen}
          placement="left"
          size={NAV_WIDTH}
          title={t('catalog')}
          onClose={() => setNavOpen(false)}
          data-testid="api-doc-nav-drawer"
        >
          {nav}
        </Drawer>
      )}
    </Space>
  );
}
