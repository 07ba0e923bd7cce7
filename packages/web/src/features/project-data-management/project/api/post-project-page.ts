import type { Project } from '@beacon/contracts/project-data-management';
import { projectEndpoints } from '@beacon/contracts/project-data-management.endpoints';
import { endpointListSource } from '../../../../components/list-page/endpoint-list-source';
import type { ListSource } from '../../../../components/list-page/list-source';

/** Projects page by page (filters: projectCode, projectName, type, areaCode, status). */
export const projectPageSource: ListSource<Project> = endpointListSource(projectEndpoints.page);
