import type { DeviceLog, DeviceLogType, LatestValue } from '@beacon/contracts/telemetry';
import { TELEMETRY_PAGES } from '@beacon/contracts/telemetry.endpoints';
import type { ThingValue } from '@beacon/contracts/thing-model-value';
import { useQuery } from '@tanstack/react-query';
import { Spin, Table } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeColumn } from '../../components/crud/crud-columns';
import { EmptyState } from '../../components/empty-state/empty-state';
import { ListPage } from '../../components/list-page/list-page';
import { formatDateTime } from '../../lib/formatters';
import { usePermittedPageIds } from '../../lib/session-store';
import { latestValuesQueryOptions } from './api/post-device-latest';
import { deviceLogSource } from './api/post-device-log-page';

const valueText = (value: ThingValue): string => (typeof value === 'object' ? JSON.stringify(value) : String(value));

/** The latest value of each property of the device; an empty state until it has reported any. */
export function DevicePropertiesTab({ projectCode, iotId }: { projectCode: string; iotId: string }) {
  const { t } = useTranslation('device');
  const permitted = usePermittedPageIds().has(TELEMETRY_PAGES.deviceData);
  const latest = useQuery({ ...latestValuesQueryOptions(projectCode, iotId), enabled: permitted });
  if (!permitted) return <EmptyState text={t('noTelemetryAccess')} />;
  if (latest.isPending) return <Spin />;
  const rows = latest.data?.result.items ?? [];
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

/** The device's log (or only its events), newest first, page by page. */
export function DeviceLogTab({ iotId, type }: { iotId: string; type?: DeviceLogType }) {
  const { t } = useTranslation('device');
  const permitted = usePermittedPageIds().has(TELEMETRY_PAGES.deviceLog);
  const source = useMemo(() => deviceLogSource(iotId, type), [iotId, type]);
  if (!permitted) return <EmptyState text={t('noLogAccess')} />;
  return (
    <ListPage<DeviceLog>
      source={source}
      tableProps={{ scroll: { x: 900 } }}
      columns={[
        dateTimeColumn<DeviceLog>(t('createDate'), 'createDate'),
        { title: t('logType'), dataIndex: 'type', width: 100, render: (kind: DeviceLogType) => t(`logTypes.${kind}`) },
        { title: t('logContent'), dataIndex: 'content', ellipsis: true },
        { title: t('logReason'), dataIndex: 'reason', width: 200, ellipsis: true },
      ]}
    />
  );
}
