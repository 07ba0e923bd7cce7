import type { ProjectOption } from '@beacon/contracts/project-data-management';
import { useMemo } from 'react';
import type { AccountChoice } from '../../../components/account/account-choices';
import { useProjectChoices } from '../../../components/project/project-choices';
import { useAssigneeAccountChoices } from '../../../components/work-order/assignee-choices';

/** What the work order page's filters and columns read: projects and accounts. */
export interface WorkOrderLookups {
  projects: readonly ProjectOption[];
  accounts: readonly AccountChoice[];
}

/** The projects and accounts of the filters (empty until loaded). */
export function useWorkOrderLookups(): WorkOrderLookups {
  const projects = useProjectChoices();
  const accounts = useAssigneeAccountChoices();
  return useMemo(() => ({ projects, accounts }), [projects, accounts]);
}
