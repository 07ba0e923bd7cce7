import type { HistoryRequest } from '@beacon/contracts/telemetry';
import { deviceDataEndpoints } from '@beacon/contracts/telemetry.endpoints';
import { endpointQueryOptions } from '../../../../lib/api-client/call-endpoint';

/** Query options of one property's stored values between two times (oldest first). */
export const deviceDataHistoryQueryOptions = (request: HistoryRequest) =>
  endpointQueryOptions(deviceDataEndpoints.history, { body: request });
