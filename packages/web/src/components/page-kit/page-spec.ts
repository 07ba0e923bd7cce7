import type { AnyEndpoint, AnyFileEndpoint, EndpointBody, EndpointReply } from '@beacon/contracts/endpoint';
import type { FormBPage, FormBReply, ListAReply } from '@beacon/contracts/protocol';
import type { RoutePath } from '@beacon/contracts/registry';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { CallOptions } from '../../lib/api-client/call-endpoint';
import type { BulkResult } from '../crud/use-bulk-action';
import type { FieldConfig } from '../form-field/field-types';
import type { PageEndpoint } from '../list-page/endpoint-list-source';
import type { ListQuery } from '../list-page/list-state';

/** Any row, as the kit sees it. */
export type AnyRow = Record<string, unknown>;
/** A page endpoint of the table: a list A reply of rows, or a form B page of records. */
export type AnyPageEndpoint = AnyEndpoint & PageEndpoint<AnyRow, AnyRow>;
/** The row type of a page endpoint (an item of its list A reply, a record of its form B page). */
export type RowOf<E extends AnyEndpoint> =
  EndpointReply<E> extends ListAReply<infer Row>
    ? Row
    : EndpointReply<E> extends FormBReply<FormBPage<infer Row>>
      ? Row
      : never;
/** The filters of a form B page body (its `data`). */
type FiltersOf<B> = B extends { data?: infer F } ? NonNullable<F> : never;
/** The body a page endpoint's filters fill: its body (list A), or its `data` (form B). */
export type BodyOf<E extends AnyEndpoint> =
  EndpointReply<E> extends FormBReply<unknown> ? FiltersOf<NonNullable<EndpointBody<E>>> : NonNullable<EndpointBody<E>>;

/** What a declaration's text functions get: the page's texts in the current language, and its lookups. */
export interface TextContext<L = unknown> {
  /** Translates in the page's namespace (`texts`). */
  t: TFunction;
  language: string;
  /** What the page's `useLookups` answered (names of ids, option lists); undefined without one. */
  lookups: L;
}

/** One option of a select filter. */
export interface FilterOption {
  value: string | number;
  label: ReactNode;
}

/** The body fields a filter may set (the paging fields are the kit's). */
export type FilterKey<Body> = Exclude<keyof Body & string, 'page_index' | 'page_size'>;

/** A field control without its model and label (the kit's filter gives those). */
export type FieldControl = FieldConfig extends infer F
  ? F extends FieldConfig
    ? Omit<F, 'model' | 'label'>
    : never
  : never;

/**
 * A filter: a body field by name (its control follows its schema: an enum is a select labelled by
 * `values.<key>.<value>`, a string a text input with its maximum length, a number a number input), the same with
 * its own label, options or control (a tree select, a cascader), or a date-time range sent as two body fields in
 * epoch ms (the end second included).
 */
export type FilterSpec<Body, L = unknown> =
  | FilterKey<Body>
  | {
      key: FilterKey<Body>;
      label?: string;
      options?(context: TextContext<L>): readonly FilterOption[];
      control?(context: TextContext<L>): FieldControl;
    }
  | { key: string; range: readonly [FilterKey<Body>, FilterKey<Body>]; label?: string };

/** Where a column shows: the table, the detail drawer, the xlsx export. */
export type ColumnPlace = 'table' | 'detail' | 'export';

