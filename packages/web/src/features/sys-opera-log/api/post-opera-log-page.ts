import { operaLogEndpoints } from '@beacon/contracts/log-manage.endpoints';
import type { OperaLog } from '@beacon/contracts/system';
import { endpointListSource, pageBody } from '../../../components/list-page/endpoint-list-source';
import type { ListSource } from '../../../components/list-page/list-source';
import { toOperaLogPageRequest } from '../opera-log-filters';

/** The operation log page by page (newest first); the filter bar's time range goes out as startTime/endTime. */
export const operaLogPageSource: ListSource<OperaLog> = endpointListSource(operaLogEndpoints.page, (query) =>
  toOperaLogPageRequest(pageBody(query)),
);

/**
 * The operation log for one export. The log grows at the top while its pages are fetched; an end time fixed
 * at the start (unless the filter sets one) keeps later pages from shifting.
 */
export const operaLogExportSource = (now = Date.now()): ListSource<OperaLog> =>
  endpointListSource(operaLogEndpoints.page, (query) => {
    const body = toOperaLogPageRequest(pageBody(query));
    return { ...body, endTime: body.endTime ?? now };
  });
