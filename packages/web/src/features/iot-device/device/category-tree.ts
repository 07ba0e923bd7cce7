import type { DeviceCategoryNode } from '@beacon/contracts/iot-model-catalog';

/** One node of a category tree select. */
export interface CategoryTreeOption {
  value: number;
  title: string;
  disabled?: boolean;
  children: CategoryTreeOption[];
}

/** Tree-select options of the category tree; `excluded` (a category being edited) and everything below it is disabled. */
export const categoryTreeOptions = (
  tree: readonly DeviceCategoryNode[],
  excluded?: number,
  underExcluded = false,
): CategoryTreeOption[] =>
  tree.map((node) => {
    const disabled = underExcluded || node.id === excluded;
    return {
      value: node.id,
      title: node.name,
      disabled: disabled || undefined,
      children: categoryTreeOptions(node.children, excluded, disabled),
    };
  });

/** Category names by id, over the whole tree. */
export const categoryNames = (tree: readonly DeviceCategoryNode[]): Map<number, string> => {
  const names = new Map<number, string>();
  const visit = (nodes: readonly DeviceCategoryNode[]) => {
    for (const node of nodes) {
      names.set(node.id, node.name);
      visit(node.children);
    }
  };
  visit(tree);
  return names;
};
