import type { RegionTreeNode } from '@beacon/contracts/project-data-management';

/** One option of the region cascader. */
export interface RegionOption {
  value: string;
  label: string;
  disabled?: boolean;
  children?: RegionOption[];
}

/** The names of an areaCode's province, city and district found in the tree (empty when unknown). */
export function regionNames(tree: readonly RegionTreeNode[], areaCode: string): string[] {
  for (const province of tree) {
    for (const city of province.children) {
      const district = city.children.find((node) => node.code === areaCode);
      if (district) return [province.name, city.name, district.name];
      if (city.code === areaCode) return [province.name, city.name];
    }
    if (province.code === areaCode) return [province.name];
  }
  return [];
}

/** The cascader path (province, city, district codes) of a district code, or undefined when not in the tree. */
export function regionPath(tree: readonly RegionTreeNode[], areaCode: string): string[] | undefined {
  for (const province of tree) {
    for (const city of province.children) {
      if (city.children.some((node) => node.code === areaCode)) return [province.code, city.code, areaCode];
    }
  }
  return undefined;
}

/** Cascader options of the tree: only districts can be picked (a level without districts is disabled). */
export const regionOptions = (tree: readonly RegionTreeNode[]): RegionOption[] =>
  tree.map((province) => ({
    value: province.code,
    label: province.name,
    disabled: province.children.length === 0,
    children: province.children.map((city) => ({
      value: city.code,
      label: city.name,
      disabled: city.children.length === 0,
      children: city.children.map((district) => ({ value: district.code, label: district.name })),
    })),
  }));

/** The cascader path (codes from the province down) of a province, city or district code, or undefined when unknown. */
export function regionCodePath(tree: readonly RegionTreeNode[], areaCode: string): string[] | undefined {
  for (const province of tree) {
    if (province.code === areaCode) return [province.code];
    for (const city of province.children) {
      if (city.code === areaCode) return [province.code, city.code];
      if (city.children.some((node) => node.code === areaCode)) return [province.code, city.code, areaCode];
    }
  }
  return undefined;
}
