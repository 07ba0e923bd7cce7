import { SYSTEM_PATHS } from '@beacon/contracts/system';

/** Address of the role page (list A: page_index, page_size, name, code) the list sends. */
export const ROLE_PAGE_URL = `${SYSTEM_PATHS.role}/page`;
