import { endpointListSource } from '../list-page/endpoint-list-source';
import type { ListSource } from '../list-page/list-source';
import type { AnyPageSpec, AnyRow } from './page-spec';
import { specBody } from './spec-filters';

/** The body fields a page is scoped to (its `useScope`), none when it is not scoped. */
export type PageScope = Partial<AnyRow>;

/** The endpoint's path parameters a page gives (its `usePathParams`). */
export type PagePathParams = Readonly<Record<string, string | number>>;

/**
 * The list of a declaration: pages of its endpoint (within its scope), keyed by the endpoint table; `onLoaded`
 * hears each page's rows.
 */
export function listSourceOf(
  spec: AnyPageSpec,
  scope: PageScope = {},
  params?: PagePathParams,
  onLoaded?: (rows: readonly AnyRow[]) => void,
): ListSource<AnyRow> {
  const source = endpointListSource(spec.endpoint, (query) => ({ ...specBody(spec)(query), ...scope }), params);
  if (!onLoaded) return source;
  return {
    ...source,
    load: async (query, signal) => {
      const page = await source.load(query, signal);
      onLoaded(page.rows);
      return page;
    },
  };
}

/**
 * The rows of one export. A log grows at the top while its pages are fetched; the open end of each time range is
 * fixed at the export's start, so later pages do not shift.
 */
export const exportSourceOf = (
  spec: AnyPageSpec,
  now = Date.now(),
  scope: PageScope = {},
  params?: PagePathParams,
): ListSource<AnyRow> =>
  endpointListSource(spec.endpoint, (query) => ({ ...specBody(spec, now)(query), ...scope }), params);

/** The body of a file the server makes of the filtered rows: the list's body without its paging. */
export function downloadBodyOf(spec: AnyPageSpec, filters: Record<string, unknown>, scope: PageScope = {}): AnyRow {
  const {
    page_index: _page,
    page_size: _size,
    ...body
  } = specBody(spec, Date.now())({ pageIndex: 1, pageSize: 1, filters });
  return { ...body, ...scope };
}
