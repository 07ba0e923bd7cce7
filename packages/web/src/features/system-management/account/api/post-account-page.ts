import type { Account } from '@beacon/contracts/system-management';
import { accountEndpoints } from '@beacon/contracts/system-management.endpoints';
import { endpointListSource } from '../../../../components/list-page/endpoint-list-source';
import type { ListSource } from '../../../../components/list-page/list-source';

/** Accounts page by page (filters: account, userName, status). */
export const accountPageSource: ListSource<Account> = endpointListSource(accountEndpoints.page);
