import type { PropertyDef } from '@beacon/contracts/thing-model';
import { Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import { dataTypeText } from './data-type-text';
import { CheckCell, ConversionCell, propertyLabel, SourceCell } from './mapping-cells';
import type { MappingRow, RowProblem } from './mapping-rows';

/** Props of the mapping table. */
export interface MappingTableProps {
  /** The standard model's properties: one row each. */
  stdProperties: readonly PropertyDef[];
  /** The third-party model's properties: the sources to choose from (empty until one is picked). */
  thirdProperties: readonly PropertyDef[];
  rows: readonly MappingRow[];
  /** A row changed (keep it stable: the cells are memoised on it). */
  onChange: (row: MappingRow) => void;
  /** The server's refusal of a row, by standard property (shown until the row changes). */
  serverProblems: ReadonlyMap<string, RowProblem>;
  disabled?: boolean;
}

/**
 * Per standard property: the third-party property it comes from, the conversion (none, scale × offset, enum map,
 * unit), the rule it breaks (checkConversion, or the server's) and a live preview of a sample value.
 */
export function MappingTable(props: MappingTableProps) {
  const { t } = useTranslation('relevance');
  const { stdProperties, thirdProperties, rows, onChange, serverProblems, disabled } = props;
  const sources = useMemo(
    () => new Map(thirdProperties.map((property) => [property.identifier, property])),
    [thirdProperties],
  );
  const targets = useMemo(
    () => new Map(stdProperties.map((property) => [property.identifier, property])),
    [stdProperties],
  );
  const cell = (row: MappingRow) => {
    const target = targets.get(row.stdProperty);
    return target && { row, target, sources, onChange, disabled };
  };

  const columns: ColumnsType<MappingRow> = [
    {
      title: t('stdProperty'),
      key: 'std',
      width: 200,
      render: (_value, row) => {
        const target = targets.get(row.stdProperty);
        return (
          target && (
            <div>
              <div>{propertyLabel(target)}</div>
              <Typography.Text type="secondary">{dataTypeText(target.dataType)}</Typography.Text>
            </div>
          )
        );
      },
    },
    {
      title: t('thirdProperty'),
      key: 'third',
      width: 240,
      render: (_value, row) => {
        const props = cell(row);
        return props && <SourceCell {...props} />;
      },
    },
    {
      title: t('conversion'),
      key: 'conversion',
      width: 320,
      render: (_value, row) => {
        const props = cell(row);
        return props && <ConversionCell {...props} />;
      },
    },
    {
      title: t('check'),
      key: 'check',
      width: 280,
      render: (_value, row) => {
        const props = cell(row);
        return props && <CheckCell {...props} serverProblem={serverProblems.get(row.stdProperty)} />;
      },
    },
  ];

  return (
    <div data-testid="mapping-table">
      <DataTable<MappingRow> rowKey="stdProperty" columns={columns} dataSource={[...rows]} scroll={{ x: 1040 }} />
    </div>
  );
}
