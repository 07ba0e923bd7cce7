import { domainModelEndpoints } from '@beacon/contracts/iot-third-model.endpoints';
import { callEndpoint, endpointQueryOptions } from '../../../../lib/api-client/call-endpoint';

const PUBLISHED = { status: 'published' } as const;

/** Query options of the published domain service models a standard model may implement (silent, like categories). */
export const publishedDomainModelsQueryOptions = () => ({
  ...endpointQueryOptions(domainModelEndpoints.list, { body: PUBLISHED }),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    callEndpoint(domainModelEndpoints.list, { body: PUBLISHED }, { silent: true, signal }),
});
