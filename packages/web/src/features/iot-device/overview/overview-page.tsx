import { OVERVIEW_REFRESH_MS } from '@beacon/contracts/overview';
import { overviewEndpoints } from '@beacon/contracts/overview.endpoints';
import { useQuery } from '@tanstack/react-query';
import { Alert, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { endpointQueryOptions } from '../../../lib/api-client/call-endpoint';
import { formatDateTime } from '../../../lib/formatters';
import { OverviewCards } from './overview-cards';
import { OverviewCharts } from './overview-charts';

/** The dashboard, asking again every `refreshMs` (a failed refresh keeps the last figures and says so, no toast). */
export function OverviewView({ refreshMs = OVERVIEW_REFRESH_MS }: { refreshMs?: number }) {
  const { t } = useTranslation('overview');
  const query = useQuery({
    ...endpointQueryOptions(overviewEndpoints.get, {}, { silent: true }),
    refetchInterval: refreshMs,
  });
  const overview = query.data?.data;
  return (
    <div data-testid="overview-page">
      {query.isError && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('loadFailed', { message: query.error.message })}
          data-testid="overview-error"
        />
      )}
      {overview ? (
        <>
          <OverviewCards overview={overview} />
          <OverviewCharts overview={overview} />
          <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }} data-testid="overview-updated">
            {t('updatedAt', { time: formatDateTime(overview.generatedAt), seconds: Math.round(refreshMs / 1000) })}
          </Typography.Text>
        </>
      ) : (
        query.isPending && <Spin style={{ display: 'block', margin: '96px auto' }} />
      )}
    </div>
  );
}

/** /iot-overview: devices by status, messages per minute, today's refused values and open abnormal records, live. */
export default function OverviewPage() {
  return <OverviewView />;
}
