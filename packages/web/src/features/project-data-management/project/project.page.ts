import type { Project, RegionTreeNode } from '@beacon/contracts/project-data-management';
import { PROJECT_BUTTONS, projectEndpoints } from '@beacon/contracts/project-data-management.endpoints';
import { useQuery } from '@tanstack/react-query';
import { definePage } from '../../../components/page-kit/define-page';
import { regionNames } from '../../../components/region/region-tree';
import { regionTreeQueryOptions } from '../../../components/region/region-tree-query';
import { callEndpoint } from '../../../lib/api-client/call-endpoint';
import { ProjectFormDrawer } from './project-form-drawer';

const NO_REGIONS: readonly RegionTreeNode[] = [];

/** The region tree, for region names (empty until it has loaded). */
function useRegionTree(): readonly RegionTreeNode[] {
  return useQuery(regionTreeQueryOptions()).data?.data ?? NO_REGIONS;
}

/** The region of a project as "province / city / district" (its code when the tree does not know it). */
export const regionText = (tree: readonly RegionTreeNode[], areaCode: string): string =>
  regionNames(tree, areaCode).join(' / ') || areaCode;

/** The coordinates of a project as "longitude, latitude" (empty when it has none). */
export const coordinatesText = (row: Pick<Project, 'longitude' | 'latitude'>): string =>
  row.longitude === null || row.latitude === null ? '' : `${row.longitude}, ${row.latitude}`;

/** /data-manage/project: projects; filter, create, edit, delete (refused while devices belong to one), export. */
export default definePage({
  route: '/data-manage/project',
  texts: 'project',
  endpoint: projectEndpoints.page,
  useLookups: useRegionTree,
  filters: [
    'projectCode',
    'projectName',
    'type',
    {
      key: 'areaCode',
      label: 'areaCodeFilter',
      control: ({ t }) => ({ type: 'text', maxLength: 6, placeholder: t('areaCodePlaceholder') }),
    },
    'status',
  ],
  columns: [
    { key: 'projectCode', width: 140 },
    { key: 'projectName', width: 160 },
    { key: 'type', width: 90, tags: { community: 'blue', house: 'blue', park: 'blue' } },
    { key: 'areaCode', label: 'region', width: 200, text: (row, { lookups }) => regionText(lookups, row.areaCode) },
    { key: 'address', width: 200 },
    { key: 'longitude', label: 'coordinates', width: 170, text: coordinatesText },
    { key: 'status', width: 90, tags: { active: 'green', inactive: 'default' } },
    { key: 'deviceCount', width: 90, align: 'right' },
    { key: 'createDate', format: 'dateTime', width: 170 },
  ],
  rowActions: [
    { kind: 'edit', button: PROJECT_BUTTONS.edit },
    {
      kind: 'delete',
      button: PROJECT_BUTTONS.delete,
      name: (row) => row.projectName,
      call: (row) => callEndpoint(projectEndpoints.remove, { params: { id: row.id } }),
    },
  ],
  actionsWidth: 130,
  toolbar: [{ kind: 'create', button: PROJECT_BUTTONS.create }, 'export'],
  form: ProjectFormDrawer,
});
