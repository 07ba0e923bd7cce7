import { ADMIN_ROLE_CODE } from '@beacon/contracts/system-management';
import { Tag, Tree, type TreeDataNode } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../lib/session-store';
import {
  buildResourceTree,
  checkState,
  foreignResources,
  grantableKeys,
  type HeldResources,
  keysFromResources,
  type ResourceNode,
  resourcesFromKeys,
  toggleKey,
} from './resource-tree-model';

/** Props of the permission tree; `value`/`onChange` come from antd Form.Item. */
export interface ResourceTreeProps {
  /** The role's resources (module codes and page ids). */
  value?: string[];
  onChange?: (resources: string[]) => void;
  disabled?: boolean;
  id?: string;
}

/** What the signed-in user holds: everything for the administrator role, else their resources. */
function useHeldResources(): HeldResources {
  const userInfo = useSessionStore((state) => state.userInfo);
  return useMemo(() => {
    if (!userInfo || userInfo.roles.includes(ADMIN_ROLE_CODE)) return 'all';
    return new Set(userInfo.resources.map((resource) => resource.code));
  }, [userInfo]);
}

/**
 * Checkable tree of modules → pages → buttons of the platform's variant; edits a role's resources. Nodes the
 * signed-in user does not hold are greyed out: a role may only grant what its editor holds.
 */
export function ResourceTree({ value, onChange, disabled, id }: ResourceTreeProps) {
  const { i18n } = useTranslation();
  const variant = useSessionStore((state) => state.platform?.variant ?? 'full');
  const tree = useMemo(() => buildResourceTree(variant), [variant]);
  const held = useHeldResources();
  const grantable = useMemo(() => grantableKeys(tree, held), [tree, held]);
  const resources = value ?? [];
  const keys = keysFromResources(tree, resources);
  const english = i18n.language.startsWith('en');

  const toData = (node: ResourceNode): TreeDataNode => ({
    key: node.key,
    disableCheckbox: !grantable.has(node.key),
    title: (
      <span data-resource={node.key} data-grantable={grantable.has(node.key)}>
        {english ? node.title.en : node.title.zh}
        {node.kind === 'button' && (
          <Tag bordered={false} style={{ marginInlineStart: 6 }}>
            {node.key.split(':')[1]}
          </Tag>
        )}
      </span>
    ),
    children: node.children.map(toData),
  });

  return (
    <div id={id} data-testid="resource-tree">
      <Tree
        checkable
        checkStrictly
        selectable={false}
        defaultExpandAll
        disabled={disabled}
        treeData={tree.map(toData)}
        checkedKeys={checkState(tree, keys)}
        onCheck={(_checked, info) => {
          const next = toggleKey(tree, keys, String(info.node.key), info.checked, grantable);
          onChange?.([...resourcesFromKeys(tree, next), ...foreignResources(tree, resources)]);
        }}
      />
    </div>
  );
}
