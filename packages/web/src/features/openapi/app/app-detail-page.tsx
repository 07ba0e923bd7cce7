import { gatewayAppEndpoints } from '@beacon/contracts/gateway-app.endpoints';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Space, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { endpointQueryOptions } from '../../../lib/api-client/call-endpoint';
import { formatDateTime } from '../../../lib/formatters';
import { useBreadcrumbBackLink } from '../../../lib/page-back-link';
import { useIdParam } from '../../../lib/use-id-param';
import { AppApisCard } from './app-apis-card';
import { AppEventsCard } from './app-events-card';
import { APP_LIST_PATH } from './app-paths';
import { AppProjectsCard } from './app-projects-card';

/** The application `?id=` (/open-api-gateway/application/detail): its fields, bound APIs and projects, event push. */
export default function AppDetailPage() {
  const { t } = useTranslation('gatewayApp');
  const id = useIdParam('id');
  useBreadcrumbBackLink({ title: t('backToList'), path: APP_LIST_PATH });
  if (id === undefined) return <EmptyState text={t('noApp')} />;
  return <LoadedApp id={id} />;
}

function LoadedApp({ id }: { id: number }) {
  const { t } = useTranslation('gatewayApp');
  const query = useQuery({ ...endpointQueryOptions(gatewayAppEndpoints.detail, { query: { id } }), staleTime: 0 });
  const app = query.data?.object;
  if (query.isPending) return <Spin spinning description={t('common:loading')} style={{ width: '100%' }} />;
  if (!app) return <EmptyState text={t('noApp')} />;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid="app-detail">
      <Typography.Title level={4} style={{ margin: 0 }}>
        {app.name}
      </Typography.Title>
      <Descriptions column={{ xs: 1, md: 2 }} size="small" bordered>
        <Descriptions.Item label={t('appId')}>
          <Typography.Text copyable>{app.appId}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('isClosed')}>
          <Tag color={app.isClosed ? 'default' : 'green'}>{t(`values.isClosed.${app.isClosed}`)}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('secret')}>{t('secretMasked')}</Descriptions.Item>
        <Descriptions.Item label={t('owner')}>{app.owner}</Descriptions.Item>
        <Descriptions.Item label={t('callbackUrl')}>{app.callbackUrl || '--'}</Descriptions.Item>
        <Descriptions.Item label={t('createDate')}>{formatDateTime(app.createDate)}</Descriptions.Item>
      </Descriptions>
      <AppApisCard appId={app.id} />
      <AppProjectsCard appId={app.id} />
      <AppEventsCard appId={app.id} callbackUrl={app.callbackUrl} />
    </Space>
  );
}
