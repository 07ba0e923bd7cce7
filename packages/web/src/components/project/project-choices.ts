import type { ProjectOption } from '@beacon/contracts/project-data-management';
import { projectEndpoints } from '@beacon/contracts/project-data-management.endpoints';
import { useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '../../lib/api-client/call-endpoint';
import type { FieldControl } from '../page-kit/page-spec';

const NO_PROJECTS: readonly ProjectOption[] = [];

/** Every project as a choice (empty until they have loaded). */
export function useProjectChoices(): readonly ProjectOption[] {
  return useQuery(endpointQueryOptions(projectEndpoints.options)).data?.data ?? NO_PROJECTS;
}

/** The name of a project code among the choices (the code when none has it). */
export const projectName = (projects: readonly ProjectOption[], code: string): string =>
  projects.find((project) => project.projectCode === code)?.projectName ?? code;

/** Projects as select options: the code as value, the name as label. */
export const projectOptions = (projects: readonly ProjectOption[]) =>
  projects.map((project) => ({ value: project.projectCode, label: project.projectName }));

/** A list page's project filter control: a clearable select of the projects, searched by name. */
export const projectSelect = (projects: readonly ProjectOption[]): FieldControl => ({
  type: 'select',
  clearable: true,
  componentProps: { showSearch: { optionFilterProp: 'label' } },
  options: projectOptions(projects),
});
