import type { LatestValue, latestPageSchema } from '@beacon/contracts/telemetry';
import { deviceDataEndpoints } from '@beacon/contracts/telemetry.endpoints';
import type { z } from 'zod';
import { endpointListSource } from '../../../components/list-page/endpoint-list-source';
import { dropEmptyFilters } from '../../../components/list-page/list-request';
import type { ListSource } from '../../../components/list-page/list-source';
import type { ListQuery } from '../../../components/list-page/list-state';

/** A live row with the table key of its device property. */
export type LiveRow = LatestValue & { rowKey: string };

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The page body: the project, page and the device / property filters that are set. */
export const deviceDataPageBody = (projectCode: string, query: ListQuery): z.input<typeof latestPageSchema> => {
  const filters = dropEmptyFilters(query.filters);
  return {
    page_index: query.pageIndex,
    page_size: query.pageSize,
    projectCode,
    iotId: text(filters.iotId),
    attrKey: text(filters.attrKey),
  };
};

/** Latest values of a project's devices page by page; `onLoaded` gets each page's rows as they arrive. */
export function deviceDataPageSource(projectCode: string, onLoaded: (rows: LiveRow[]) => void): ListSource<LiveRow> {
  const source = endpointListSource(deviceDataEndpoints.page, (query) => deviceDataPageBody(projectCode, query));
  return {
    key: source.key,
    load: async (query, signal) => {
      const page = await source.load(query, signal);
      const rows = page.rows.map((row) => ({ ...row, rowKey: `${row.iotId}/${row.attrKey}` }));
      onLoaded(rows);
      return { rows, total: page.total };
    },
  };
}
