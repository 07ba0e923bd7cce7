import type { DomainModelOption } from '@beacon/contracts/iot-domain-model';
import type { DeviceCategoryNode, ProductGroup } from '@beacon/contracts/iot-model-catalog';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { productGroupsQueryOptions } from './api/get-product-groups';
import { categoryTreeQueryOptions } from './api/post-category-list';
import { publishedDomainModelsQueryOptions } from './api/post-domain-model-list';

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

const domainLabel = (model: DomainModelOption): string => `${model.name} (${model.code})`;

/** Product groups, device categories and published domain models, with their names by id. */
export function useStdModelLookups(): StdModelLookups {
  const groups = useQuery(productGroupsQueryOptions()).data?.data;
  const categories = useQuery(categoryTreeQueryOptions()).data?.data;
  const domains = useQuery(publishedDomainModelsQueryOptions()).data?.data;
  return useMemo(() => {
    const groupChoices = (groups ?? []).map((group) => ({ value: group.id, label: group.name }));
    const categoryList = categoryChoices(categories ?? []);
    const domainChoices = (domains ?? []).map((model) => ({ value: model.id, label: domainLabel(model) }));
    return {
      groups: groups ?? [],
      groupChoices,
      categoryChoices: categoryList,
      domainChoices,
      groupName: nameIn(groupChoices),
      categoryName: nameIn(categoryList),
      domainName: nameIn(domainChoices),
    };
  }, [groups, categories, domains]);
}
