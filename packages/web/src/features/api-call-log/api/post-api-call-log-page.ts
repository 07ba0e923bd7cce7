import type { ApiCallLog } from '@beacon/contracts/log-manage';
import { apiCallLogEndpoints } from '@beacon/contracts/log-manage.endpoints';
import { endpointListSource } from '../../../components/list-page/endpoint-list-source';
import type { ListSource } from '../../../components/list-page/list-source';
import { apiCallLogPageBody } from '../api-call-log-filters';

/** Gateway calls page by page, newest first (filters: time range as from/to, app name, result). */
export const apiCallLogPageSource: ListSource<ApiCallLog> = endpointListSource(
  apiCallLogEndpoints.page,
  apiCallLogPageBody,
);
