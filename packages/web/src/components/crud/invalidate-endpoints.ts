import type { AnyEndpoint } from '@beacon/contracts/endpoint';
import type { QueryClient } from '@tanstack/react-query';
import { resourceQueryKey } from '../../lib/api-client/call-endpoint';

/**
 * Mark every query of the endpoints' resources stale (lists and details refetch while shown), except a form's
 * record (`meta.loadOnce`): it is read when its form opens, and a record just deleted while its form was still
 * closing must not be asked for again.
 */
export async function invalidateEndpoints(client: QueryClient, endpoints: readonly AnyEndpoint[]): Promise<void> {
  const keys = new Map(endpoints.map((endpoint) => [resourceQueryKey(endpoint).join('.'), resourceQueryKey(endpoint)]));
  await Promise.all(
    [...keys.values()].map((key) =>
      client.invalidateQueries({ queryKey: [...key], predicate: (query) => query.meta?.loadOnce !== true }),
    ),
  );
}
