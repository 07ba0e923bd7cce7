import type { TextContext } from './page-spec';

/** The kit's texts of a page: its own namespace's when it has them, else the kit's. */
export const pageTexts = ({ t }: TextContext) => ({
  /** What the empty table says. */
  empty: t(['empty', 'components:list.empty']),
  actionsTitle: t(['actionsTitle', 'pageKit:actionsTitle']),
  detailAction: t(['detailAction', 'pageKit:detailAction']),
  detailTitle: t(['detailTitle', 'pageKit:detailTitle']),
  /** The export's file and sheet name. */
  fileName: t('fileName'),
});
