import { SYSTEM_PATHS } from '@beacon/contracts/system';

/** Address of the account page (list A: page_index, page_size, account, userName, status) the list sends. */
export const ACCOUNT_PAGE_URL = `${SYSTEM_PATHS.account}/page`;
