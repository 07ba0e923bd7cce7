import type { StdModelOption } from '@beacon/contracts/iot-model';
import type { DeviceCategoryNode } from '@beacon/contracts/iot-model-catalog';
import type { ThirdModelOption } from '@beacon/contracts/iot-third-model';
import type { ProjectOption, RegionTreeNode } from '@beacon/contracts/project-data-management';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { regionNames } from '../../../components/region/region-tree';
import { regionTreeQueryOptions } from '../../../components/region/region-tree-query';
import { categoryTreeQueryOptions } from './api/post-category-list';
import { projectChoicesQueryOptions } from './api/post-project-options';
import { stdModelChoicesQueryOptions } from './api/post-std-model-list';
import { thirdModelChoicesQueryOptions } from './api/post-third-model-list';
import { categoryNames } from './category-tree';

/** The choices a device refers to, and the names of its references. */
export interface DeviceLookups {
  stdModels: StdModelOption[];
  thirdModels: ThirdModelOption[];
  projects: ProjectOption[];
  categories: DeviceCategoryNode[];
  regions: RegionTreeNode[];
  stdModelName: (id: number) => string;
  thirdModelName: (id: number | null) => string;
  projectName: (code: string) => string;
  categoryName: (id: number | null) => string;
  regionText: (areaCode: string | null) => string;
}

const EMPTY: never[] = [];

/** Loads the device's choices (models, projects, categories, regions) once and names references by them. */
export function useDeviceLookups(options: { thirdModels?: boolean } = {}): DeviceLookups {
  const stdModels = useQuery(stdModelChoicesQueryOptions()).data?.data ?? EMPTY;
  const thirdModels = useQuery({ ...thirdModelChoicesQueryOptions(), enabled: options.thirdModels ?? false }).data
    ?.data;
  const projects = useQuery(projectChoicesQueryOptions()).data?.data ?? EMPTY;
  const categories = useQuery(categoryTreeQueryOptions()).data?.data ?? EMPTY;
  const regions = useQuery(regionTreeQueryOptions()).data?.data ?? EMPTY;
  return useMemo(() => {
    const models = new Map(stdModels.map((model) => [model.id, model.name]));
    const thirds = new Map(
      (thirdModels ?? []).map((model) => [model.id, `${model.manufacturer} ${model.modelNumber}`]),
    );
    const projectNames = new Map(projects.map((project) => [project.projectCode, project.projectName]));
    const categoryNameOf = categoryNames(categories);
    return {
      stdModels,
      thirdModels: thirdModels ?? EMPTY,
      projects,
      categories,
      regions,
      stdModelName: (id) => models.get(id) ?? String(id),
      thirdModelName: (id) => (id === null ? '' : (thirds.get(id) ?? String(id))),
      projectName: (code) => projectNames.get(code) ?? code,
      categoryName: (id) => (id === null ? '' : (categoryNameOf.get(id) ?? String(id))),
      regionText: (areaCode) => (areaCode ? regionNames(regions, areaCode).join(' / ') || areaCode : ''),
    };
  }, [stdModels, thirdModels, projects, categories, regions]);
}
