import type { TimelineEntry } from '@beacon/contracts/work-order';
import { Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { STATUS_COLORS } from '../../../components/work-order/work-order-colors';
import { formatDateTime } from '../../../lib/formatters';
import { actorText } from './work-order-texts';

/** A work order's timeline, oldest first: what happened, by whom, when, and its note. */
export function WorkOrderTimeline({ entries }: { entries: readonly TimelineEntry[] }) {
  const { t } = useTranslation('workOrder');
  return (
    <Timeline
      data-testid="work-order-timeline"
      items={entries.map((entry) => ({
        key: `${entry.time}-${entry.action}`,
        color: STATUS_COLORS[entry.toStatus] === 'default' ? 'gray' : STATUS_COLORS[entry.toStatus],
        title: formatDateTime(entry.time),
        content: (
          <>
            <div>
              {t(`values.action.${entry.action}`)} · {actorText(t, entry.by)} → {t(`values.status.${entry.toStatus}`)}
            </div>
            {entry.note && <Typography.Text type="secondary">{entry.note}</Typography.Text>}
          </>
        ),
      }))}
    />
  );
}
