import type { Account } from '@beacon/contracts/system-management';

/** An account offered by a select: its id and how it is shown. */
export interface AccountChoice {
  id: number;
  label: string;
}

/** How a select shows an account: its user name and sign-in name. */
export const accountLabel = (account: Pick<Account, 'userName' | 'account'>): string =>
  account.userName && account.userName !== account.account
    ? `${account.userName} (${account.account})`
    : account.account;

/** The label of an account id among the choices (`#id` when none has it). */
export const accountName = (accounts: readonly AccountChoice[], id: number | null): string =>
  id === null ? '' : (accounts.find((account) => account.id === id)?.label ?? `#${id}`);
