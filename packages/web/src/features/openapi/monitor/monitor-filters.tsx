import { gatewayAppEndpoints } from '@beacon/contracts/gateway-app.endpoints';
import { MONITOR_LIMITS } from '@beacon/contracts/gateway-monitor';
import { openApiEndpoints } from '@beacon/contracts/open-platform-api.endpoints';
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Flex, Segmented, Select, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { endpointQueryOptions } from '../../../lib/api-client/call-endpoint';
import { MONITOR_PRESETS, type MonitorPreset, type MonitorRange, rangeTooLong } from './monitor-range';

/** What the monitor counts: a range choice (and the picked range), one API or all, one application or all. */
export interface MonitorFilter {
  preset: MonitorPreset;
  custom: MonitorRange;
  apiId?: number;
  appId?: string;
}

/** Props of the monitor's filter bar. */
export interface MonitorFiltersProps {
  value: MonitorFilter;
  onChange: (next: MonitorFilter) => void;
}

/** The range choice (a date-time range picker for a custom one) and the API and application selects; wraps when narrow. */
export function MonitorFilters({ value, onChange }: MonitorFiltersProps) {
  const { t } = useTranslation('gatewayMonitor');
  const apis = useQuery(endpointQueryOptions(openApiEndpoints.list, { body: {} }, { silent: true }));
  const apps = useQuery(endpointQueryOptions(gatewayAppEndpoints.list, { body: {} }, { silent: true }));
  const tooLong = value.preset === 'custom' && rangeTooLong(value.custom);
  return (
    <Flex wrap gap={8} align="center" style={{ marginBottom: 12 }} data-testid="monitor-filters">
      <Segmented<MonitorPreset>
        value={value.preset}
        onChange={(preset) => onChange({ ...value, preset })}
        options={MONITOR_PRESETS.map((preset) => ({ value: preset, label: t(`ranges.${preset}`) }))}
        style={{ maxWidth: '100%', overflowX: 'auto' }}
        data-testid="monitor-range"
      />
      {value.preset === 'custom' && (
        <div style={{ maxWidth: '100%' }} data-testid="monitor-custom-range">
          <DatePicker.RangePicker
            showTime
            allowClear={false}
            value={[dayjs(value.custom.from), dayjs(value.custom.to)]}
            onChange={(next) => {
              const [start, end] = next ?? [];
              // The picker stops at whole seconds; calls are counted by the ms, so the end second is included entirely.
              if (start && end)
                onChange({ ...value, custom: { from: start.valueOf(), to: end.startOf('second').valueOf() + 999 } });
            }}
            style={{ maxWidth: '100%' }}
          />
        </div>
      )}
      <Select<number>
        allowClear
        showSearch
        optionFilterProp="label"
        placeholder={t('allApis')}
        value={value.apiId}
        onChange={(apiId) => onChange({ ...value, apiId })}
        loading={apis.isFetching}
        options={(apis.data?.object ?? []).map((api) => ({
          value: api.id,
          label: `${api.name} (${api.method} ${api.path})`,
        }))}
        style={{ width: 240, maxWidth: '100%' }}
        data-testid="monitor-api"
      />
      <Select<string>
        allowClear
        showSearch
        optionFilterProp="label"
        placeholder={t('allApps')}
        value={value.appId}
        onChange={(appId) => onChange({ ...value, appId })}
        loading={apps.isFetching}
        options={(apps.data?.object ?? []).map((app) => ({ value: app.appId, label: app.name }))}
        style={{ width: 200, maxWidth: '100%' }}
        data-testid="monitor-app"
      />
      {tooLong && (
        <Typography.Text type="danger">
          {t('reasons:rangeTooLong', { max: MONITOR_LIMITS.maxRangeDays })}
        </Typography.Text>
      )}
    </Flex>
  );
}
