import { projectEndpoints } from '@beacon/contracts/project-data-management.endpoints';
import { type CallOptions, callEndpoint } from '../../../../lib/api-client/call-endpoint';

/** Delete a project (the server refuses while devices belong to it). */
export async function deleteProject(id: number, options?: CallOptions): Promise<void> {
  await callEndpoint(projectEndpoints.remove, { params: { id } }, options);
}
