import type { ProjectOption } from '@beacon/contracts/project-data-management';
import type { AssigneeRole } from '@beacon/contracts/work-order';
import type { WorkOrderRule } from '@beacon/contracts/work-order-rule';
import { useMemo } from 'react';
import { type AccountChoice, accountName } from '../../../components/account/account-choices';
import { projectName, useProjectChoices } from '../../../components/project/project-choices';
import { useAssigneeAccountChoices, useAssigneeRoleChoices } from '../../../components/work-order/assignee-choices';

/** What the rule page's columns read: projects, accounts and roles by id. */
export interface RuleLookups {
  projects: readonly ProjectOption[];
  accounts: readonly AccountChoice[];
  roles: readonly AssigneeRole[];
}

/** The projects, accounts and roles of the columns (empty until loaded). */
export function useRuleLookups(): RuleLookups {
  const projects = useProjectChoices();
  const accounts = useAssigneeAccountChoices();
  const roles = useAssigneeRoleChoices();
  return useMemo(() => ({ projects, accounts, roles }), [projects, accounts, roles]);
}

/** A rule's projects by name, or the text of every project when it names none. */
export const projectsText = (lookups: RuleLookups, codes: readonly string[], all: string): string =>
  codes.length === 0 ? all : codes.map((code) => projectName(lookups.projects, code)).join(', ');

/** A rule's assignee: the account, the role (with its label), or nothing. */
export const assigneeText = (
  lookups: RuleLookups,
  rule: Pick<WorkOrderRule, 'assigneeAccountId' | 'assigneeRoleId'>,
  roleLabel: string,
): string => {
  if (rule.assigneeAccountId !== null) return accountName(lookups.accounts, rule.assigneeAccountId);
  if (rule.assigneeRoleId === null) return '';
  const role = lookups.roles.find((item) => item.id === rule.assigneeRoleId);
  return `${roleLabel}: ${role?.name ?? `#${rule.assigneeRoleId}`}`;
};
