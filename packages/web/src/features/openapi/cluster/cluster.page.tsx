import type { ServiceCluster } from '@beacon/contracts/gateway-cluster';
import { CLUSTER_BUTTONS, clusterEndpoints } from '@beacon/contracts/gateway-cluster.endpoints';
import { definePage } from '../../../components/page-kit/define-page';
import type { TextContext } from '../../../components/page-kit/page-spec';
import { callEndpoint } from '../../../lib/api-client/call-endpoint';
import { ClusterApisDialog } from './cluster-apis-dialog';
import { ClusterFormDrawer } from './cluster-form-drawer';
import { NodeHealthTags, nodeText } from './cluster-node-tags';

/** A cluster's health check in one line, or that it has none. */
export const healthCheckText = (row: Pick<ServiceCluster, 'healthCheck'>, { t }: Pick<TextContext, 't'>): string =>
  row.healthCheck === null ? t('noHealthCheck') : t('healthCheckEvery', row.healthCheck);

/** Why a cluster cannot be deleted (text key): APIs still forward to it. */
const usedByApis = (row: ServiceCluster) => (row.apiCount > 0 ? 'usedByApis' : undefined);

/**
 * /open-api-gateway/serve: the gateway's service clusters (`/api/v1/gateway/service-cluster`, form B): upstream
 * nodes with their health as last probed, balancing, timeout, retries, health check; the APIs that forward to one.
 */
export default definePage({
  route: '/open-api-gateway/serve',
  texts: 'serviceCluster',
  endpoint: clusterEndpoints.page,
  filters: ['name'],
  columns: [
    { key: 'name', width: 180 },
    {
      key: 'nodes',
      width: 320,
      text: (row, { t }) => row.nodes.map((node) => nodeText(node, t)).join(', '),
      render: (row, { t }) => <NodeHealthTags nodes={row.nodes} t={t} />,
    },
    { key: 'balance', width: 110, tags: { round_robin: 'blue', weighted: 'purple' } },
    { key: 'timeoutMs', width: 110, align: 'right' },
    { key: 'retries', width: 90, align: 'right' },
    { key: 'healthCheck', width: 200, text: (row, context) => healthCheckText(row, context) },
    { key: 'apiCount', width: 100, align: 'right' },
    { key: 'description', width: 200, only: ['detail', 'export'] },
    { key: 'updateDate', format: 'dateTime', width: 170 },
  ],
  rowActions: [
    { kind: 'dialog', key: 'apis', dialog: ClusterApisDialog },
    { kind: 'edit', button: CLUSTER_BUTTONS.edit },
    {
      kind: 'delete',
      button: CLUSTER_BUTTONS.delete,
      disabled: usedByApis,
      name: (row) => row.name,
      call: (row) => callEndpoint(clusterEndpoints.remove, { query: { id: row.id } }),
    },
  ],
  actionsWidth: 190,
  toolbar: [{ kind: 'create', button: CLUSTER_BUTTONS.create }, 'export'],
  form: ClusterFormDrawer,
});
