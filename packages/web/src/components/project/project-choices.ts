import type { ProjectOption } from '@beacon/contracts/project-data-management';
import { projectEndpoints } from '@beacon/contracts/project-data-management.endpoints';
import { useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '../../lib/api-client/call-endpoint';

const NO_PROJECTS: readonly ProjectOption[] = [];

/** Every project as a choice (empty until they have loaded). */
export function useProjectChoices(): readonly ProjectOption[] {
  return useQuery(endpointQueryOptions(projectEndpoints.options)).data?.data ?? NO_PROJECTS;
}

/** The name of a project code among the choices (the code when none has it). */
export const projectName = (projects: readonly ProjectOption[], code: string): string =>
  projects.find((project) => project.projectCode === code)?.projectName ?? code;
