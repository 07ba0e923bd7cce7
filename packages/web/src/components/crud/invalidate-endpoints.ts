import type { AnyEndpoint } from '@beacon/contracts/endpoint';
import type { QueryClient } from '@tanstack/react-query';
import { resourceQueryKey } from '../../lib/api-client/call-endpoint';

/** Mark every query of the endpoints' resources stale (lists and details refetch while shown). */
export async function invalidateEndpoints(client: QueryClient, endpoints: readonly AnyEndpoint[]): Promise<void> {
  const keys = new Map(endpoints.map((endpoint) => [resourceQueryKey(endpoint).join('.'), resourceQueryKey(endpoint)]));
  await Promise.all([...keys.values()].map((key) => client.invalidateQueries({ queryKey: [...key] })));
}
