import { deviceDetailTelemetryEndpoints } from '@beacon/contracts/telemetry.endpoints';
import { endpointQueryOptions } from '../../../../lib/api-client/call-endpoint';

/** Query options of the latest value of each property of one device (its detail page). */
export const latestValuesQueryOptions = (iotId: string) =>
  endpointQueryOptions(deviceDetailTelemetryEndpoints.latest, { params: { iotId } });
