import { HISTORY_EXPORT_MAX_DAYS } from '@beacon/contracts/history-export';
import type { LatestValue } from '@beacon/contracts/telemetry';
import { deviceDataEndpoints } from '@beacon/contracts/telemetry.endpoints';
import { DatePicker, Select, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '../../../components/page-kit/download-button';

/** Which values an export holds: the drawer's property, or every property of its device. */
type ExportScope = 'property' | 'device';

/** Props of the history export: the row whose drawer it sits in, and the range the chart shows. */
export interface HistoryExportProps {
  row: LatestValue;
  from: number;
  to: number;
}

/**
 * A device's history as a file the server makes (xlsx; CSV past a million rows): this property or all of them, over a
 * chosen range of at most HISTORY_EXPORT_MAX_DAYS days (the chart's to start with), its progress on the button.
 */
export function HistoryExport({ row, from, to }: HistoryExportProps) {
  const { t } = useTranslation('deviceData');
  const [scope, setScope] = useState<ExportScope>('property');
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [dayjs(from), dayjs(to)]);
  const tooLong = range[1].diff(range[0], 'day', true) > HISTORY_EXPORT_MAX_DAYS;
  return (
    <Space wrap style={{ marginBottom: 16 }} data-testid="history-export">
      <DatePicker.RangePicker
        showTime
        allowClear={false}
        value={range}
        onChange={(next) => {
          const [start, end] = next ?? [];
          if (start && end) setRange([start, end]);
        }}
        aria-label={t('exportRange')}
      />
      <Select<ExportScope>
        value={scope}
        onChange={setScope}
        style={{ width: 160 }}
        aria-label={t('exportScope')}
        options={[
          { value: 'property', label: t('exportProperty') },
          { value: 'device', label: t('exportDevice') },
        ]}
      />
      <DownloadButton
        endpoint={deviceDataEndpoints.historyExport}
        label={t('export')}
        disabled={tooLong}
        body={() => ({
          iotId: row.iotId,
          ...(scope === 'property' ? { attrKey: row.attrKey } : {}),
          from: range[0].valueOf(),
          // The picker stops at whole seconds; values are stored in ms, so the end second is included entirely.
          to: range[1].startOf('second').valueOf() + 999,
        })}
      />
      {tooLong && (
        <Typography.Text type="danger">{t('exportTooLong', { max: HISTORY_EXPORT_MAX_DAYS })}</Typography.Text>
      )}
    </Space>
  );
}
