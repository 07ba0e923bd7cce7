import type { HistoryPoint, LatestValue } from '@beacon/contracts/telemetry';
import { deviceDataEndpoints } from '@beacon/contracts/telemetry.endpoints';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Drawer, Segmented, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state/empty-state';
import type { RecordDialogProps } from '../../../components/page-kit/page-spec';
import { LazyTimeLineChart } from '../../../components/time-line-chart/lazy-time-line-chart';
import type { TimePoint } from '../../../components/time-line-chart/time-line-chart';
import { endpointQueryOptions } from '../../../lib/api-client/call-endpoint';
import { HistoryExport } from './history-export';

/** The time ranges the chart offers. */
export const HISTORY_RANGES = { hour: 3_600_000, day: 86_400_000, week: 7 * 86_400_000 } as const;
/** A time range the chart offers. */
export type HistoryRange = keyof typeof HISTORY_RANGES;

const HISTORY_DRAWER_WIDTH = 800;

/** The numeric points of a history (bool travels as 0/1); other values cannot be drawn. */
export const numericPoints = (points: readonly HistoryPoint[]): TimePoint[] =>
  points.flatMap((point) => (typeof point.value === 'number' ? [{ time: point.valueTime, value: point.value }] : []));

/** One property's history as a line chart over the last hour, 24 hours or 7 days, and its export (full width on phones). */
export function HistoryDrawer({ record: row, open, onClose, afterClose }: RecordDialogProps<LatestValue>) {
  const { t } = useTranslation('deviceData');
  const [range, setRange] = useState<HistoryRange>('hour');
  // The range ends when it was chosen; 刷新 moves it to now.
  const [to, setTo] = useState(() => Date.now());
  const history = useQuery(
    endpointQueryOptions(deviceDataEndpoints.history, {
      body: { iotId: row.iotId, attrKey: row.attrKey, from: to - HISTORY_RANGES[range], to },
    }),
  );
  const points = history.data?.data ?? [];
  const numeric = numericPoints(points);

  const body = () => {
    if (history.isPending) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
    if (history.isError) return <Alert type="error" showIcon title={history.error.message} />;
    if (points.length === 0) return <EmptyState text={t('noHistory')} />;
    if (numeric.length === 0) return <EmptyState text={t('notNumeric')} />;
    return (
      <>
        <LazyTimeLineChart points={numeric} name={row.attrName || row.attrKey} unit={row.unit} />
        <Typography.Text type="secondary">{t('points', { count: numeric.length })}</Typography.Text>
      </>
    );
  };

  return (
    <Drawer
      open={open}
      size={HISTORY_DRAWER_WIDTH}
      title={t('historyTitle', { device: row.deviceName || row.devKey, attr: row.attrName || row.attrKey })}
      onClose={onClose}
      afterOpenChange={(opened) => {
        if (!opened) afterClose();
      }}
      destroyOnHidden
      data-testid="device-data-history-drawer"
    >
      <Space wrap style={{ marginBottom: 16 }}>
        <Segmented<HistoryRange>
          value={range}
          onChange={(next) => {
            setRange(next);
            setTo(Date.now());
          }}
          options={(Object.keys(HISTORY_RANGES) as HistoryRange[]).map((key) => ({
            value: key,
            label: t(`ranges.${key}`),
          }))}
        />
        <Button onClick={() => setTo(Date.now())} loading={history.isFetching}>
          {t('refresh')}
        </Button>
      </Space>
      <HistoryExport key={`${range}-${to}`} row={row} from={to - HISTORY_RANGES[range]} to={to} />
      {body()}
    </Drawer>
  );
}
