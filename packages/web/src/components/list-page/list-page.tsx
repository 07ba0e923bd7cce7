import { Typography } from 'antd';
import type { TableRef } from 'antd/es/table';
import { type Key, type ReactNode, type Ref, useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { DataTable, type DataTableProps, scrollTableToTop } from '../data-table/data-table';
import { FilterBar } from '../filter-bar/filter-bar';
import type { FieldConfig } from '../form-field/field-types';
import { serializeValues } from '../form-field/field-values';
import { Pagination } from '../pagination/pagination';
import type { ListSource } from './list-source';
import type { ListQuery, ListQueryAction } from './list-state';
import { useListQuery } from './use-list-query';

/** What a parent can do to a mounted list. */
export interface ListHandle {
  /** Load the current page again. */
  reload: () => void;
  /** The query of the current page. */
  getQuery: () => ListQuery;
}

/** What the action bar sees: the selected rows of the current page and the current query (for export). */
export interface ListActionContext<T> {
  selectedRows: T[];
  selectedKeys: Key[];
  clearSelection: () => void;
  query: ListQuery;
}

/** Props of the generic list screen. */
export interface ListPageProps<T> {
  title?: ReactNode;
  /** Breadcrumb slot above the title. */
  breadcrumb?: ReactNode;
  /** Where the pages come from; without a source no request is made. */
  source?: ListSource<T>;
  /** Filter fields; no filter bar without them. */
  fields?: readonly FieldConfig[];
  filterInitialValues?: Record<string, unknown>;
  /** Action bar (create, bulk actions, export, import) above the table. */
  actions?: ReactNode | ((context: ListActionContext<T>) => ReactNode);
  columns: DataTableProps<T>['columns'];
  /** The row field that keys rows, or the key made of several (default: the row's id). */
  rowKey?: (keyof T & string) | ((row: T) => string);
  selection?: DataTableProps<T>['selection'];
  /** Rows that cannot be selected (e.g. yourself for bulk disable). */
  isSelectable?: (row: T) => boolean;
  onSelectionChange?: (keys: Key[], rows: T[]) => void;
  highlightCurrentRow?: boolean;
  onCurrentRowChange?: (row: T) => void;
  pageSize?: number;
  pageSizes?: 'default' | 'alt';
  jumper?: boolean;
  /** Load on mount (default true). */
  immediate?: boolean;
  /** Further DataTable props (scroll, expandable, ...). */
  tableProps?: Omit<DataTableProps<T>, 'columns'>;
  ref?: Ref<ListHandle>;
}

/** Generic list screen: title, filter bar, action bar, table and pagination over one TanStack list query. */
export function ListPage<T extends object>(props: ListPageProps<T>) {
  const { title, breadcrumb, fields, filterInitialValues, actions, columns, rowKey, ref } = props;
  const initialFilters = useMemo(
    () => (fields && filterInitialValues ? serializeValues(fields, filterInitialValues) : {}),
    [fields, filterInitialValues],
  );
  const list = useListQuery(props.source, {
    pageSize: props.pageSize,
    filters: initialFilters,
    immediate: props.immediate,
  });
  const tableRef = useRef<TableRef>(null);
  const [chosen, setChosen] = useState<ReadonlySet<Key>>(new Set());
  // Rows are keyed by `rowKey`, else by their id.
  const keyOf = (row: T): Key =>
    String(typeof rowKey === 'function' ? rowKey(row) : rowKey ? row[rowKey] : 'id' in row ? row.id : '');
  // The selection is what is chosen among the rows shown now (rows that went away drop out).
  const selectedRows = list.rows.filter((row) => chosen.has(keyOf(row)));
  const selectedKeys = selectedRows.map(keyOf);
  const { query, loadedAt } = list;

  useImperativeHandle(ref, () => ({ reload: list.reload, getQuery: () => query }), [list.reload, query]);

  useEffect(() => {
    if (loadedAt > 0) scrollTableToTop(tableRef);
  }, [loadedAt]);

  const clearSelection = () => setChosen(new Set());
  // A new page or search starts without a selection.
  const change = (action: ListQueryAction) => {
    clearSelection();
    list.dispatch(action);
  };
  const bar = typeof actions === 'function' ? actions({ selectedRows, selectedKeys, clearSelection, query }) : actions;

  return (
    <div className="beacon-list-page">
      {breadcrumb}
      {title && (
        <Typography.Title level={5} style={{ marginTop: 0 }}>
          {title}
        </Typography.Title>
      )}
      {fields && fields.length > 0 && (
        <FilterBar
          fields={fields}
          initialValues={filterInitialValues}
          onSearch={(filters) => change({ type: 'search', filters })}
        />
      )}
      {bar && <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 12 }}>{bar}</div>}
      <DataTable<T>
        {...props.tableProps}
        tableRef={tableRef}
        columns={columns}
        rowKey={(row) => keyOf(row)}
        dataSource={list.rows}
        loading={list.loading}
        message={list.message}
        selection={props.selection}
        selectedRowKeys={props.selection ? selectedKeys : undefined}
        isSelectable={props.isSelectable}
        onSelectionChange={(keys, rows) => {
          setChosen(new Set(keys));
          props.onSelectionChange?.(keys, rows);
        }}
        highlightCurrentRow={props.highlightCurrentRow}
        onCurrentRowChange={props.onCurrentRowChange}
      />
      <Pagination
        total={list.total}
        pageIndex={query.pageIndex}
        pageSize={query.pageSize}
        sizes={props.pageSizes}
        jumper={props.jumper}
        onPageChange={(pageIndex) => change({ type: 'page', pageIndex })}
        onPageSizeChange={(pageSize) => change({ type: 'pageSize', pageSize })}
      />
    </div>
  );
}
