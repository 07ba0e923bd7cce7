import { DownOutlined, SearchOutlined, UpOutlined } from '@ant-design/icons';
import { FILTER_BAR_COLLAPSED_HEIGHT, FILTER_DEBOUNCE_MS } from '@beacon/contracts/constants';
import { Button, Form } from 'antd';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldControl } from '../form-field/field-control';
import type { FieldConfig } from '../form-field/field-types';
import { serializeValues, warnDuplicateModels } from '../form-field/field-values';
import './filter-bar.css';

/** Props of the filter bar. */
export interface FilterBarProps {
  fields: readonly FieldConfig[];
  /** Values the fields start with. */
  initialValues?: Record<string, unknown>;
  /** Called with the serialized filter values on 查询, Enter, a debounced change or 重置. */
  onSearch: (filters: Record<string, unknown>) => void;
  /** Called after 重置 cleared every field (before the search it triggers). */
  onReset?: () => void;
}

/**
 * Filter bar: inline fields at the spec widths, 查询/重置, debounced search and a fold toggle (spec section 2).
 * Below the mobile breakpoint the fields take the whole width (none wider than it) and the buttons wrap below.
 */
export function FilterBar({ fields, initialValues, onSearch, onReset }: FilterBarProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Record<string, unknown>>();
  const [expanded, setExpanded] = useState(false);
  const [overflowing, setOverflowing] = useState(false);
  const fieldsRef = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => warnDuplicateModels(fields, 'FilterBar'), [fields]);
  useEffect(() => () => clearTimeout(timer.current), []);

  useLayoutEffect(() => {
    const element = fieldsRef.current;
    if (!element) return;
    const measure = () => setOverflowing(element.scrollHeight > FILTER_BAR_COLLAPSED_HEIGHT + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const search = useCallback(() => {
    clearTimeout(timer.current);
    onSearch(serializeValues(fields, form.getFieldsValue(true)));
  }, [fields, form, onSearch]);

  const reset = () => {
    form.setFields(fields.map((field) => ({ name: field.model, value: undefined })));
    onReset?.();
    search();
  };

  const onValuesChange = (changed: Record<string, unknown>) => {
    const debounced = fields.some((field) => field.searchOnChange && field.model in changed);
    if (!debounced) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(search, FILTER_DEBOUNCE_MS);
  };

  return (
    <section data-testid="filter-bar" aria-label={t('common:filterSearch')} className="beacon-filter-bar">
      <div
        ref={fieldsRef}
        className="beacon-filter-fields"
        style={{ height: overflowing && !expanded ? FILTER_BAR_COLLAPSED_HEIGHT : undefined }}
      >
        <Form form={form} layout="inline" initialValues={initialValues} onValuesChange={onValuesChange}>
          {fields.map((field) => (
            <Form.Item key={field.model} name={field.model} label={field.label} style={{ marginBottom: 12 }}>
              <FieldControl field={field} onEnter={search} />
            </Form.Item>
          ))}
        </Form>
      </div>
      <div className="beacon-filter-buttons">
        <Button type="primary" icon={<SearchOutlined />} autoInsertSpace={false} onClick={search}>
          {t('common:search')}
        </Button>
        <Button autoInsertSpace={false} onClick={reset}>
          {t('common:reset')}
        </Button>
        {overflowing && (
          <Button
            type="link"
            aria-expanded={expanded}
            icon={expanded ? <UpOutlined /> : <DownOutlined />}
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? t('components:filter.collapse') : t('components:filter.expand')}
          </Button>
        )}
      </div>
    </section>
  );
}