// Methods, not function-valued properties, so a declaration of a concrete row stays assignable to the kit's row.
interface ColumnOptions<Row, K extends keyof Row & string, L> {
  key: K;
  /** Text key of the title (default: the key). */
  label?: string;
  /** Table width in px (default 120); the table scrolls sideways past the sum of its columns. */
  width?: number;
  align?: 'right';
  /** A named format of the value: 'dateTime' (YYYY-MM-DD HH:mm:ss). */
  format?: 'dateTime';
  /** The value as read in every place (e.g. made of several fields); default: the field itself. */
  text?(row: Row, context: TextContext<L>): string | number;
  /** How the table and the detail show it, when not as its text (a link, a live cell); the export keeps `text`. */
  render?(row: Row, context: TextContext<L>): ReactNode;
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
export type ColumnSpec<Row, L = unknown> =
  | (keyof Row & string)
  | { [K in keyof Row & string]: ColumnOptions<Row, K, L> }[keyof Row & string];

/** What a row action or a part can do to the page. */
export interface PageControl {
  /** Load the current page again. */
  reload: () => void;
}

/** What every button of a row has: its key, text key (default: the key), the button page id it needs. */
interface RowButton<Row> {
  key: string;
  label?: string;
  /** The button page id the user must hold. */
  button?: string;
  visible?(row: Row): boolean;
  /** Text key of why this row cannot take the action (shown disabled, the reason as its tooltip); undefined: it can. */
  disabled?(row: Row): string | undefined;
}

/** A question before an action: the spec's delete dialog, or a dialog of the page's texts (title, content keys). */
export type AskSpec = 'delete' | { title: string; content: string; danger?: boolean };

/** Why a confirm action will not run for a row: a warning (title text key, content) shown instead of its question. */
export interface RowRefusal {
  title: string;
  content: ReactNode;
}

/** What a row action's own dialog gets: the row, and its overlay's state. */
export interface RecordDialogProps<Row> {
  open: boolean;
  record: Row;
  onClose: () => void;
  /** Called once the closing animation has ended. */
  afterClose: () => void;
}

/**
 * A row action: the detail drawer (every column marked for it); the page's form on the row; a route of the console;
 * a call behind a question (`delete`: the spec's 删除确认 naming the record, success text `deleted`); a dialog of its
 * own on the row; or any run.
 */
export type RowActionSpec<Row> =
  | { kind: 'detail' }
  | ({ kind: 'edit' } & Partial<RowButton<Row>>)
  | (RowButton<Row> & { kind: 'link'; to(row: Row): string })
  | (Partial<RowButton<Row>> & {
      kind: 'delete';
      /** The record's name in the question (its name or key). */
      name(row: Row): string;
      call(row: Row): Promise<unknown>;
    })
  | (RowButton<Row> & {
      kind: 'confirm';
      danger?: boolean;
      /** The question; its content text gets `{name}`. */
      ask: AskSpec;
      name?(row: Row): string;
      /** Asked before the question: a refusal shows instead of it, and nothing is called. */
      refusal?(row: Row): Promise<RowRefusal | undefined>;
      call(row: Row): Promise<unknown>;
      /** Text key of the success message (it gets `{name}` too). */
      success: string;
    })
  | (RowButton<Row> & { kind: 'dialog'; danger?: boolean; dialog(props: RecordDialogProps<Row>): ReactNode })
  | (RowButton<Row> & { kind: 'run'; danger?: boolean; run(row: Row, page: PageControl): void });

/** A bulk action on the selected rows: one question (its content gets `{count}`), then the calls, one toast. */
export interface BulkSpec<Row> {
  kind: 'bulk';
  key: string;
  label?: string;
  button?: string;
  danger?: boolean;
  ask: AskSpec;
  /** The call for one row (one after the other, with progress)… */
  run?(row: Row, options: CallOptions): Promise<unknown>;
  /** …or one batch call for all of them (the page's texts at hand, e.g. for the reason of its failures). */
  runAll?(rows: readonly Row[], options: CallOptions, context: TextContext): Promise<BulkResult>;
}

/** A file the server makes of the filtered rows: a file endpoint taking the list's body without its paging. */
export interface DownloadSpec {
  kind: 'download';
  endpoint: AnyFileEndpoint;
  button?: string;
  /** Text key of the button (default: the kit's 导出). */
  label?: string;
}

/**
 * A button above the table, shown to holders of `button`: xlsx export of the filtered rows (columns from
 * `columns`), a file the server makes of them (`download`, its progress on the button), the page's form for a new
 * record (text key `create`), or a bulk action (the table gets row selection).
 */
export type ToolbarSpec<Row = AnyRow> =
  | 'export'
  | { kind: 'export'; button?: string }
  | DownloadSpec
  | { kind: 'create'; button?: string; label?: string }
  | BulkSpec<Row>;

/** What the page's form gets: the record to edit (none: a new one), and its overlay's state. */
export interface RecordFormProps<Row> {
  open: boolean;
  record: Row | undefined;
  onClose: () => void;
  /** Called once the closing animation has ended. */
  afterClose: () => void;
}

/** What a toolbar part gets. */
export interface ToolbarPartProps<Row = AnyRow> extends PageControl {
  /** The list's current query (page and filters). */
  query: ListQuery;
  /** The selected rows (none unless the toolbar has a bulk action). */
  selectedRows: readonly Row[];
}
/** What the header part gets: the page's control and its lookups. */
export interface HeaderPartProps<L = unknown> extends PageControl {
  lookups: L;
}
/** Custom parts by name: above the filter bar, and in the toolbar after the kit's buttons. */
export interface PageParts<Row = AnyRow, L = unknown> {
  // Methods, so a part of a concrete row or lookups stays assignable to the kit's.
  header?(props: HeaderPartProps<L>): ReactNode;
  // A method, so a part of a concrete row stays assignable to the kit's row.
  toolbar?(props: ToolbarPartProps<Row>): ReactNode;
}

/** A list page as a declaration: what it shows and calls; the kit renders the rest. */
export interface PageSpec<P extends RoutePath, Row, Body, L = unknown> {
  /** The route it is the page of (the route table gives its menu, guard and tabs). */
  route: P;
  /**
   * Locale namespace of its texts: labels by key, `values.<key>.<value>`, and optionally `empty` (the empty
   * table's sentence), `fileName` (export), `detailTitle`, `detailAction`, `actionsTitle` (else the kit's).
   */
  texts: string;
  /** The page endpoint of the endpoint table it lists (list A, or form B: filters sent in `data`). */
  endpoint: PageEndpoint<Row, Body>;
  /** A hook of what columns and filters read besides the row (names of ids, option lists): `context.lookups`. */
  useLookups?(): L;
  /**
   * A hook of body fields the list is scoped to from outside its filters (e.g. `?stdModelId=` of the route, the
   * project a header part chose): null, there is none and the page says its `noScope` text instead of the list;
   * undefined, it is still loading (a spinner). A new scope starts the list afresh (page 1, no filters).
   */
  useScope?(lookups: L): Partial<Body> | null | undefined;
  /** A hook of the endpoint's path parameters (e.g. the device of a detail page's tab); one object while they hold. */
  usePathParams?(): Readonly<Record<string, string | number>>;
  filters?: readonly FilterSpec<Body, L>[];
  columns: readonly ColumnSpec<Row, L>[];
  rowActions?: readonly RowActionSpec<Row>[];
  /** Width in px of the row actions column (default 90). */
  actionsWidth?: number;
  toolbar?: readonly ToolbarSpec<Row>[];
  /** The drawer that creates (toolbar `create`) and edits (row action `edit`) a record. */
  form?(props: RecordFormProps<Row>): ReactNode;
  /** Rows that cannot be selected for bulk actions (e.g. yourself). */
  isSelectable?(row: Row): boolean;
  parts?: PageParts<Row, L>;
  /** The row field that keys rows (default `id`), or the key made of several. */
  rowKey?: (keyof Row & string) | ((row: Row) => string);
  /** Told each page's rows as they arrive (e.g. to watch their live values). */
  onLoaded?(rows: readonly Row[], context: TextContext<L>): void;
}

/** Any declaration, as the kit renders it. */
export type AnyPageSpec = PageSpec<RoutePath, AnyRow, AnyRow, unknown>;
