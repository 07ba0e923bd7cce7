import type { ApiDocArea } from '@beacon/contracts/docs-center';
import { Tree, type TreeDataNode } from 'antd';
import { MethodTag } from './method-tag';

/** Props of the catalogue tree. */
export interface ApiDocNavProps {
  areas: ApiDocArea[];
  selected: number | undefined;
  onSelect: (apiId: number) => void;
}

const API_KEY = 'api-';

/** The catalogue as a tree: area → group → API (method and name); picking an API shows it. */
export function ApiDocNav({ areas, selected, onSelect }: ApiDocNavProps) {
  const treeData: TreeDataNode[] = areas.map((area) => ({
    key: `area-${area.id}`,
    title: area.name,
    selectable: false,
    children: area.groups.map((group) => ({
      key: `group-${group.id}`,
      title: group.name,
      selectable: false,
      children: group.apis.map((api) => ({
        key: `${API_KEY}${api.id}`,
        isLeaf: true,
        title: (
          <span data-testid={`api-doc-nav-${api.id}`}>
            <MethodTag method={api.method} />
            {api.name}
          </span>
        ),
      })),
    })),
  }));
  return (
    <Tree
      blockNode
      defaultExpandAll
      showLine
      treeData={treeData}
      selectedKeys={selected === undefined ? [] : [`${API_KEY}${selected}`]}
      onSelect={(_keys, info) => {
        const key = String(info.node.key);
        if (key.startsWith(API_KEY)) onSelect(Number(key.slice(API_KEY.length)));
      }}
      data-testid="api-doc-nav"
    />
  );
}
