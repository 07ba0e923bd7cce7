import type { DomainModelOption } from '@beacon/contracts/iot-domain-model';
import { deviceCategoryEndpoints, productGroupEndpoints } from '@beacon/contracts/iot-model.endpoints';
import type { DeviceCategoryNode, ProductGroup } from '@beacon/contracts/iot-model-catalog';
import { domainModelEndpoints } from '@beacon/contracts/iot-third-model.endpoints';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { callEndpoint, endpointQueryOptions } from '../../../lib/api-client/call-endpoint';

/** A choice of a select. */
export interface Choice {
  value: number;
  label: string;
}

/** Every category of the tree as a choice labelled with its path (`园区 / 一号楼`), depth first. */
export const categoryChoices = (tree: readonly DeviceCategoryNode[], above: string[] = []): Choice[] =>
  tree.flatMap((node) => {
    const path = [...above, node.name];
    return [{ value: node.id, label: path.join(' / ') }, ...categoryChoices(node.children, path)];
  });

/** The names a standard model's references show as: product groups, categories and domain models by id. */
export interface StdModelLookups {
  groups: readonly ProductGroup[];
  groupChoices: Choice[];
  categoryChoices: Choice[];
  domainChoices: Choice[];
  groupName: (id: number | null) => string;
  categoryName: (id: number | null) => string;
  domainName: (id: number | null) => string;
}

const nameIn =
  (choices: readonly Choice[]) =>
  (id: number | null): string =>
    id === null ? '' : (choices.find((choice) => choice.value === id)?.label ?? `#${id}`);

const PUBLISHED = { status: 'published' } as const;

/** The device category tree, silent: an operator without the device page sees ids only. */
const categoryTreeQuery = () => ({
  ...endpointQueryOptions(deviceCategoryEndpoints.list),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    callEndpoint(deviceCategoryEndpoints.list, {}, { silent: true, signal }),
});

/** The published domain service models a standard model may implement (silent, like categories). */
const publishedDomainModelsQuery = () => ({
  ...endpointQueryOptions(domainModelEndpoints.list, { body: PUBLISHED }),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    callEndpoint(domainModelEndpoints.list, { body: PUBLISHED }, { silent: true, signal }),
});

const domainLabel = (model: DomainModelOption): string => `${model.name} (${model.code})`;

/** The lookups of loaded product groups, category tree and published domain models. */
export function stdModelLookups(
  groups: readonly ProductGroup[],
  categories: readonly DeviceCategoryNode[],
  domains: readonly DomainModelOption[],
): StdModelLookups {
  const groupChoices = groups.map((group) => ({ value: group.id, label: group.name }));
  const categoryList = categoryChoices(categories);
  const domainChoices = domains.map((model) => ({ value: model.id, label: domainLabel(model) }));
  return {
    groups,
    groupChoices,
    categoryChoices: categoryList,
    domainChoices,
    groupName: nameIn(groupChoices),
    categoryName: nameIn(categoryList),
    domainName: nameIn(domainChoices),
  };
}

const NONE: never[] = [];

/** Product groups, device categories and published domain models, with their names by id. */
export function useStdModelLookups(): StdModelLookups {
  const groups = useQuery(endpointQueryOptions(productGroupEndpoints.list)).data?.data ?? NONE;
  const categories = useQuery(categoryTreeQuery()).data?.data ?? NONE;
  const domains = useQuery(publishedDomainModelsQuery()).data?.data ?? NONE;
  return useMemo(() => stdModelLookups(groups, categories, domains), [groups, categories, domains]);
}
