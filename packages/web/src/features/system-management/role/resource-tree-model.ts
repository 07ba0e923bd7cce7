import {
  BUTTONS,
  isModuleEnabled,
  MODULES,
  routesForVariant,
  type Title,
  type Variant,
} from '@beacon/contracts/registry';

/** One node of the permission tree: a module, a page or a button. */
export interface ResourceNode {
  /** The module code, or the page id of a page or button. */
  key: string;
  kind: 'module' | 'page' | 'button';
  title: Title;
  /** What selecting this node grants: a module its code and page id, a page or button its page id. */
  resources: readonly string[];
  /** Key of the parent node. */
  parent?: string;
  children: ResourceNode[];
}

/** The permission tree of a variant: modules → pages (menu pages, not hidden) → buttons. */
export function buildResourceTree(variant: Variant): ResourceNode[] {
  const routes = routesForVariant(variant).filter((route) => !route.hidden && route.pageId);
  return MODULES.filter((module) => isModuleEnabled(variant, module.code))
    .map((module): ResourceNode => {
      const seen = new Set<string>();
      const pages: ResourceNode[] = [];
      for (const route of routes) {
        const pageId = route.pageId ?? '';
        if (route.module !== module.code || seen.has(pageId)) continue;
        seen.add(pageId);
        const buttons = BUTTONS.filter((button) => button.parent === pageId).map(
          (button): ResourceNode => ({
            key: button.pageId,
            kind: 'button',
            title: button.title,
            resources: [button.pageId],
            parent: pageId,
            children: [],
          }),
        );
        pages.push({
          key: pageId,
          kind: 'page',
          title: route.title,
          resources: [pageId],
          parent: module.code,
          children: buttons,
        });
      }
      return {
        key: module.code,
        kind: 'module',
        title: module.title,
        resources: [module.code, module.pageId],
        children: pages,
      };
    })
    .filter((module) => module.children.length > 0);
}

/** Every node of a tree by key, parents before children. */
export function indexTree(tree: readonly ResourceNode[]): Map<string, ResourceNode> {
  const index = new Map<string, ResourceNode>();
  const visit = (node: ResourceNode) => {
    index.set(node.key, node);
    node.children.forEach(visit);
  };
  tree.forEach(visit);
  return index;
}

const descendants = (node: ResourceNode): ResourceNode[] =>
  node.children.flatMap((child) => [child, ...descendants(child)]);

const ancestors = (index: Map<string, ResourceNode>, node: ResourceNode): ResourceNode[] => {
  const parent = node.parent ? index.get(node.parent) : undefined;
  return parent ? [parent, ...ancestors(index, parent)] : [];
};

/** The nodes a role's resources select: a module by its code, a page or button by its page id. */
export function keysFromResources(tree: readonly ResourceNode[], resources: readonly string[]): Set<string> {
  const granted = new Set(resources);
  return new Set([...indexTree(tree).keys()].filter((key) => granted.has(key)));
}

/** Resources no node of the tree stands for (e.g. of a module the variant switches off); kept as they are. */
export function foreignResources(tree: readonly ResourceNode[], resources: readonly string[]): string[] {
  const known = new Set([...indexTree(tree).values()].flatMap((node) => node.resources));
  return resources.filter((resource) => !known.has(resource));
}

/**
 * The resources selected nodes grant, in tree order: each node's own plus its ancestors', so a page
 * always brings its module code and module page id (the server's module guard needs the code).
 */
export function resourcesFromKeys(tree: readonly ResourceNode[], keys: ReadonlySet<string>): string[] {
  const index = indexTree(tree);
  const wanted = new Set<string>();
  for (const key of keys) {
    const node = index.get(key);
    if (node) for (const selected of [node, ...ancestors(index, node)]) wanted.add(selected.key);
  }
  return [...index.values()].filter((node) => wanted.has(node.key)).flatMap((node) => node.resources);
}

/** What a user holds: every resource (the administrator) or these codes. */
export type HeldResources = 'all' | ReadonlySet<string>;

/**
 * Keys of the nodes a user may grant: a role may only grant resources its editor holds, so a node is
 * grantable when the user holds what it and every node above it grant.
 */
export function grantableKeys(tree: readonly ResourceNode[], held: HeldResources): Set<string> {
  const index = indexTree(tree);
  const holds = (node: ResourceNode) => held === 'all' || node.resources.every((resource) => held.has(resource));
  return new Set(
    [...index.values()].filter((node) => [node, ...ancestors(index, node)].every(holds)).map((node) => node.key),
  );
}

/**
 * Check or uncheck a node. Checking selects it, everything below it and its ancestors; unchecking
 * clears it and everything below it, and a module left without any selected page. Nodes outside
 * `grantable` (when given) keep their state: the user cannot grant or take away what they do not hold.
 */
export function toggleKey(
  tree: readonly ResourceNode[],
  keys: ReadonlySet<string>,
  key: string,
  checked: boolean,
  grantable?: ReadonlySet<string>,
): Set<string> {
  const index = indexTree(tree);
  const node = index.get(key);
  const next = new Set(keys);
  const may = (candidate: ResourceNode) => grantable === undefined || grantable.has(candidate.key);
  if (!node || !may(node)) return next;
  const below = descendants(node).filter(may);
  if (checked) {
    for (const selected of [node, ...below, ...ancestors(index, node)]) next.add(selected.key);
    return next;
  }
  for (const cleared of [node, ...below]) next.delete(cleared.key);
  for (const module of tree) {
    if (may(module) && !module.children.some((page) => next.has(page.key))) next.delete(module.key);
  }
  return next;
}

/** How the tree shows a selection: a parent is checked only when everything below it is, else half-checked. */
export function checkState(
  tree: readonly ResourceNode[],
  keys: ReadonlySet<string>,
): { checked: string[]; halfChecked: string[] } {
  const checked: string[] = [];
  const halfChecked: string[] = [];
  for (const node of indexTree(tree).values()) {
    const below = descendants(node);
    const all = keys.has(node.key) && below.every((child) => keys.has(child.key));
    if (all) checked.push(node.key);
    else if (keys.has(node.key) || below.some((child) => keys.has(child.key))) halfChecked.push(node.key);
  }
  return { checked, halfChecked };
}
