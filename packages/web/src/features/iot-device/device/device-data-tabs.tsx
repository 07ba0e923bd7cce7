import type { DeviceLog, DeviceLogType, LatestValue } from '@beacon/contracts/telemetry';
import type { ThingValue } from '@beacon/contracts/thing-model-value';
import { useQuery } from '@tanstack/react-query';
import { Spin, Table } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeColumn } from '../../../components/crud/crud-columns';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { ListPage } from '../../../components/list-page/list-page';
import { reasonText } from '../../../lib/api-client/refusal-text';
import { formatDateTime } from '../../../lib/formatters';
import { latestValuesQueryOptions } from './api/get-device-latest';
import { deviceLogSource } from './api/post-device-log-page';

const valueText = (value: ThingValue): string => (typeof value === 'object' ? JSON.stringify(value) : String(value));

/** The latest value of each property of the device; an empty state until it has reported any. */
export function DevicePropertiesTab({ iotId }: { iotId: string }) {
  const { t } = useTranslation('device');
  const latest = useQuery(latestValuesQueryOptions(iotId));
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
          render: (_value, row) => `${valueText(row.value)}${row.unit ? ` ${row.unit}` : ''}`,
        },
        { title: t('valueTime'), dataIndex: 'valueTime', width: 170, render: (time: number) => formatDateTime(time) },
        { title: t('updateTime'), dataIndex: 'updateTime', width: 170, render: (time: number) => formatDateTime(time) },
      ]}
    />
  );
}

/** The device's log, newest first, page by page. */
export function DeviceLogTab({ iotId }: { iotId: string }) {
  const { t } = useTranslation('device');
  const source = useMemo(() => deviceLogSource(iotId), [iotId]);
  return (
    <ListPage<DeviceLog>
      source={source}
      tableProps={{ scroll: { x: 980 } }}
      columns={[
        dateTimeColumn<DeviceLog>(t('createDate'), 'createDate'),
        { title: t('logType'), dataIndex: 'type', width: 100, render: (kind: DeviceLogType) => t(`logTypes.${kind}`) },
        { title: t('logContent'), dataIndex: 'content', ellipsis: true },
        {
          title: t('logReason'),
          dataIndex: 'reason',
          width: 200,
          ellipsis: true,
          render: (_reason: string, entry: DeviceLog) => reasonText(entry),
        },
        { title: t('logCount'), dataIndex: 'count', width: 80, align: 'right' },
      ]}
    />
  );
}
