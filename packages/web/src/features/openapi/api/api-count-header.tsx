import { API_STATUSES } from '@beacon/contracts/open-platform-api';
import { openApiEndpoints } from '@beacon/contracts/open-platform-api.endpoints';
import { useQuery } from '@tanstack/react-query';
import { Card, Space, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { endpointQueryOptions } from '../../../lib/api-client/call-endpoint';

const COLORS = { draft: undefined, online: '#52c41a', offline: '#fa8c16' } as const;

/** Above the API list: how many APIs there are, by status (`statis/api-count`; refreshed with the list's changes). */
export function ApiCountHeader() {
  const { t } = useTranslation('openApi');
  const count = useQuery(endpointQueryOptions(openApiEndpoints.count, {}, { silent: true })).data?.object;
  return (
    <Card size="small" style={{ marginBottom: 12 }} data-testid="api-count">
      <Space size={48} wrap>
        <Statistic title={t('count.total')} value={count?.total ?? '--'} />
        {API_STATUSES.map((status) => (
          <Statistic
            key={status}
            title={t(`count.${status}`)}
            value={count?.[status] ?? '--'}
            styles={{ content: { color: COLORS[status] } }}
          />
        ))}
      </Space>
    </Card>
  );
}
