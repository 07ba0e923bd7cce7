import { SELECTION_COLUMN_WIDTH } from '@beacon/contracts/constants';
import { Table, type TableProps } from 'antd';
import type { ColumnsType, TableRef } from 'antd/es/table';
import { type Key, type ReactNode, type Ref, type RefObject, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../lib/viewport';
import { EmptyState } from '../empty-state/empty-state';
import type { ListMessage } from '../list-page/list-state';
import './data-table.css';
import { TableMessage } from './table-message';

/** What an empty cell shows (spec section 2). */
export const EMPTY_CELL = '--';

/** Props of the data table: antd Table props plus selection, current row and a list message. */
export interface DataTableProps<T> extends Omit<TableProps<T>, 'rowSelection' | 'size' | 'bordered' | 'pagination'> {
  columns: ColumnsType<T>;
  /** Row selection mode with a 50 px selection column. */
  selection?: 'single' | 'multiple';
  /** Selected keys when the parent controls them. */
  selectedRowKeys?: Key[];
  /** Rows whose selection box is disabled when this says no. */
  isSelectable?: (row: T) => boolean;
  onSelectionChange?: (keys: Key[], rows: T[]) => void;
  /** Highlight the clicked row. */
  highlightCurrentRow?: boolean;
  onCurrentRowChange?: (row: T) => void;
  /** A load message shown in the empty area instead of rows. */
  message?: ListMessage | null;
  /** What the empty area says when there is no message (default: the kit's "no data"). */
  emptyText?: ReactNode;
  tableRef?: Ref<TableRef>;
}

const isBlank = (value: unknown): boolean => value === '' || value === null || value === undefined;

/**
 * The columns with "--" in empty cells. On a phone or tablet no column is fixed: a fixed column (the row
 * actions above all) would cover the data; the table scrolls sideways inside itself instead.
 */
const withPlaceholders = <T,>(columns: ColumnsType<T>, unfix: boolean): ColumnsType<T> =>
  columns.map((column) => {
    const fixed = unfix ? undefined : column.fixed;
    if ('children' in column && column.children) {
      return { ...column, fixed, children: withPlaceholders(column.children, unfix) };
    }
    const render = column.render;
    return {
      ...column,
      fixed,
      render: (value: unknown, record: T, index: number) => {
        const content = render ? render(value, record, index) : (value as ReactNode);
        return isBlank(content) ? EMPTY_CELL : content;
      },
    };
  });

/** Scroll a table's body back to the top (after a list load). */
export const scrollTableToTop = (ref: RefObject<TableRef | null>): void => {
  for (const element of ref.current?.nativeElement?.querySelectorAll('.ant-table-body, .ant-table-content') ?? []) {
    element.scrollTop = 0;
  }
};

/**
 * The console's table: small, bordered, striped; "--" in empty cells; optional selection and current row.
 * Wider than its place, it scrolls sideways inside itself (never the page).
 */
export function DataTable<T extends object>({
  columns,
  selection,
  selectedRowKeys,
  isSelectable,
  onSelectionChange,
  highlightCurrentRow,
  onCurrentRowChange,
  message,
  emptyText,
  tableRef,
  rowKey = 'id',
  rowClassName,
  onRow,
  className,
  locale,
  loading,
  ...rest
}: DataTableProps<T>) {
  const { t } = useTranslation();
  const [ownKeys, setOwnKeys] = useState<Key[]>([]);
  const [currentKey, setCurrentKey] = useState<Key | null>(null);
  const mobile = useIsMobile();
  const keyOf = (record: T, index?: number): Key =>
    typeof rowKey === 'function' ? rowKey(record, index) : (record[rowKey as keyof T] as Key);

  return (
    <Table<T>
      data-testid="list-table"
      {...rest}
      ref={tableRef}
      loading={typeof loading === 'boolean' ? { spinning: loading, description: t('common:loading') } : loading}
      className={['beacon-table', className].filter(Boolean).join(' ')}
      size="small"
      bordered
      pagination={false}
      rowKey={rowKey}
      columns={withPlaceholders(columns, mobile)}
      // On a phone columns keep their widths and the table scrolls sideways rather than squeezing them.
      scroll={rest.scroll ?? (mobile ? { x: 'max-content' } : undefined)}
      locale={{
        emptyText: message ? (
          <TableMessage message={message} />
        ) : (
          <EmptyState type="blank" text={emptyText ?? t('components:list.empty')} />
        ),
        ...locale,
      }}
      rowSelection={
        selection && {
          type: selection === 'single' ? 'radio' : 'checkbox',
          columnWidth: SELECTION_COLUMN_WIDTH,
          selectedRowKeys: selectedRowKeys ?? ownKeys,
          getCheckboxProps: isSelectable ? (row) => ({ disabled: !isSelectable(row) }) : undefined,
          onChange: (keys, rows) => {
            setOwnKeys(keys);
            onSelectionChange?.(keys, rows);
          },
        }
      }
      rowClassName={(record, index, indent) => {
        const own = typeof rowClassName === 'function' ? rowClassName(record, index, indent) : rowClassName;
        const striped = index % 2 === 1 ? 'beacon-row-striped' : '';
        const current = highlightCurrentRow && currentKey !== null && keyOf(record, index) === currentKey;
        return [own, striped, current ? 'beacon-row-current' : ''].filter(Boolean).join(' ');
      }}
      onRow={(record, index) => {
        const own = onRow?.(record, index) ?? {};
        return {
          ...own,
          'aria-selected': highlightCurrentRow ? keyOf(record, index) === currentKey : undefined,
          onClick: (event) => {
            if (highlightCurrentRow) {
              setCurrentKey(keyOf(record, index));
              onCurrentRowChange?.(record);
            }
            own.onClick?.(event);
          },
        };
      }}
    />
  );
}
