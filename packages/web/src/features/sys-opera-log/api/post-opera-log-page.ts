import type { ListAReply } from '@beacon/contracts/protocol';
import { type OperaLog, type OperaLogPageRequest, SYSTEM_PATHS } from '@beacon/contracts/system';
import { apiRequest } from '../../../lib/api-client/request';

/** Address of the operation log page. */
export const OPERA_LOG_PAGE_URL = `${SYSTEM_PATHS.operaLog}/page`;

/** One page of the operation log (list A reply), newest first. */
export function postOperaLogPage(
  body: OperaLogPageRequest,
  signal?: AbortSignal,
  silent = false,
): Promise<ListAReply<OperaLog>> {
  return apiRequest<ListAReply<OperaLog>>({ method: 'POST', url: OPERA_LOG_PAGE_URL, data: body, signal, silent });
}
