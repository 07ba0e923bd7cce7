import type { Role } from '@beacon/contracts/system-management';
import { roleEndpoints } from '@beacon/contracts/system-management.endpoints';
import { endpointListSource } from '../../../../components/list-page/endpoint-list-source';
import type { ListSource } from '../../../../components/list-page/list-source';

/** Roles page by page (filters: name, code). */
export const rolePageSource: ListSource<Role> = endpointListSource(roleEndpoints.page);
