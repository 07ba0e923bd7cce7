import type { ProjectOption } from '@beacon/contracts/project-data-management';
import { useMemo } from 'react';
import { type AccountChoice, useAccountChoices } from '../../../components/account/account-choices';
import { useProjectChoices } from '../../../components/project/project-choices';

/** What the work order page's filters and columns read: projects and accounts. */
export interface WorkOrderLookups {
  projects: readonly ProjectOption[];
  accounts: readonly AccountChoice[];
}

/** The projects and accounts of the filters (empty until loaded). */
export function useWorkOrderLookups(): WorkOrderLookups {
  const projects = useProjectChoices();
  const accounts = useAccountChoices();
  return useMemo(() => ({ projects, accounts }), [projects, accounts]);
}
