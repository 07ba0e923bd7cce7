import { CONVERSION_KINDS, type ConversionKind } from '@beacon/contracts/model-conversion';
import type { PropertyDef } from '@beacon/contracts/thing-model';
import { Input, Select, Space, Typography } from 'antd';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../../../lib/api-client/refusal-text';
import { ConversionInputs } from './conversion-inputs';
import { dataTypeText } from './data-type-text';
import { draftForKind, type MappingRow, previewOf, type RowProblem, rowProblem, suggestedDraft } from './mapping-rows';

// Each cell is memoised on its row: editing one row re-renders only that row's cells.

/** What every editable cell of a mapping row gets. */
export interface MappingCellProps {
  row: MappingRow;
  /** The standard property of the row. */
  target: PropertyDef;
  /** The third-party properties by identifier. */
  sources: ReadonlyMap<string, PropertyDef>;
  onChange: (row: MappingRow) => void;
  disabled?: boolean;
}

/** A property as `name (identifier)`. */
export const propertyLabel = (property: PropertyDef): string => `${property.name} (${property.identifier})`;

/** The source property select: choosing one suggests a conversion, clearing it unmaps the row. */
export const SourceCell = memo(function SourceCell({ row, target, sources, onChange, disabled }: MappingCellProps) {
  const { t } = useTranslation('relevance');
  const options = [...sources.values()].map((property) => ({
    value: property.identifier,
    label: `${propertyLabel(property)} · ${dataTypeText(property.dataType)}`,
  }));
  return (
    <Select
      aria-label={t('sourceOf', { name: target.name })}
      options={options}
      value={row.thirdProperty ?? undefined}
      placeholder={t('notMapped')}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      disabled={disabled}
      style={{ width: '100%' }}
      onChange={(thirdProperty: string | undefined) => {
        const source = thirdProperty === undefined ? undefined : sources.get(thirdProperty);
        onChange({
          ...row,
          thirdProperty: thirdProperty ?? null,
          conversion: source ? suggestedDraft(source.dataType, target.dataType) : draftForKind('none'),
        });
      }}
    />
  );
});

/** The conversion kind and its inputs (nothing while the row is not mapped). */
export const ConversionCell = memo(function ConversionCell({
  row,
  target,
  sources,
  onChange,
  disabled,
}: MappingCellProps) {
  const { t } = useTranslation('relevance');
  if (row.thirdProperty === null) return null;
  const source = sources.get(row.thirdProperty);
  return (
    <Space vertical size={4}>
      <Select
        aria-label={t('kindOf', { name: target.name })}
        options={CONVERSION_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
        value={row.conversion.kind}
        disabled={disabled}
        style={{ width: 160 }}
        onChange={(kind: ConversionKind) =>
          onChange({ ...row, conversion: draftForKind(kind, source?.dataType, target.dataType) })
        }
      />
      <ConversionInputs
        draft={row.conversion}
        onChange={(conversion) => onChange({ ...row, conversion })}
        label={target.name}
        target={target.dataType}
        disabled={disabled}
      />
    </Space>
  );
});

/** The rule the row breaks (the server's, else checkConversion's), or a sample value and what it converts to. */
export const CheckCell = memo(function CheckCell({
  row,
  target,
  sources,
  onChange,
  serverProblem,
}: MappingCellProps & { serverProblem: RowProblem | undefined }) {
  const { t } = useTranslation('relevance');
  if (row.thirdProperty === null) return null;
  const source = sources.get(row.thirdProperty)?.dataType;
  const problem = serverProblem ?? rowProblem(row, source, target.dataType);
  if (problem)
    return (
      <Typography.Text type="danger" role="alert" data-testid={`mapping-problem-${row.stdProperty}`}>
        {refusalText(problem)}
      </Typography.Text>
    );
  const preview = previewOf(row, source, target.dataType);
  return (
    <Space vertical size={4} style={{ width: '100%' }}>
      <Input
        aria-label={t('sampleOf', { name: target.name })}
        placeholder={t('samplePlaceholder')}
        value={row.sample}
        onChange={(event) => onChange({ ...row, sample: event.target.value })}
        allowClear
      />
      {preview && (
        <Typography.Text type={preview.ok ? 'success' : 'warning'} data-testid={`mapping-preview-${row.stdProperty}`}>
          {preview.ok ? `→ ${JSON.stringify(preview.value)}` : refusalText(preview.refusal)}
        </Typography.Text>
      )}
    </Space>
  );
});
