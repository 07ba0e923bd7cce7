import type { ServiceCluster } from '@beacon/contracts/gateway-cluster';
import { CLUSTER_BUTTONS, clusterEndpoints } from '@beacon/contracts/gateway-cluster.endpoints';
import { openApiEndpoints } from '@beacon/contracts/open-platform-api.endpoints';
import { BoundApisDialog } from '../../../components/open-api/bound-apis-dialog';
import type { RecordDialogProps } from '../../../components/page-kit/page-spec';
import { callEndpoint, endpointQueryKey } from '../../../lib/api-client/call-endpoint';

/**
 * The APIs that forward to a cluster (`service-cluster/api-list`); binding more (`service-cluster/bing-api`) chooses
 * among APIs that forward (not built-in) and are not online. An API leaves a cluster when edited to another.
 */
export function ClusterApisDialog({ open, record, onClose, afterClose }: RecordDialogProps<ServiceCluster>) {
  const id = record.id;
  return (
    <BoundApisDialog
      open={open}
      onClose={onClose}
      afterClose={afterClose}
      name={record.name}
      boundKey={endpointQueryKey(clusterEndpoints.apis, { query: { id } })}
      loadBound={() => callEndpoint(clusterEndpoints.apis, { query: { id } }).then((reply) => reply.object)}
      choosable={(api) => api.builtin === null && api.status !== 'online'}
      bind={(apiIds) => callEndpoint(clusterEndpoints.bind, { body: { id, apiIds } })}
      button={CLUSTER_BUTTONS.bind}
      changes={[clusterEndpoints.page, openApiEndpoints.page]}
      testId="cluster-apis-dialog"
    />
  );
}
