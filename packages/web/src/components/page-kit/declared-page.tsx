import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Spin, Typography } from 'antd';
import { type ReactNode, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { reportError } from '../../lib/api-client/report-error';
import { ExportButton } from '../crud/export-button';
import { useConfirmedCall } from '../crud/use-confirm-action';
import { useOverlay } from '../crud/use-overlay';
import { EmptyState } from '../empty-state/empty-state';
import { type ListActionContext, type ListHandle, ListPage } from '../list-page/list-page';
import { Permission } from '../permission/permission';
import { BulkButton } from './bulk-button';
import { DetailDrawer } from './detail-drawer';
import { DownloadButton } from './download-button';
import type { AnyPageSpec, AnyRow, PageControl, TextContext, ToolbarSpec } from './page-spec';
import { pageTexts } from './page-texts';
import type { AskingRowAction, DialogRowAction, RowActionHandlers } from './row-actions';
import { detailItems, exportColumns, tableColumns, tableWidth } from './spec-columns';
import { filterFields } from './spec-filters';
import { downloadBodyOf, exportSourceOf, listSourceOf, type PagePathParams, type PageScope } from './spec-source';

interface ToolbarProps {
  item: ToolbarSpec;
  spec: AnyPageSpec;
  context: TextContext;
  list: ListActionContext<AnyRow>;
  scope: PageScope;
  params: PagePathParams | undefined;
  create: () => void;
}

/** One of the kit's buttons above the table, behind its permission when it names one. */
function ToolbarButton({ item, spec, context, list, scope, params, create }: ToolbarProps) {
  if (typeof item === 'object' && item.kind === 'bulk') {
    return (
      <BulkButton action={item} spec={spec} context={context} rows={list.selectedRows} onDone={list.clearSelection} />
    );
  }
  const button = typeof item === 'string' ? undefined : item.button;
  const control =
    typeof item === 'object' && item.kind === 'create' ? (
      <Button type="primary" icon={<PlusOutlined />} onClick={create} data-testid="page-create">
        {item.label ? context.t(item.label) : pageTexts(context).create}
      </Button>
    ) : typeof item === 'object' && item.kind === 'download' ? (
      <DownloadButton
        endpoint={item.endpoint}
        body={() => downloadBodyOf(spec, list.query.filters, scope)}
        label={context.t([item.label ?? 'export', 'pageKit:export'])}
      />
    ) : (
      <ExportButton
        source={() => exportSourceOf(spec, Date.now(), scope, params)}
        filters={list.query.filters}
        columns={exportColumns(spec, context)}
        fileName={pageTexts(context).fileName}
      />
    );
  return button ? <Permission pageId={button}>{control}</Permission> : control;
}

/** How many rows are selected for the bulk actions (nothing while none is). */
function SelectedCount({ count }: { count: number }) {
  const { t } = useTranslation('components');
  if (count === 0) return null;
  return (
    <Typography.Text type="secondary" style={{ alignSelf: 'center' }}>
      {t('bulk.selected', { count })}
    </Typography.Text>
  );
}

const toolbarKey = (item: ToolbarSpec): string =>
  typeof item === 'string' ? item : item.kind === 'bulk' ? `bulk-${item.key}` : item.kind;
const noLookups = (): undefined => undefined;
const UNSCOPED: PageScope = {};
const unscoped = (): PageScope => UNSCOPED;

/** The same object while its value stays the same (a hook may build its answer afresh on every render). */
function useSameValue<T>(value: T): T {
  const last = useRef({ key: JSON.stringify(value), value });
  const key = JSON.stringify(value);
  if (key !== last.current.key) last.current = { key, value };
  return last.current.value;
}
const noPathParams = (): undefined => undefined;

/** Why a confirm action will not run for a row (a failed check was reported): shown, and true; else false. */
async function refused(action: AskingRowAction, row: AnyRow, warn: (title: string, content: ReactNode) => void) {
  if (action.kind !== 'confirm' || !action.refusal) return false;
  try {
    const refusal = await action.refusal(row);
    if (refusal) warn(refusal.title, refusal.content);
    return refusal !== undefined;
  } catch (error) {
    reportError(error);
    return true;
  }
}

/** A row action's question and call: the spec's delete dialog naming the record, or the declared question. */
function useRowAsk(spec: AnyPageSpec, context: TextContext): RowActionHandlers['ask'] {
  const call = useConfirmedCall();
  const { modal } = App.useApp();
  return async (action: AskingRowAction, row: AnyRow) => {
    const name = action.name?.(row);
    const { t } = context;
    if (await refused(action, row, (title, content) => modal.warning({ title: t(title), content }))) return;
    const ask = action.kind === 'delete' ? 'delete' : action.ask;
    void call(
      {
        confirm:
          ask === 'delete'
            ? { deleteOf: () => name ?? '' }
            : () => ({ title: t(ask.title), content: t(ask.content, { name }), danger: ask.danger }),
        run: action.call,
        success: () => (action.kind === 'delete' ? pageTexts(context).deleted : t(action.success, { name })),
        invalidates: [spec.endpoint],
      },
      row,
    );
  };
}

/**
 * Renders a page declaration: filter bar, toolbar (create, bulk actions, export, custom parts), table with its row
 * actions, pager, the detail drawer and the page's form.
 */
export function DeclaredPage({ spec }: { spec: AnyPageSpec }) {
  const { t, i18n } = useTranslation(spec.texts);
  const useLookups = spec.useLookups ?? noLookups;
  const lookups = useLookups();
  const useScope = spec.useScope ?? unscoped;
  const scope = useSameValue(useScope(lookups));
  const usePathParams = spec.usePathParams ?? noPathParams;
  const params = usePathParams();
  const context = useMemo<TextContext>(() => ({ t, language: i18n.language, lookups }), [t, i18n.language, lookups]);
  // The list's source stays one while the scope holds; what it tells of loaded rows reads the current context.
  const latestContext = useRef(context);
  latestContext.current = context;
  const list = useRef<ListHandle>(null);
  const navigate = useNavigate();
  const detail = useOverlay<AnyRow>();
  const form = useOverlay<AnyRow | undefined>();
  const dialog = useOverlay<{ action: DialogRowAction; row: AnyRow }>();
  const ask = useRowAsk(spec, context);
  const source = useMemo(() => {
    if (!scope) return undefined;
    const onLoaded = spec.onLoaded;
    return listSourceOf(spec, scope, params, onLoaded && ((rows) => onLoaded(rows, latestContext.current)));
  }, [spec, scope, params]);
  const fields = useMemo(() => filterFields(spec, context), [spec, context]);
  const page: PageControl = { reload: () => list.current?.reload() };
  const handlers: RowActionHandlers = {
    ...page,
    showDetail: detail.show,
    edit: (row) => form.show(row),
    open: (path) => void navigate(path),
    ask,
    openDialog: (action, row) => dialog.show({ action, row }),
  };
  const columns = tableColumns(spec, context, handlers);
  const texts = pageTexts(context);
  const { header: Header, toolbar: Toolbar } = spec.parts ?? {};
  const Form = spec.form;
  const RowDialog = dialog.state?.target.action.dialog;
  const toolbar = spec.toolbar ?? [];
  const bulk = toolbar.some((item) => typeof item === 'object' && item.kind === 'bulk');
  const actions =
    toolbar.length > 0 || Toolbar
      ? (listContext: ListActionContext<AnyRow>): ReactNode => (
          <>
            {toolbar.map((item) => (
              <ToolbarButton
                key={toolbarKey(item)}
                {...{
                  item,
                  spec,
                  context,
                  list: listContext,
                  scope: scope ?? UNSCOPED,
                  params,
                  create: () => form.show(undefined),
                }}
              />
            ))}
            {Toolbar && <Toolbar query={listContext.query} selectedRows={listContext.selectedRows} {...page} />}
            {bulk && <SelectedCount count={listContext.selectedRows.length} />}
          </>
        )
      : undefined;

  return (
    <>
      {Header && <Header {...page} lookups={lookups} />}
      {scope === undefined ? (
        <Spin style={{ display: 'block', margin: '48px auto' }} />
      ) : scope ? (
        // A new scope starts the list afresh: page 1, no filters of the previous one.
        <ListPage<AnyRow>
          key={JSON.stringify(scope)}
          ref={list}
          source={source}
          fields={fields}
          columns={columns}
          rowKey={spec.rowKey ?? 'id'}
          actions={actions}
          selection={bulk ? 'multiple' : undefined}
          isSelectable={spec.isSelectable}
          tableProps={{ scroll: { x: tableWidth(spec) }, emptyText: texts.empty }}
        />
      ) : (
        <EmptyState text={texts.noScope} />
      )}
      {detail.state && (
        <DetailDrawer
          key={detail.state.key}
          title={texts.detailTitle}
          items={detailItems(spec, detail.state.target, context)}
          open={detail.state.open}
          onClose={detail.close}
          afterClose={detail.afterClose}
        />
      )}
      {dialog.state && RowDialog && (
        <RowDialog
          key={dialog.state.key}
          open={dialog.state.open}
          record={dialog.state.target.row}
          onClose={dialog.close}
          afterClose={dialog.afterClose}
        />
      )}
      {Form && form.state && (
        <Form
          key={form.state.key}
          open={form.state.open}
          record={form.state.target}
          onClose={form.close}
          afterClose={form.afterClose}
        />
      )}
    </>
  );
}
