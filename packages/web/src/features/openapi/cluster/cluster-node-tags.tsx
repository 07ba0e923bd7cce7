import type { ClusterNodeState, NodeHealth } from '@beacon/contracts/gateway-cluster';
import { Space, Tag, Tooltip } from 'antd';
import type { TFunction } from 'i18next';
import { formatDateTime } from '../../../lib/formatters';

/** The colour of each node health. */
export const HEALTH_COLORS: Readonly<Record<NodeHealth, string>> = { up: 'green', down: 'red', unknown: 'default' };

/** A node as one line of text: `host:port ×weight (health)`. */
export const nodeText = (node: ClusterNodeState, t: TFunction): string =>
  `${node.host.includes(':') ? `[${node.host}]` : node.host}:${node.port} ×${node.weight} (${t(`values.health.${node.health}`)})`;

/** A cluster's nodes as tags coloured by health, the last probe and its error as each tag's tooltip. */
export function NodeHealthTags({ nodes, t }: { nodes: readonly ClusterNodeState[]; t: TFunction }) {
  if (nodes.length === 0) return <Tag>{t('noNodes')}</Tag>;
  return (
    <Space size={[0, 4]} wrap>
      {nodes.map((node) => (
        <Tooltip
          key={`${node.host}:${node.port}`}
          title={
            node.lastCheck === null ? t('neverChecked') : `${formatDateTime(node.lastCheck)} ${node.lastError ?? ''}`
          }
        >
          <Tag color={HEALTH_COLORS[node.health]} data-testid="cluster-node-tag">
            {nodeText(node, t)}
          </Tag>
        </Tooltip>
      ))}
    </Space>
  );
}
