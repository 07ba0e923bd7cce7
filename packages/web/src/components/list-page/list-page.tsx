import { Typography } from 'antd';
import type { TableRef } from 'antd/es/table';
import { type Key, type ReactNode, type Ref, useEffect, useImperativeHandle, useRef } from 'react';
import { apiRequest } from '../../lib/api-client/request';
import { DataTable, type DataTableProps, scrollTableToTop } from '../data-table/data-table';
import { FilterBar } from '../filter-bar/filter-bar';
import type { FieldConfig } from '../form-field/field-types';
import { serializeValues } from '../form-field/field-values';
import { Pagination } from '../pagination/pagination';
import { createListLoader, type ListLoader, type ListRequestConfig, type ListTransport } from './list-request';
import type { ListQuery } from './list-state';
import { useList } from './use-list';

/** What a parent can do to a mounted list. */
export interface ListHandle {
  /** Load the current page again (after create, edit or delete). */
  reload: () => void;
  /** The query of the current page. */
  getQuery: () => ListQuery;
}

/** Props of the generic list screen. */
export interface ListPageProps<T> extends Partial<ListRequestConfig> {
  title?: ReactNode;
  /** Breadcrumb slot above the title. */
  breadcrumb?: ReactNode;
  /** Filter fields; no filter bar without them. */
  fields?: readonly FieldConfig[];
  filterInitialValues?: Record<string, unknown>;
  /** Action bar slot (create, bulk actions, export, import) above the table. */
  actions?: ReactNode;
  columns: DataTableProps<T>['columns'];
  rowKey?: DataTableProps<T>['rowKey'];
  /** Sends the generic list request for `url`; defaults to the console's api client. */
  request?: ListTransport;
  /** A request handler used instead of `url`. Without `url` or `loader` no request is made. */
  loader?: ListLoader<T>;
  selection?: DataTableProps<T>['selection'];
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

const defaultTransport: ListTransport = (options) => apiRequest<unknown>(options);

/** Generic list screen: title, filter bar, action bar, table and pagination over one list state machine. */
export function ListPage<T extends object>(props: ListPageProps<T>) {
  const { title, breadcrumb, fields, filterInitialValues, actions, columns, rowKey, url, ref } = props;
  const loader =
    props.loader ??
    (url
      ? createListLoader<T>(
          {
            url,
            method: props.method,
            form: props.form,
            params: props.params,
            pageIndexKey: props.pageIndexKey,
            pageSizeKey: props.pageSizeKey,
          },
          props.request ?? defaultTransport,
        )
      : undefined);
  const [state, dispatch] = useList<T>({
    loader,
    pageSize: props.pageSize,
    filters: fields && filterInitialValues ? serializeValues(fields, filterInitialValues) : {},
    immediate: props.immediate,
  });
  const tableRef = useRef<TableRef>(null);

  useImperativeHandle(ref, () => ({ reload: () => dispatch({ type: 'reload' }), getQuery: () => state.query }), [
    dispatch,
    state.query,
  ]);

  useEffect(() => {
    if (state.status === 'success') scrollTableToTop(tableRef);
  }, [state.status]);

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
          onSearch={(filters) => dispatch({ type: 'search', filters })}
        />
      )}
      {actions && <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 12 }}>{actions}</div>}
      <DataTable<T>
        {...props.tableProps}
        tableRef={tableRef}
        columns={columns}
        rowKey={rowKey}
        dataSource={state.rows}
        loading={state.status === 'loading'}
        message={state.message}
        selection={props.selection}
        onSelectionChange={props.onSelectionChange}
        highlightCurrentRow={props.highlightCurrentRow}
        onCurrentRowChange={props.onCurrentRowChange}
      />
      <Pagination
        total={state.total}
        pageIndex={state.query.pageIndex}
        pageSize={state.query.pageSize}
        sizes={props.pageSizes}
        jumper={props.jumper}
        onPageChange={(pageIndex) => dispatch({ type: 'page', pageIndex })}
        onPageSizeChange={(pageSize) => dispatch({ type: 'pageSize', pageSize })}
      />
    </div>
  );
}
