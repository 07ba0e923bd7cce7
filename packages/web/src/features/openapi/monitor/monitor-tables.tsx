import type { MonitorApiItem, MonitorAppItem, MonitorFigures } from '@beacon/contracts/gateway-monitor';
import { Card, Col, Row, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { errorRate } from './monitor-range';

/** A row of a monitor table: an item's figures, its key and the name shown. */
type TableRow = MonitorFigures & { key: string; name: string; appId?: string };

const byNumber = (pick: (row: TableRow) => number | null) => (a: TableRow, b: TableRow) =>
  (pick(a) ?? -1) - (pick(b) ?? -1);

/** The figures' columns, each sortable (calls first, descending, as the server orders them). */
const figureColumns = (t: (key: string) => string): ColumnsType<TableRow> => [
  {
    key: 'calls',
    title: t('columns.calls'),
    dataIndex: 'calls',
    align: 'right',
    sorter: byNumber((row) => row.calls),
    defaultSortOrder: 'descend',
  },
  { key: 'errors', title: t('columns.errors'), dataIndex: 'errors', align: 'right', sorter: byNumber((r) => r.errors) },
  {
    key: 'errorRate',
    title: t('columns.errorRate'),
    align: 'right',
    render: (_, row) => errorRate(row.calls, row.errors),
    sorter: byNumber((row) => (row.calls === 0 ? 0 : row.errors / row.calls)),
  },
  ...(['p50', 'p95', 'p99'] as const).map((key) => ({
    key,
    title: t(`columns.${key}`),
    align: 'right' as const,
    render: (_: unknown, row: TableRow) => row[key] ?? '-',
    sorter: byNumber((row: TableRow) => row[key]),
  })),
];

/** One table of items: its title, its rows, whether it shows the appId column; scrolls inside itself when narrow. */
function ItemsTable({
  title,
  rows,
  testId,
  withAppId,
}: {
  title: string;
  rows: TableRow[];
  testId: string;
  withAppId?: boolean;
}) {
  const { t } = useTranslation('gatewayMonitor');
  const columns: ColumnsType<TableRow> = [
    {
      key: 'name',
      title: t('columns.name'),
      dataIndex: 'name',
      sorter: (a, b) => a.name.localeCompare(b.name),
      render: (name: string) => <Typography.Text ellipsis={{ tooltip: name }}>{name}</Typography.Text>,
      width: 200,
    },
    ...(withAppId ? [{ key: 'appId', title: t('columns.appId'), dataIndex: 'appId' }] : []),
    ...figureColumns(t),
  ];
  return (
    <Card size="small" title={title}>
      <Table<TableRow>
        rowKey="key"
        size="small"
        dataSource={rows}
        columns={columns}
        pagination={rows.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
        locale={{ emptyText: t('noCalls') }}
        scroll={{ x: 'max-content' }}
        data-testid={testId}
      />
    </Card>
  );
}

/** Props of the monitor tables: the per-API items and the per-application items. */
export interface MonitorTablesProps {
  apis: readonly MonitorApiItem[];
  apps: readonly MonitorAppItem[];
}

/** The range's calls per API and per application, each table sortable by any figure. */
export function MonitorTables({ apis, apps }: MonitorTablesProps) {
  const { t } = useTranslation('gatewayMonitor');
  const apiRows = apis.map((item) => ({
    ...item,
    key: String(item.apiId),
    name: item.apiId === null ? t('unmatchedApi') : item.name,
  }));
  const appRows = apps.map((item) => ({
    ...item,
    key: String(item.appId),
    name: item.appId === null ? t('unknownApp') : item.name || item.appId,
    appId: item.appId ?? '',
  }));
  return (
    <Row gutter={[12, 12]} style={{ marginTop: 12 }}>
      <Col xs={24} xl={12}>
        <ItemsTable title={t('tables.apis')} rows={apiRows} testId="monitor-api-table" />
      </Col>
      <Col xs={24} xl={12}>
        <ItemsTable title={t('tables.apps')} rows={appRows} testId="monitor-app-table" withAppId />
      </Col>
    </Row>
  );
}
