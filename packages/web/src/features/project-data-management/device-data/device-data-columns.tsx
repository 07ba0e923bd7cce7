import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { actionsColumn, dateTimeColumn } from '../../../components/crud/crud-columns';
import type { LiveValueStore } from '../../../lib/realtime/live-values';
import { LiveTimeCell, LiveValueCell } from './live-cells';
import type { LiveRow } from './live-rows-source';

/** Columns of the live rows; value and times follow pushed changes. */
export function deviceDataColumns(
  t: TFunction,
  store: LiveValueStore,
  showHistory: (row: LiveRow) => void,
): ColumnsType<LiveRow> {
  return [
    { title: t('deviceData:deviceName'), dataIndex: 'deviceName', width: 160, ellipsis: true },
    { title: t('deviceData:devKey'), dataIndex: 'devKey', width: 160, ellipsis: true },
    { title: t('deviceData:attrName'), dataIndex: 'attrName', width: 140, ellipsis: true },
    { title: t('deviceData:attrKey'), dataIndex: 'attrKey', width: 140, ellipsis: true },
    {
      title: t('deviceData:value'),
      key: 'value',
      width: 160,
      render: (_value: unknown, row: LiveRow) => <LiveValueCell store={store} row={row} />,
    },
    {
      title: t('deviceData:valueTime'),
      key: 'valueTime',
      width: 170,
      render: (_value: unknown, row: LiveRow) => <LiveTimeCell store={store} row={row} field="valueTime" />,
    },
    {
      ...dateTimeColumn<LiveRow>(t('deviceData:updateTime'), 'updateTime'),
      render: (_value: unknown, row: LiveRow) => <LiveTimeCell store={store} row={row} field="updateTime" />,
    },
    actionsColumn<LiveRow>(
      t('deviceData:actions'),
      [{ key: 'history', label: t('deviceData:history'), testId: 'device-data-history', onClick: showHistory }],
      90,
    ),
  ];
}
