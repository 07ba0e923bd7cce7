import type { AnyEndpoint, EndpointBody, EndpointReply } from '@beacon/contracts/endpoint';
import type { ListAReply } from '@beacon/contracts/protocol';
import type { RoutePath } from '@beacon/contracts/registry';
import type { TFunction } from 'i18next';
import type { ComponentType, ReactNode } from 'react';
import type { PageEndpoint } from '../list-page/endpoint-list-source';
import type { ListQuery } from '../list-page/list-state';

/** Any row, as the kit sees it. */
export type AnyRow = Record<string, unknown>;
/** A page endpoint of the table: a list A reply of rows. */
export type AnyPageEndpoint = AnyEndpoint & PageEndpoint<AnyRow, AnyRow>;
/** The row type of a page endpoint (an item of its list A reply). */
export type RowOf<E extends AnyEndpoint> = EndpointReply<E> extends ListAReply<infer Row> ? Row : never;
/** The body a page endpoint takes. */
export type BodyOf<E extends AnyEndpoint> = NonNullable<EndpointBody<E>>;

/** What a declaration's text functions get: the page's texts in the current language. */
export interface TextContext {
  /** Translates in the page's namespace (`texts`). */
  t: TFunction;
  language: string;
}

/** One option of a select filter. */
export interface FilterOption {
  value: string | number;
  label: ReactNode;
}

/** The body fields a filter may set (the paging fields are the kit's). */
export type FilterKey<Body> = Exclude<keyof Body & string, 'page_index' | 'page_size'>;

/**
 * A filter: a body field by name (its control follows its schema: an enum is a select labelled by
 * `values.<key>.<value>`, a string a text input with its maximum length, a number a number input), the same with
 * its own label or options, or a date-time range sent as two body fields in epoch ms (the end second included).
 */
export type FilterSpec<Body> =
  | FilterKey<Body>
  | { key: FilterKey<Body>; label?: string; options?(context: TextContext): readonly FilterOption[] }
  | { key: string; range: readonly [FilterKey<Body>, FilterKey<Body>]; label?: string };

/** Where a column shows: the table, the detail drawer, the xlsx export. */
export type ColumnPlace = 'table' | 'detail' | 'export';

// Methods, not function-valued properties, so a declaration of a concrete row stays assignable to the kit's row.
interface ColumnOptions<Row, K extends keyof Row & string> {
  key: K;
  /** Text key of the title (default: the key). */
  label?: string;
  /** Table width in px (default 120); the table scrolls sideways past the sum of its columns. */
  width?: number;
  align?: 'right';
  /** A named format of the value: 'dateTime' (YYYY-MM-DD HH:mm:ss). */
  format?: 'dateTime';
  /** The value as read in every place (e.g. made of several fields); default: the field itself. */
  text?(row: Row, context: TextContext): string | number;
  /** Shown as a coloured tag, the colour per value (text: `values.<key>.<value>` unless `text` says). */
  tags?: Readonly<Record<Row[K] & string, string>>;
  /** Shown as a coloured tag, the colour per row. */
  tagColor?(row: Row): string;
  /** Copyable in the detail drawer. */
  copy?: boolean;
  /** Where it shows (default everywhere). */
  only?: readonly ColumnPlace[];
  /** Width in characters in the export (default: from `width`). */
  exportWidth?: number;
}

/** A column: a field of the row by name, or with options. */
export type ColumnSpec<Row> =
  | (keyof Row & string)
  | { [K in keyof Row & string]: ColumnOptions<Row, K> }[keyof Row & string];

/** What a row action or a part can do to the page. */
export interface PageControl {
  /** Load the current page again. */
  reload: () => void;
}

/** A row action: the detail drawer (every column marked for it), or a button of the page (shown only to holders). */
export type RowActionSpec<Row> =
  | { kind: 'detail' }
  | {
      kind: 'run';
      key: string;
      /** Text key of the button (default: the key). */
      label?: string;
      /** The button page id the user must hold. */
      button?: string;
      danger?: boolean;
      visible?(row: Row): boolean;
      run(row: Row, page: PageControl): void;
    };

/** A button above the table: xlsx export of the filtered rows (columns from `columns`), shown to holders of `button`. */
export type ToolbarSpec = 'export' | { kind: 'export'; button?: string };

/** What a toolbar part gets. */
export interface ToolbarPartProps extends PageControl {
  /** The list's current query (page and filters). */
  query: ListQuery;
}
/** Custom parts by name: above the filter bar, and in the toolbar after the kit's buttons. */
export interface PageParts {
  header?: ComponentType<PageControl>;
  toolbar?: ComponentType<ToolbarPartProps>;
}

/** A list page as a declaration: what it shows and calls; the kit renders the rest. */
export interface PageSpec<P extends RoutePath, Row, Body> {
  /** The route it is the page of (the route table gives its menu, guard and tabs). */
  route: P;
  /**
   * Locale namespace of its texts: labels by key, `values.<key>.<value>`, and optionally `empty` (the empty
   * table's sentence), `fileName` (export), `detailTitle`, `detailAction`, `actionsTitle` (else the kit's).
   */
  texts: string;
  /** The page endpoint of the endpoint table it lists. */
  endpoint: PageEndpoint<Row, Body>;
  filters?: readonly FilterSpec<Body>[];
  columns: readonly ColumnSpec<Row>[];
  rowActions?: readonly RowActionSpec<Row>[];
  /** Width in px of the row actions column (default 90). */
  actionsWidth?: number;
  toolbar?: readonly ToolbarSpec[];
  parts?: PageParts;
  /** The row field that keys rows (default `id`). */
  rowKey?: keyof Row & string;
}

/** Any declaration, as the kit renders it. */
export type AnyPageSpec = PageSpec<RoutePath, AnyRow, AnyRow>;
