import type { GatewayAppApi } from '@beacon/contracts/gateway-app';
import { gatewayAppBindingEndpoints as E, GATEWAY_APP_BUTTONS } from '@beacon/contracts/gateway-app.endpoints';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Popconfirm, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { invalidateEndpoints } from '../../../components/crud/invalidate-endpoints';
import { Permission } from '../../../components/permission/permission';
import { callEndpoint, endpointQueryOptions } from '../../../lib/api-client/call-endpoint';
import { reportError } from '../../../lib/api-client/report-error';
import { formatDateTime } from '../../../lib/formatters';
import { AppApiBindDialog } from './app-api-bind-dialog';

const STATUS_COLORS: Readonly<Record<string, string>> = { draft: 'default', online: 'green', offline: 'orange' };

/** An application's bound APIs: bind more (a dialog of the business centre's APIs), unbind one. */
export function AppApisCard({ appId }: { appId: number }) {
  const { t } = useTranslation('gatewayApp');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [binding, setBinding] = useState(false);
  const query = useQuery({ ...endpointQueryOptions(E.apiList, { query: { id: appId } }), staleTime: 0 });
  const apis = query.data?.object ?? [];

  const unbind = async (api: GatewayAppApi) => {
    try {
      await callEndpoint(E.removeApi, { query: { id: appId, apiId: api.id } });
      void message.success(t('apiUnbound', { name: api.name }));
      await invalidateEndpoints(client, [E.removeApi]);
    } catch (error) {
      reportError(error);
    }
  };

  return (
    <Card
      title={t('boundApis')}
      size="small"
      data-testid="app-apis"
      extra={
        <Permission pageId={GATEWAY_APP_BUTTONS.bindApi}>
          <Button type="primary" size="small" onClick={() => setBinding(true)} data-testid="app-bind-api">
            {t('bindApi')}
          </Button>
        </Permission>
      }
    >
      <Table<GatewayAppApi>
        rowKey="id"
        size="small"
        loading={query.isFetching}
        dataSource={apis}
        pagination={false}
        locale={{ emptyText: t('noApis') }}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'name', title: t('apiName'), dataIndex: 'name' },
          { key: 'path', title: t('apiPath'), render: (_, api) => `${api.method} ${api.path}` },
          { key: 'group', title: t('apiGroup'), render: (_, api) => `${api.domainName} / ${api.groupName}` },
          {
            key: 'status',
            title: t('apiStatus'),
            render: (_, api) => <Tag color={STATUS_COLORS[api.status]}>{t(`openApi:values.status.${api.status}`)}</Tag>,
          },
          { key: 'bindDate', title: t('bindDate'), render: (_, api) => formatDateTime(api.bindDate) },
          {
            key: 'actions',
            title: t('pageKit:actionsTitle'),
            render: (_, api) => (
              <Permission pageId={GATEWAY_APP_BUTTONS.bindApi}>
                <Popconfirm title={t('askUnbind', { name: api.name })} onConfirm={() => unbind(api)}>
                  <Button type="link" size="small" danger data-testid={`app-unbind-${api.id}`}>
                    {t('unbind')}
                  </Button>
                </Popconfirm>
              </Permission>
            ),
          },
        ]}
      />
      {binding && (
        <AppApiBindDialog appId={appId} bound={apis.map((api) => api.id)} onClose={() => setBinding(false)} />
      )}
    </Card>
  );
}
