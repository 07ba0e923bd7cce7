import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { UNITS } from '@beacon/contracts/model-conversion-units';
import type { DataType } from '@beacon/contracts/thing-model-data-type';
import { Button, InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { valueOptions } from './data-type-text';
import type { ConversionDraft, EnumPair } from './mapping-rows';

const UNIT_OPTIONS = Object.keys(UNITS).map((unit) => ({ value: unit, label: unit }));

/** Props of a conversion's inputs. */
export interface ConversionInputsProps {
  draft: ConversionDraft;
  onChange: (draft: ConversionDraft) => void;
  /** The standard property's name, to label the inputs. */
  label: string;
  target: DataType;
  disabled?: boolean;
}

/** The inputs of the chosen conversion kind: scale and offset, the two units, or the enum map's pairs. */
export function ConversionInputs({ draft, onChange, label, target, disabled }: ConversionInputsProps) {
  const { t } = useTranslation('relevance');
  const set = (patch: Partial<ConversionDraft>) => onChange({ ...draft, ...patch });
  if (draft.kind === 'scale') {
    return (
      <Space wrap size={4}>
        <InputNumber
          aria-label={t('scaleOf', { name: label })}
          prefix="×"
          value={draft.scale}
          onChange={(scale) => set({ scale })}
          disabled={disabled}
          style={{ width: 130 }}
        />
        <InputNumber
          aria-label={t('offsetOf', { name: label })}
          prefix="+"
          value={draft.offset}
          onChange={(offset) => set({ offset })}
          disabled={disabled}
          style={{ width: 130 }}
        />
      </Space>
    );
  }
  if (draft.kind === 'unit') {
    return (
      <Space wrap size={4}>
        <Select
          aria-label={t('fromUnitOf', { name: label })}
          options={UNIT_OPTIONS}
          value={draft.from || undefined}
          onChange={(from: string) => set({ from })}
          placeholder={t('fromUnit')}
          disabled={disabled}
          showSearch
          style={{ width: 100 }}
        />
        →
        <Select
          aria-label={t('toUnitOf', { name: label })}
          options={UNIT_OPTIONS}
          value={draft.to || undefined}
          onChange={(to: string) => set({ to })}
          placeholder={t('toUnit')}
          disabled={disabled}
          showSearch
          style={{ width: 100 }}
        />
      </Space>
    );
  }
  if (draft.kind === 'enumMap') {
    return <EnumPairs draft={draft} onChange={onChange} label={label} target={target} disabled={disabled} />;
  }
  return null;
}

function EnumPairs({ draft, onChange, label, target, disabled }: ConversionInputsProps) {
  const { t } = useTranslation('relevance');
  const setPairs = (pairs: EnumPair[]) => onChange({ ...draft, pairs });
  const setPair = (index: number, patch: Partial<EnumPair>) =>
    setPairs(draft.pairs.map((pair, i) => (i === index ? { ...pair, ...patch } : pair)));
  return (
    <Space vertical size={4}>
      {draft.pairs.map((pair, index) => (
        // Pairs have no identity of their own but their place in the list.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Space key={index} size={4}>
          <InputNumber
            aria-label={t('enumSourceOf', { name: label, index: index + 1 })}
            precision={0}
            value={pair.source}
            onChange={(source) => setPair(index, { source })}
            disabled={disabled}
            style={{ width: 90 }}
          />
          →
          <Select
            aria-label={t('enumTargetOf', { name: label, index: index + 1 })}
            options={valueOptions(target)}
            value={pair.target ?? undefined}
            onChange={(value: number) => setPair(index, { target: value })}
            placeholder={t('common:pleaseSelect')}
            disabled={disabled}
            style={{ width: 140 }}
          />
          <Button
            type="text"
            size="small"
            icon={<DeleteOutlined />}
            aria-label={t('removePair', { index: index + 1 })}
            onClick={() => setPairs(draft.pairs.filter((_pair, i) => i !== index))}
            disabled={disabled}
          />
        </Space>
      ))}
      <Button
        size="small"
        icon={<PlusOutlined />}
        onClick={() => setPairs([...draft.pairs, { source: null, target: null }])}
        disabled={disabled}
      >
        {t('addPair')}
      </Button>
    </Space>
  );
}
