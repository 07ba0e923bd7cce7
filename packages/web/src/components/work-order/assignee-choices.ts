import type { AssigneeRole, WorkOrderAssignees } from '@beacon/contracts/work-order';
import { workOrderEndpoints } from '@beacon/contracts/work-order.endpoints';
import { useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '../../lib/api-client/call-endpoint';
import { type AccountChoice, accountLabel } from '../account/account-choices';

const NO_ACCOUNTS: readonly AccountChoice[] = [];
const NO_ROLES: readonly AssigneeRole[] = [];

/** The ticket center's own assignee list (any of its pages suffices; the account page is not needed). */
const useAssignees = <T>(select: (assignees: WorkOrderAssignees) => T) =>
  useQuery({
    ...endpointQueryOptions(workOrderEndpoints.assignees, {}, { silent: true }),
    select: (reply) => select(reply.data),
  }).data;

const toAccountChoices = (assignees: WorkOrderAssignees): AccountChoice[] =>
  assignees.accounts.map((account) => ({ id: account.id, label: accountLabel(account) }));
const toRoles = (assignees: WorkOrderAssignees): AssigneeRole[] => assignees.roles;

/** The enabled accounts a work order or rule may be assigned to, as choices (empty until loaded or without access). */
export function useAssigneeAccountChoices(): readonly AccountChoice[] {
  return useAssignees(toAccountChoices) ?? NO_ACCOUNTS;
}

/** The roles a rule may assign to (empty until loaded or without access). */
export function useAssigneeRoleChoices(): readonly AssigneeRole[] {
  return useAssignees(toRoles) ?? NO_ROLES;
}
