import type { DeviceEvent } from '@beacon/contracts/telemetry';
import type { EventType } from '@beacon/contracts/thing-model';
import { Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeColumn, type StatusLook, statusColumn } from '../../../components/crud/crud-columns';
import { ListPage } from '../../../components/list-page/list-page';
import { deviceEventSource } from './api/post-device-event-page';
import { deviceEventFields } from './device-event-filters';

const TYPE_COLOURS: Record<EventType, string> = { info: 'blue', alert: 'orange', error: 'red' };

const eventTypeLooks = (t: TFunction): Record<EventType, StatusLook> => ({
  info: { color: TYPE_COLOURS.info, text: t('device:eventTypes.info') },
  alert: { color: TYPE_COLOURS.alert, text: t('device:eventTypes.alert') },
  error: { color: TYPE_COLOURS.error, text: t('device:eventTypes.error') },
});

const eventColumns = (t: TFunction): ColumnsType<DeviceEvent> => [
  dateTimeColumn<DeviceEvent>(t('device:eventOccurTime'), 'occurTime'),
  {
    title: t('device:eventName'),
    key: 'event',
    width: 220,
    render: (_value, row) => (
      <span>
        {row.eventName} <Typography.Text type="secondary">({row.identifier})</Typography.Text>
      </span>
    ),
  },
  statusColumn<DeviceEvent>(t('device:eventType'), 'eventType', eventTypeLooks(t), 100),
  {
    title: t('device:eventParams'),
    dataIndex: 'params',
    ellipsis: true,
    render: (params: DeviceEvent['params']) => (
      <Typography.Text code ellipsis={{ tooltip: JSON.stringify(params, null, 1) }}>
        {JSON.stringify(params)}
      </Typography.Text>
    ),
  },
  dateTimeColumn<DeviceEvent>(t('device:eventReceiveTime'), 'receiveTime'),
];

/** The device's events, newest occurrence first, page by page; filters: event type and time range. */
export function DeviceEventsTab({ iotId }: { iotId: string }) {
  const { t } = useTranslation('device');
  const source = useMemo(() => deviceEventSource(iotId), [iotId]);
  const fields = useMemo(() => deviceEventFields(t), [t]);
  const columns = useMemo(() => eventColumns(t), [t]);
  return (
    <div data-testid="device-events">
      <ListPage<DeviceEvent>
        source={source}
        fields={fields}
        columns={columns}
        rowKey="id"
        tableProps={{ scroll: { x: 960 } }}
      />
    </div>
  );
}
