import { endpointListSource } from '../list-page/endpoint-list-source';
import type { ListSource } from '../list-page/list-source';
import type { AnyPageSpec, AnyRow } from './page-spec';
import { specBody } from './spec-filters';

/** The list of a declaration: pages of its endpoint, keyed by the endpoint table. */
export const listSourceOf = (spec: AnyPageSpec): ListSource<AnyRow> =>
  endpointListSource(spec.endpoint, specBody(spec));

/**
 * The rows of one export. A log grows at the top while its pages are fetched; the open end of each time range is
 * fixed at the export's start, so later pages do not shift.
 */
export const exportSourceOf = (spec: AnyPageSpec, now = Date.now()): ListSource<AnyRow> =>
  endpointListSource(spec.endpoint, specBody(spec, now));
