import type { DeviceLog } from '@beacon/contracts/telemetry';
import { deviceDetailTelemetryEndpoints } from '@beacon/contracts/telemetry.endpoints';
import { useQuery } from '@tanstack/react-query';
import { Card, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { endpointQueryOptions } from '../../../../lib/api-client/call-endpoint';
import { reasonText } from '../../../../lib/api-client/refusal-text';
import { formatDateTime } from '../../../../lib/formatters';

/** How many of the device's newest messages the list shows, and how often it reloads them. */
export const DEVICE_MESSAGES = { count: 50, refreshMs: 3_000 } as const;

const TYPE_COLORS: Readonly<Record<DeviceLog['type'], string>> = {
  online: 'green',
  offline: 'default',
  property: 'blue',
  event: 'gold',
  service: 'purple',
  rejected: 'red',
};

/** The device's last 50 messages (its own log: uplinks, service calls and replies, refusals), reloaded every 3 s. */
export function DeviceMessages({ iotId }: { iotId: string }) {
  const { t } = useTranslation('deviceDebug');
  const messages = useQuery({
    ...endpointQueryOptions(
      deviceDetailTelemetryEndpoints.logPage,
      { params: { iotId }, body: { page_index: 1, page_size: DEVICE_MESSAGES.count } },
      { silent: true },
    ),
    refetchInterval: DEVICE_MESSAGES.refreshMs,
  });
  return (
    <Card
      size="small"
      title={t('messagesTitle')}
      extra={<Typography.Text type="secondary">{t('messagesHint')}</Typography.Text>}
    >
      <Table<DeviceLog>
        size="small"
        bordered
        rowKey="id"
        pagination={false}
        loading={messages.isPending}
        scroll={{ x: 720 }}
        dataSource={messages.data?.result.items ?? []}
        locale={{ emptyText: t('messagesEmpty') }}
        data-testid="device-debug-messages"
        columns={[
          { title: t('time'), dataIndex: 'createDate', width: 170, render: (time: number) => formatDateTime(time) },
          {
            title: t('type'),
            dataIndex: 'type',
            width: 100,
            render: (type: DeviceLog['type']) => <Tag color={TYPE_COLORS[type]}>{t(`types.${type}`)}</Tag>,
          },
          {
            title: t('content'),
            dataIndex: 'content',
            render: (content: string) => <span style={{ wordBreak: 'break-all' }}>{content}</span>,
          },
          { title: t('reason'), key: 'reason', width: 200, render: (_value, row) => reasonText(row) || '--' },
        ]}
      />
    </Card>
  );
}
