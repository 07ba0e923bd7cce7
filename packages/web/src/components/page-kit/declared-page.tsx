import { type ReactNode, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../crud/export-button';
import { useOverlay } from '../crud/use-overlay';
import { type ListHandle, ListPage } from '../list-page/list-page';
import type { ListQuery } from '../list-page/list-state';
import { Permission } from '../permission/permission';
import { DetailDrawer } from './detail-drawer';
import type { AnyPageSpec, AnyRow, PageControl, TextContext, ToolbarSpec } from './page-spec';
import { pageTexts } from './page-texts';
import { detailItems, exportColumns, tableColumns, tableWidth } from './spec-columns';
import { filterFields } from './spec-filters';
import { exportSourceOf, listSourceOf } from './spec-source';

/** The kit's buttons above the table, each behind its permission when it names one. */
function ToolbarButton({
  item,
  spec,
  context,
  query,
}: {
  item: ToolbarSpec;
  spec: AnyPageSpec;
  context: TextContext;
  query: ListQuery;
}) {
  const button = typeof item === 'string' ? undefined : item.button;
  const control = (
    <ExportButton
      source={() => exportSourceOf(spec)}
      filters={query.filters}
      columns={exportColumns(spec, context)}
      fileName={pageTexts(context).fileName}
    />
  );
  return button ? <Permission pageId={button}>{control}</Permission> : control;
}

/** Renders a page declaration: filter bar, toolbar, table, pager, the detail drawer and its custom parts. */
export function DeclaredPage({ spec }: { spec: AnyPageSpec }) {
  const { t, i18n } = useTranslation(spec.texts);
  const context = useMemo<TextContext>(() => ({ t, language: i18n.language }), [t, i18n.language]);
  const list = useRef<ListHandle>(null);
  const detail = useOverlay<AnyRow>();
  const showDetail = detail.show;
  const source = useMemo(() => listSourceOf(spec), [spec]);
  const fields = useMemo(() => filterFields(spec, context), [spec, context]);
  const page = useMemo<PageControl>(() => ({ reload: () => list.current?.reload() }), []);
  const columns = useMemo(
    () => tableColumns(spec, context, { ...page, showDetail }),
    [spec, context, page, showDetail],
  );
  const texts = pageTexts(context);
  const { header: Header, toolbar: Toolbar } = spec.parts ?? {};
  const toolbar = spec.toolbar ?? [];
  const actions =
    toolbar.length > 0 || Toolbar
      ? ({ query }: { query: ListQuery }): ReactNode => (
          <>
            {toolbar.map((item) => (
              <ToolbarButton key={typeof item === 'string' ? item : item.kind} {...{ item, spec, context, query }} />
            ))}
            {Toolbar && <Toolbar query={query} {...page} />}
          </>
        )
      : undefined;

  return (
    <>
      {Header && <Header {...page} />}
      <ListPage<AnyRow>
        ref={list}
        source={source}
        fields={fields}
        columns={columns}
        rowKey={spec.rowKey ?? 'id'}
        actions={actions}
        tableProps={{ scroll: { x: tableWidth(spec) }, emptyText: texts.empty }}
      />
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
    </>
  );
}
