import type { DeviceLog, DeviceLogType } from '@beacon/contracts/telemetry';
import { Popover, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { dateTimeColumn, type StatusLook, statusColumn } from '../../../components/crud/crud-columns';
import { reasonText } from '../../../lib/api-client/refusal-text';

const TYPE_COLOURS: Record<DeviceLogType, string> = {
  online: 'green',
  offline: 'default',
  property: 'blue',
  event: 'purple',
  service: 'cyan',
  rejected: 'red',
};

/** How each log type shows: a coloured tag with its name. */
export const deviceLogTypeLooks = (t: TFunction): Record<DeviceLogType, StatusLook> => {
  const look = (type: DeviceLogType): StatusLook => ({ color: TYPE_COLOURS[type], text: t(`deviceLog:types.${type}`) });
  return {
    online: look('online'),
    offline: look('offline'),
    property: look('property'),
    event: look('event'),
    service: look('service'),
    rejected: look('rejected'),
  };
};

/** Long text cut to one line; the whole text in a popover on hover or tap. */
function FullTextCell({ text }: { text: string }) {
  return (
    <Popover
      content={
        <pre
          style={{
            maxWidth: 'min(480px, 80vw)',
            maxHeight: 320,
            overflow: 'auto',
            margin: 0,
            whiteSpace: 'pre-wrap',
            wordBreak: 'break-all',
          }}
        >
          {text}
        </pre>
      }
      trigger={['hover', 'click']}
    >
      <Typography.Text ellipsis style={{ maxWidth: '100%', cursor: 'pointer' }}>
        {text}
      </Typography.Text>
    </Popover>
  );
}

// Empty text stays empty, so the table shows its "--".
const fullText = (text: string) => (text ? <FullTextCell text={text} /> : '');

/** Columns of the device log. */
export function deviceLogColumns(t: TFunction): ColumnsType<DeviceLog> {
  return [
    dateTimeColumn<DeviceLog>(t('deviceLog:time'), 'createDate'),
    { title: t('deviceLog:deviceName'), dataIndex: 'deviceName', width: 160, ellipsis: true },
    { title: t('deviceLog:devKey'), dataIndex: 'devKey', width: 160, ellipsis: true },
    statusColumn<DeviceLog>(t('deviceLog:type'), 'type', deviceLogTypeLooks(t), 100),
    {
      title: t('deviceLog:content'),
      dataIndex: 'content',
      width: 320,
      render: fullText,
    },
    {
      title: t('deviceLog:reason'),
      dataIndex: 'reason',
      width: 220,
      // The refusals in the operator's language; rows written before reason keys show their English.
      render: (_reason: string, entry) => fullText(reasonText(entry)),
    },
    // Refusals of one reason within a minute share one entry; the count says how many it stands for.
    { title: t('deviceLog:count'), dataIndex: 'count', width: 80, align: 'right' },
  ];
}
