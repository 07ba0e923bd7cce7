import type { TextContext } from './page-spec';

/** The kit's texts of a page: its own namespace's when it has them, else the kit's. */
export const pageTexts = ({ t }: Pick<TextContext, 't'>) => ({
  /** What the empty table says. */
  empty: t(['empty', 'components:list.empty']),
  actionsTitle: t(['actionsTitle', 'pageKit:actionsTitle']),
  detailAction: t(['detailAction', 'pageKit:detailAction']),
  detailTitle: t(['detailTitle', 'pageKit:detailTitle']),
  create: t(['create', 'pageKit:create']),
  edit: t(['edit', 'pageKit:edit']),
  delete: t(['delete', 'pageKit:delete']),
  deleted: t(['deleted', 'pageKit:deleted']),
  /** What a scoped page says when its route names no scope. */
  noScope: t('noScope'),
  /** The export's file and sheet name. */
  fileName: t('fileName'),
});
