import { MONITOR_REFRESH_MS, type MonitorRequest, monitorStepMs } from '@beacon/contracts/gateway-monitor';
import { monitorEndpoints } from '@beacon/contracts/gateway-monitor.endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointQueryOptions } from '../../../lib/api-client/call-endpoint';
import { formatDateTime } from '../../../lib/formatters';
import { MonitorCharts } from './monitor-charts';
import { MonitorFigures } from './monitor-figures';
import { type MonitorFilter, MonitorFilters } from './monitor-filters';
import { presetRange, rangeTooLong, stepTextKey } from './monitor-range';
import { MonitorTables } from './monitor-tables';

const HOUR = 3_600_000;

/**
 * The monitor, asking again every `refreshMs` (a range up to now moves with it; a failed refresh keeps the last
 * figures and says so, no toast): totals, the charts over time, and the tables per API and per application.
 */
export function MonitorView({ refreshMs = MONITOR_REFRESH_MS }: { refreshMs?: number }) {
  const { t } = useTranslation('gatewayMonitor');
  const [filter, setFilter] = useState<MonitorFilter>(() => ({
    preset: 'day',
    custom: { from: Date.now() - HOUR, to: Date.now() },
  }));
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), refreshMs);
    return () => clearInterval(timer);
  }, [refreshMs]);
  const change = (next: MonitorFilter) => {
    setNow(Date.now());
    setFilter(next);
  };
  const range = presetRange(filter.preset, now, filter.custom);
  const body: MonitorRequest = {
    ...range,
    ...(filter.apiId === undefined ? {} : { apiId: filter.apiId }),
    ...(filter.appId === undefined ? {} : { appId: filter.appId }),
  };
  const enabled = !rangeTooLong(range);
  // A range up to now moves with the clock (a new query each tick); a picked range is asked again as it is.
  const refetchInterval = filter.preset === 'custom' ? refreshMs : false;
  const options = { enabled, placeholderData: keepPreviousData, refetchInterval } as const;
  const byApi = useQuery({
    ...endpointQueryOptions(monitorEndpoints.apiCount, { body }, { silent: true }),
    ...options,
  });
  const byApp = useQuery({
    ...endpointQueryOptions(monitorEndpoints.appCount, { body }, { silent: true }),
    ...options,
  });
  const stats = byApi.data?.object;
  const error = byApi.error ?? byApp.error;
  return (
    <div data-testid="monitor-page">
      <MonitorFilters value={filter} onChange={change} />
      {error && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('loadFailed', { message: error.message })}
          data-testid="monitor-error"
        />
      )}
      {stats ? (
        <>
          <MonitorFigures total={stats.total} />
          <MonitorCharts series={stats.series} />
          <MonitorTables apis={stats.items} apps={byApp.data?.object.items ?? []} />
          <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }} data-testid="monitor-updated">
            {t('step', { step: t(`steps.${stepTextKey(monitorStepMs(range.from, range.to))}`) })}
            {' · '}
            {t('updatedAt', { time: formatDateTime(byApi.dataUpdatedAt), seconds: Math.round(refreshMs / 1000) })}
          </Typography.Text>
        </>
      ) : (
        byApi.isPending && enabled && <Spin style={{ display: 'block', margin: '96px auto' }} />
      )}
    </div>
  );
}

/** /open-api-gateway/monitor: calls, errors and latency of the gateway per API and per application, over time, live. */
export default function MonitorPage() {
  return <MonitorView />;
}
