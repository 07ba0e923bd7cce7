import type { LatestValue } from '@beacon/contracts/telemetry';
import { deviceDetailTelemetryEndpoints } from '@beacon/contracts/telemetry.endpoints';
import { useQuery } from '@tanstack/react-query';
import { Spin, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { endpointQueryOptions } from '../../../lib/api-client/call-endpoint';
import { formatDateTime, valueText } from '../../../lib/formatters';

/** The latest value of each property of the device; an empty state until it has reported any. */
export function DevicePropertiesTab({ iotId }: { iotId: string }) {
  const { t } = useTranslation('device');
  const latest = useQuery(endpointQueryOptions(deviceDetailTelemetryEndpoints.latest, { params: { iotId } }));
  if (latest.isPending) return <Spin />;
  const rows = latest.data?.data ?? [];
  if (rows.length === 0) return <EmptyState text={t('noTelemetry')} />;
  return (
    <Table<LatestValue>
      size="small"
      bordered
      rowKey="attrKey"
      pagination={false}
      scroll={{ x: 720 }}
      dataSource={rows}
      data-testid="device-latest-values"
      columns={[
        { title: t('attrName'), dataIndex: 'attrName', width: 160 },
        { title: t('attrKey'), dataIndex: 'attrKey', width: 160 },
        {
          title: t('value'),
          key: 'value',
          render: (_value, row) => valueText(row.value, row.unit),
        },
        { title: t('valueTime'), dataIndex: 'valueTime', width: 170, render: (time: number) => formatDateTime(time) },
        { title: t('updateTime'), dataIndex: 'updateTime', width: 170, render: (time: number) => formatDateTime(time) },
      ]}
    />
  );
}
