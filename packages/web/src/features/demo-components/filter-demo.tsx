import { Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '../../components/filter-bar/filter-bar';
import type { FieldConfig } from '../../components/form-field/field-types';
import { DemoSection } from './demo-section';

/** FilterBar with every field type; shows what the last search sent. */
export function FilterDemo() {
  const { t } = useTranslation('demo');
  const [last, setLast] = useState<Record<string, unknown> | null>(null);
  const fields: FieldConfig[] = [
    { model: 'text', label: t('filter.text'), type: 'text', maxLength: 20, searchOnChange: true },
    { model: 'raw', label: t('filter.noTrim'), type: 'text', trim: false },
    { model: 'number', label: t('filter.number'), type: 'number' },
    { model: 'date', label: t('filter.date'), type: 'date' },
    { model: 'dateRange', label: t('filter.dateRange'), type: 'daterange' },
    { model: 'dateTimeRange', label: t('filter.dateTimeRange'), type: 'datetimerange' },
    { model: 'time', label: t('filter.time'), type: 'time' },
    {
      model: 'select',
      label: t('filter.select'),
      type: 'select',
      searchOnChange: true,
      options: [
        { value: 'a', label: 'A' },
        { value: 'b', label: 'B' },
      ],
    },
  ];
  return (
    <DemoSection testId="demo-filter-bar" title={t('filter.title')}>
      <FilterBar fields={fields} onSearch={setLast} />
      <Typography.Text type="secondary">{t('filter.lastSearch')}</Typography.Text>
      <pre data-testid="demo-filter-result" style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
        {last ? JSON.stringify(last) : '--'}
      </pre>
    </DemoSection>
  );
}
