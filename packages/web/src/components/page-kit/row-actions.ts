import type { RowAction } from '../crud/crud-columns';
import type { AnyPageSpec, AnyRow, PageControl, RowActionSpec, TextContext } from './page-spec';
import { pageTexts } from './page-texts';

/** A row action that asks before it calls. */
export type AskingRowAction = Extract<RowActionSpec<AnyRow>, { kind: 'delete' | 'confirm' }>;
/** A row action that opens a dialog of its own. */
export type DialogRowAction = Extract<RowActionSpec<AnyRow>, { kind: 'dialog' }>;

/** What the table's row actions do, given by the rendered page. */
export interface RowActionHandlers extends PageControl {
  showDetail: (row: AnyRow) => void;
  /** Open the page's form on the row. */
  edit: (row: AnyRow) => void;
  /** Go to a route of the console. */
  open: (path: string) => void;
  /** Ask the action's question, then call it. */
  ask: (action: AskingRowAction, row: AnyRow) => void;
  /** Open the action's dialog on the row. */
  openDialog: (action: DialogRowAction, row: AnyRow) => void;
}

const always = () => true;

/** The reason a row cannot take an action, in the page's language. */
const disabledReason =
  (disabled: (row: AnyRow) => string | undefined, { t }: TextContext) =>
  (row: AnyRow): string | undefined => {
    const key = disabled(row);
    return key === undefined ? undefined : t(key);
  };

/** One declared row action as a button of the actions column (behind its button's permission when it names one). */
function rowAction(
  action: RowActionSpec<AnyRow>,
  context: TextContext,
  handlers: RowActionHandlers,
): RowAction<AnyRow> {
  const texts = pageTexts(context);
  if (action.kind === 'detail') {
    return { key: 'detail', label: texts.detailAction, testId: 'row-detail', onClick: handlers.showDetail };
  }
  const key = action.key ?? action.kind;
  const defaultLabel = action.kind === 'edit' ? texts.edit : action.kind === 'delete' ? texts.delete : undefined;
  const button = {
    key,
    label: action.label || !defaultLabel ? context.t(action.label ?? key) : defaultLabel,
    pageId: action.button,
    visible: action.visible ?? always,
    disabledReason: action.disabled && disabledReason(action.disabled, context),
    testId: `row-${key}`,
  };
  switch (action.kind) {
    case 'edit':
      return { ...button, onClick: handlers.edit };
    case 'delete':
      return { ...button, danger: true, onClick: (row) => handlers.ask(action, row) };
    case 'confirm':
      return { ...button, danger: action.danger, onClick: (row) => handlers.ask(action, row) };
    case 'link':
      return { ...button, onClick: (row) => handlers.open(action.to(row)) };
    case 'dialog':
      return { ...button, danger: action.danger, onClick: (row) => handlers.openDialog(action, row) };
    case 'run':
      return { ...button, danger: action.danger, onClick: (row) => action.run(row, handlers) };
  }
}

/** The declared row actions as buttons of the actions column. */
export const rowActions = (spec: AnyPageSpec, context: TextContext, handlers: RowActionHandlers): RowAction<AnyRow>[] =>
  (spec.rowActions ?? []).map((action) => rowAction(action, context, handlers));
