import type { DescriptionsProps } from 'antd';
import { Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../lib/formatters';
import { actionsColumn } from '../crud/crud-columns';
import type { ExportColumn } from '../crud/export-rows';
import { EMPTY_CELL } from '../data-table/data-table';
import type { AnyPageSpec, AnyRow, ColumnPlace, ColumnSpec, TextContext } from './page-spec';
import { pageTexts } from './page-texts';
import { type RowActionHandlers, rowActions } from './row-actions';

/** A declared column with its options (a bare key is a plain column). */
export type ColumnOptions = Exclude<ColumnSpec<AnyRow>, string>;

const DEFAULT_WIDTH = 120;
const DEFAULT_ACTIONS_WIDTH = 90;
// Roughly how many table pixels an xlsx character takes.
const PX_PER_CHARACTER = 7;

/** The declared columns that show in a place, in their order. */
export const columnsIn = (spec: AnyPageSpec, place: ColumnPlace): ColumnOptions[] =>
  spec.columns
    .map((column) => (typeof column === 'string' ? { key: column } : column))
    .filter((column) => !column.only || column.only.includes(place));

/** A column's title. */
const titleOf = (column: ColumnOptions, context: TextContext): string => context.t(column.label ?? column.key);

/** A cell's value as read everywhere: the declared text, the named format, a tag value's text, else the field. */
export function cellText(column: ColumnOptions, row: AnyRow, context: TextContext): string | number {
  if (column.text) return column.text(row, context);
  const value = row[column.key];
  if (column.format === 'dateTime') {
    return formatDateTime(typeof value === 'number' || typeof value === 'string' ? value : null);
  }
  if (column.tags && typeof value === 'string') return context.t(`values.${column.key}.${value}`);
  return typeof value === 'string' || typeof value === 'number' ? value : '';
}

/** The colour of a cell's tag, when it shows as one. */
export function cellTagColor(column: ColumnOptions, row: AnyRow): string | undefined {
  if (column.tagColor) return column.tagColor(row);
  const value = row[column.key];
  return column.tags && typeof value === 'string' ? column.tags[value] : undefined;
}

/** A cell as shown: its text, in its coloured tag when it has one. */
export function cellContent(column: ColumnOptions, row: AnyRow, context: TextContext): ReactNode {
  const text = cellText(column, row, context);
  const color = cellTagColor(column, row);
  return color === undefined ? text : <Tag color={color}>{text}</Tag>;
}

/** A cell as the table and the detail show it: the declared render, else its content. */
const shownContent = (column: ColumnOptions, row: AnyRow, context: TextContext): ReactNode =>
  column.render ? column.render(row, context) : cellContent(column, row, context);

/** The table's columns: the declared ones, then the row actions (if any). */
export function tableColumns(
  spec: AnyPageSpec,
  context: TextContext,
  handlers: RowActionHandlers,
): ColumnsType<AnyRow> {
  const columns: ColumnsType<AnyRow> = columnsIn(spec, 'table').map((column) => ({
    title: titleOf(column, context),
    key: column.key,
    dataIndex: column.key,
    width: column.width ?? DEFAULT_WIDTH,
    align: column.align,
    ellipsis: true,
    render: (_value: unknown, row: AnyRow) => shownContent(column, row, context),
  }));
  const actions = rowActions(spec, context, handlers);
  if (actions.length === 0) return columns;
  const title = pageTexts(context).actionsTitle;
  return [...columns, actionsColumn<AnyRow>(title, actions, spec.actionsWidth ?? DEFAULT_ACTIONS_WIDTH)];
}

/** How wide the table is: its columns' widths summed (it scrolls sideways inside itself past that). */
export const tableWidth = (spec: AnyPageSpec): number =>
  columnsIn(spec, 'table').reduce((sum, column) => sum + (column.width ?? DEFAULT_WIDTH), 0) +
  (spec.rowActions?.length ? (spec.actionsWidth ?? DEFAULT_ACTIONS_WIDTH) : 0);

/** The columns of the xlsx export: titles in the language, values as the table reads them. */
export const exportColumns = (spec: AnyPageSpec, context: TextContext): ExportColumn<AnyRow>[] =>
  columnsIn(spec, 'export').map((column) => ({
    header: titleOf(column, context),
    value: (row) => cellText(column, row, context),
    width: column.exportWidth ?? Math.round((column.width ?? DEFAULT_WIDTH) / PX_PER_CHARACTER),
  }));

/** One value of the detail drawer: as in the table, "--" when empty, copyable when declared so. */
function detailValue(column: ColumnOptions, row: AnyRow, context: TextContext): ReactNode {
  const text = cellText(column, row, context);
  if (text === '') return EMPTY_CELL;
  if (column.copy) return <Typography.Text copyable={{ text: String(text) }}>{text}</Typography.Text>;
  return <span style={{ wordBreak: 'break-all' }}>{shownContent(column, row, context)}</span>;
}

/** The items of a row's detail drawer: every column marked for it, in order. */
export const detailItems = (
  spec: AnyPageSpec,
  row: AnyRow,
  context: TextContext,
): NonNullable<DescriptionsProps['items']> =>
  columnsIn(spec, 'detail').map((column) => ({
    key: column.key,
    label: titleOf(column, context),
    children: detailValue(column, row, context),
  }));
