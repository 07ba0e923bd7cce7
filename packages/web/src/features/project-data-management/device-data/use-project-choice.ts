import type { ProjectOption } from '@beacon/contracts/project-data-management';
import { projectEndpoints } from '@beacon/contracts/project-data-management.endpoints';
import { deviceDataEndpoints } from '@beacon/contracts/telemetry.endpoints';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { endpointQueryOptions } from '../../../lib/api-client/call-endpoint';

/** Where the last chosen project is remembered. */
export const LAST_PROJECT_KEY = 'deviceData.projectCode';

const EMPTY: ProjectOption[] = [];

/** The project choices and the one shown. */
export interface ProjectChoice {
  projects: ProjectOption[];
  loading: boolean;
  /** Undefined until the projects are in, or when there are none. */
  projectCode: string | undefined;
  choose: (projectCode: string) => void;
}

/**
 * The project shown: the one chosen here, else `?projectCode=` of the URL, else the last chosen, else the one with
 * the most devices online, else the first.
 */
export function useProjectChoice(): ProjectChoice {
  const [params] = useSearchParams();
  const fromUrl = params.get('projectCode')?.trim() || undefined;
  const options = useQuery(endpointQueryOptions(projectEndpoints.options));
  const projects = options.data?.data ?? EMPTY;
  const live = useQuery(endpointQueryOptions(deviceDataEndpoints.liveProjects));
  const mostLive = live.data?.data.map((project) => project.projectCode) ?? [];
  const [chosen, setChosen] = useState<string | undefined>();

  // A link naming another project wins over the choice made before it.
  useEffect(() => {
    if (fromUrl) setChosen(undefined);
  }, [fromUrl]);

  const known = (code: string | null | undefined): code is string =>
    !!code && projects.some((project) => project.projectCode === code);
  const projectCode =
    [chosen, fromUrl, localStorage.getItem(LAST_PROJECT_KEY), ...mostLive].find(known) ?? projects[0]?.projectCode;

  return {
    projects,
    // A failed live-projects read only loses the preference: the first project still opens.
    loading: options.isPending || live.isPending,
    projectCode,
    choose: (code) => {
      setChosen(code);
      localStorage.setItem(LAST_PROJECT_KEY, code);
    },
  };
}
