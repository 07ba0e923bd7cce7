import { MAX_PAGE_SIZE } from '@beacon/contracts/protocol';
import type { Account, RoleOption } from '@beacon/contracts/system-management';
import { accountEndpoints, roleEndpoints } from '@beacon/contracts/system-management.endpoints';
import { useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '../../lib/api-client/call-endpoint';

/** An account offered by a select: its id and how it is shown. */
export interface AccountChoice {
  id: number;
  label: string;
}

const NO_ACCOUNTS: readonly AccountChoice[] = [];
const NO_ROLES: readonly RoleOption[] = [];

/** How a select shows an account: its user name and sign-in name. */
export const accountLabel = (account: Pick<Account, 'userName' | 'account'>): string =>
  account.userName && account.userName !== account.account
    ? `${account.userName} (${account.account})`
    : account.account;

/** The enabled accounts as choices (the account list's first 500; empty until loaded, or without access: silent). */
export function useAccountChoices(): readonly AccountChoice[] {
  const input = { body: { page_index: 1, page_size: MAX_PAGE_SIZE, status: 'enabled' as const } };
  const query = useQuery({
    ...endpointQueryOptions(accountEndpoints.page, input, { silent: true }),
    select: (reply) => reply.result.items.map((account) => ({ id: account.id, label: accountLabel(account) })),
  });
  return query.data ?? NO_ACCOUNTS;
}

/** Every role as a choice (empty until loaded, or without access: silent). */
export function useRoleChoices(): readonly RoleOption[] {
  return useQuery(endpointQueryOptions(roleEndpoints.options, {}, { silent: true })).data?.data ?? NO_ROLES;
}

/** The label of an account id among the choices (`#id` when none has it). */
export const accountName = (accounts: readonly AccountChoice[], id: number | null): string =>
  id === null ? '' : (accounts.find((account) => account.id === id)?.label ?? `#${id}`);
