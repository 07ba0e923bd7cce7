import { vi } from 'vitest';
import type { TextContext } from '../components/page-kit/page-spec';
import type { RowActionHandlers } from '../components/page-kit/row-actions';
import i18n, { type Language } from '../i18n';

/** A declaration's text context in a namespace and language, as the kit builds it for a page. */
export const textContext = <L = undefined>(
  namespace: string,
  language: Language = 'zh-CN',
  lookups?: L,
): TextContext<L | undefined> => ({
  t: i18n.getFixedT(language, namespace),
  language,
  lookups,
});

/** Row action handlers that record their calls. */
export const rowHandlers = () => ({
  reload: vi.fn<RowActionHandlers['reload']>(),
  showDetail: vi.fn<RowActionHandlers['showDetail']>(),
  edit: vi.fn<RowActionHandlers['edit']>(),
  open: vi.fn<RowActionHandlers['open']>(),
  ask: vi.fn<RowActionHandlers['ask']>(),
  openDialog: vi.fn<RowActionHandlers['openDialog']>(),
});
