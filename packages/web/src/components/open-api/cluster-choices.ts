import type { ClusterChoice } from '@beacon/contracts/gateway-cluster';
import { clusterEndpoints } from '@beacon/contracts/gateway-cluster.endpoints';
import { useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '../../lib/api-client/call-endpoint';

const NO_CLUSTERS: readonly ClusterChoice[] = [];

/** Every service cluster of the gateway as a choice, with its node count (empty until they have loaded). */
export function useClusterChoices(): readonly ClusterChoice[] {
  return (
    useQuery(endpointQueryOptions(clusterEndpoints.list, { body: {} }, { silent: true })).data?.object ?? NO_CLUSTERS
  );
}
