import { endpointListSource } from '../list-page/endpoint-list-source';
import type { ListSource } from '../list-page/list-source';
import type { AnyPageSpec, AnyRow } from './page-spec';
import { specBody } from './spec-filters';

/** The body fields a page is scoped to (its `useScope`), none when it is not scoped. */
export type PageScope = Partial<AnyRow>;

/** The list of a declaration: pages of its endpoint (within its scope), keyed by the endpoint table. */
export const listSourceOf = (spec: AnyPageSpec, scope: PageScope = {}): ListSource<AnyRow> =>
  endpointListSource(spec.endpoint, (query) => ({ ...specBody(spec)(query), ...scope }));

/**
 * The rows of one export. A log grows at the top while its pages are fetched; the open end of each time range is
 * fixed at the export's start, so later pages do not shift.
 */
export const exportSourceOf = (spec: AnyPageSpec, now = Date.now(), scope: PageScope = {}): ListSource<AnyRow> =>
  endpointListSource(spec.endpoint, (query) => ({ ...specBody(spec, now)(query), ...scope }));
