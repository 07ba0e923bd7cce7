import { Button, Segmented, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type Key, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../components/list-page/list-page';
import { formatDateTime } from '../../lib/formatters';
import { DEMO_LIST_MODES, type DemoDevice, type DemoListMode, demoTransport } from './demo-rows';
import { DemoSection } from './demo-section';

type Selection = 'none' | 'single' | 'multiple';

/** ListPage in each state (success, empty, warning, error, loading) and each selection mode. */
export function ListDemo() {
  const { t } = useTranslation('demo');
  const [mode, setMode] = useState<DemoListMode>('success');
  const [selection, setSelection] = useState<Selection>('multiple');
  const [selected, setSelected] = useState<Key[]>([]);
  const [current, setCurrent] = useState<DemoDevice | null>(null);
  const request = useMemo(() => demoTransport(mode, t('list.failure')), [mode, t]);

  const columns: ColumnsType<DemoDevice> = [
    { title: t('list.name'), dataIndex: 'name', width: 160 },
    { title: t('list.code'), dataIndex: 'code', width: 120 },
    {
      title: t('list.status'),
      dataIndex: 'status',
      width: 90,
      render: (status: DemoDevice['status']) => (
        <Tag color={status === 'online' ? 'green' : 'default'}>{t(`list.${status}`)}</Tag>
      ),
    },
    {
      title: t('list.createDate'),
      dataIndex: 'createDate',
      width: 170,
      render: (value: string) => formatDateTime(value),
    },
    { title: t('list.note'), dataIndex: 'note' },
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
        url="/demo/devices/page"
        request={request}
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
        actions={
          <>
            <Button type="primary">{t('list.create')}</Button>
            <Button>{t('list.export')}</Button>
            <Typography.Text type="secondary" data-testid="demo-list-selected">
              {t('list.selected', { count: selected.length })}
              {current && ` · ${t('list.current', { name: current.name })}`}
            </Typography.Text>
          </>
        }
        selection={selection === 'none' ? undefined : selection}
        onSelectionChange={(keys) => setSelected(keys)}
        highlightCurrentRow
        onCurrentRowChange={setCurrent}
        jumper
      />
    </DemoSection>
  );
}
