import type { LatestValue } from '@beacon/contracts/telemetry';
import { formatDateTime, valueText } from '../../../lib/formatters';
import { type LiveValueStore, useLiveValue } from '../../../lib/realtime/live-values';
import './device-data.css';

/** The key of a live row: its device and property. */
export const liveRowKey = (row: Pick<LatestValue, 'iotId' | 'attrKey'>): string => `${row.iotId}/${row.attrKey}`;

/** What a live cell shows: the row's value, or a newer pushed one. */
const useShown = (store: LiveValueStore, row: LatestValue) => {
  const live = useLiveValue(store, row.iotId, row.attrKey);
  return live && live.updateTime > row.updateTime ? { ...live, pushed: true } : { ...row, pushed: false };
};

/** Props of a live cell. */
export interface LiveCellProps {
  store: LiveValueStore;
  row: LatestValue;
}

/** The value with its unit; a pushed change replaces it in place and flashes briefly. */
export function LiveValueCell({ store, row }: LiveCellProps) {
  const shown = useShown(store, row);
  return (
    <span
      // A new key per change restarts the flash.
      key={shown.updateTime}
      className={shown.pushed ? 'beacon-live-flash' : undefined}
      data-testid={`live-value-${liveRowKey(row)}`}
    >
      {valueText(shown.value, row.unit)}
    </span>
  );
}

/** The value time or the update time of the shown value. */
export function LiveTimeCell({ store, row, field }: LiveCellProps & { field: 'valueTime' | 'updateTime' }) {
  const shown = useShown(store, row);
  return <>{formatDateTime(shown[field])}</>;
}
