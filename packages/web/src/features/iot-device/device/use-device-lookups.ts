import type { StdModelOption } from '@beacon/contracts/iot-model';
import { deviceCategoryEndpoints, stdModelEndpoints } from '@beacon/contracts/iot-model.endpoints';
import type { DeviceCategoryNode } from '@beacon/contracts/iot-model-catalog';
import type { ThirdModelOption } from '@beacon/contracts/iot-third-model';
import { thirdModelEndpoints } from '@beacon/contracts/iot-third-model.endpoints';
import type { ProjectOption, RegionTreeNode } from '@beacon/contracts/project-data-management';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useProjectChoices } from '../../../components/project/project-choices';
import { regionNames } from '../../../components/region/region-tree';
import { regionTreeQueryOptions } from '../../../components/region/region-tree-query';
import { endpointQueryOptions } from '../../../lib/api-client/call-endpoint';
import { categoryNames } from './category-tree';

/** The choices a device refers to, and the names of its references. */
export interface DeviceLookups {
  stdModels: StdModelOption[];
  thirdModels: ThirdModelOption[];
  projects: readonly ProjectOption[];
  categories: DeviceCategoryNode[];
  regions: RegionTreeNode[];
  stdModelName: (id: number) => string;
  thirdModelName: (id: number | null) => string;
  projectName: (code: string) => string;
  categoryName: (id: number | null) => string;
  regionText: (areaCode: string | null) => string;
}

const EMPTY: never[] = [];

/** The choices a device refers to, as loaded. */
export type DeviceChoices = Pick<DeviceLookups, 'stdModels' | 'thirdModels' | 'projects' | 'categories' | 'regions'>;

/** The choices, and the names of a device's references by them (an unknown reference reads as its id or code). */
export function deviceLookups(choices: DeviceChoices): DeviceLookups {
  const { stdModels, thirdModels, projects, categories, regions } = choices;
  const models = new Map(stdModels.map((model) => [model.id, model.name]));
  const thirds = new Map(thirdModels.map((model) => [model.id, `${model.manufacturer} ${model.modelNumber}`]));
  const projectNames = new Map(projects.map((project) => [project.projectCode, project.projectName]));
  const categoryNameOf = categoryNames(categories);
  return {
    ...choices,
    stdModelName: (id) => models.get(id) ?? String(id),
    thirdModelName: (id) => (id === null ? '' : (thirds.get(id) ?? String(id))),
    projectName: (code) => projectNames.get(code) ?? code,
    categoryName: (id) => (id === null ? '' : (categoryNameOf.get(id) ?? String(id))),
    regionText: (areaCode) => (areaCode ? regionNames(regions, areaCode).join(' / ') || areaCode : ''),
  };
}

/** Loads the device's choices (models, projects, categories, regions) once and names references by them. */
export function useDeviceLookups(options: { thirdModels?: boolean } = {}): DeviceLookups {
  const stdModels = useQuery(endpointQueryOptions(stdModelEndpoints.list)).data?.data ?? EMPTY;
  const thirdModelsQuery = { ...endpointQueryOptions(thirdModelEndpoints.list), enabled: options.thirdModels ?? false };
  const thirdModels = useQuery(thirdModelsQuery).data?.data ?? EMPTY;
  const projects = useProjectChoices();
  const categories = useQuery(endpointQueryOptions(deviceCategoryEndpoints.list)).data?.data ?? EMPTY;
  const regions = useQuery(regionTreeQueryOptions()).data?.data ?? EMPTY;
  return useMemo(
    () => deviceLookups({ stdModels, thirdModels, projects, categories, regions }),
    [stdModels, thirdModels, projects, categories, regions],
  );
}
