import { Button, Segmented, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type Key, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsColumn, dateTimeColumn, statusColumn } from '../../components/crud/crud-columns';
import { ExportButton } from '../../components/crud/export-button';
import type { ExportColumn } from '../../components/crud/export-rows';
import { ListPage } from '../../components/list-page/list-page';
import { loaderListSource } from '../../components/list-page/list-source';
import { formatDateTime } from '../../lib/formatters';
import { DEMO_LIST_MODES, type DemoDevice, type DemoListMode, demoLoader } from './demo-rows';
import { DemoSection } from './demo-section';

type Selection = 'none' | 'single' | 'multiple';

/** ListPage in each state (success, empty, warning, error, loading) and each selection mode. */
export function ListDemo() {
  const { t } = useTranslation('demo');
  const [mode, setMode] = useState<DemoListMode>('success');
  const [selection, setSelection] = useState<Selection>('multiple');
  const [selected, setSelected] = useState<Key[]>([]);
  const [current, setCurrent] = useState<DemoDevice | null>(null);
  const source = useMemo(() => loaderListSource(`demo-${mode}`, demoLoader(mode, t('list.failure'))), [mode, t]);

  // The CRUD kit's standard columns: status tags, date-times and row actions.
  const columns: ColumnsType<DemoDevice> = [
    { title: t('list.name'), dataIndex: 'name', width: 160 },
    { title: t('list.code'), dataIndex: 'code', width: 120 },
    statusColumn<DemoDevice>(t('list.status'), 'status', {
      online: { color: 'green', text: t('list.online') },
      offline: { color: 'default', text: t('list.offline') },
    }),
    dateTimeColumn<DemoDevice>(t('list.createDate'), 'createDate'),
    { title: t('list.note'), dataIndex: 'note' },
    actionsColumn<DemoDevice>(
      t('list.view'),
      [{ key: 'view', label: t('list.view'), onClick: (row) => setCurrent(row) }],
      90,
    ),
  ];
  const exportColumns: ExportColumn<DemoDevice>[] = [
    { header: t('list.name'), value: (row) => row.name, width: 16 },
    { header: t('list.code'), value: (row) => row.code, width: 12 },
    { header: t('list.status'), value: (row) => t(`list.${row.status}`), width: 10 },
    { header: t('list.createDate'), value: (row) => formatDateTime(row.createDate), width: 20 },
  ];

  return (
    <DemoSection testId="demo-list" title={t('list.title')}>
      <Space wrap style={{ marginBottom: 12 }}>
        <span>{t('list.state')}</span>
        <Segmented<DemoListMode>
          data-testid="demo-list-mode"
          value={mode}
          onChange={setMode}
          options={DEMO_LIST_MODES.map((value) => ({ value, label: t(`list.${value}`) }))}
        />
        <span>{t('list.selection')}</span>
        <Segmented<Selection>
          data-testid="demo-list-selection"
          value={selection}
          onChange={(value) => {
            setSelection(value);
            setSelected([]);
          }}
          options={(['none', 'single', 'multiple'] as const).map((value) => ({ value, label: t(`list.${value}`) }))}
        />
      </Space>
      <ListPage<DemoDevice>
        key={`${mode}-${selection}`}
        source={source}
        columns={columns}
        fields={[
          { model: 'name', label: t('list.name'), type: 'text', searchOnChange: true },
          {
            model: 'status',
            label: t('list.status'),
            type: 'select',
            options: [
              { value: 'online', label: t('list.online') },
              { value: 'offline', label: t('list.offline') },
            ],
          },
        ]}
        actions={({ query }) => (
          <>
            <Button type="primary">{t('list.create')}</Button>
            <ExportButton
              source={() => source}
              filters={query.filters}
              columns={exportColumns}
              fileName={t('list.fileName')}
            />
            <Typography.Text type="secondary" data-testid="demo-list-selected">
              {t('list.selected', { count: selected.length })}
              {current && ` · ${t('list.current', { name: current.name })}`}
            </Typography.Text>
          </>
        )}
        selection={selection === 'none' ? undefined : selection}
        onSelectionChange={(keys) => setSelected(keys)}
        highlightCurrentRow
        onCurrentRowChange={setCurrent}
        jumper
      />
    </DemoSection>
  );
}
