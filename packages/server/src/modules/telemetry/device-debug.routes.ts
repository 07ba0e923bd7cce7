import { deviceDebugEndpoints } from '@beacon/contracts/device-debug.endpoints';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../platform/http/endpoint-route';
import { ok } from '../../platform/http/envelopes';
import type { DeviceDebugService } from './device-debug.service';

/** The device detail's debugging: connection info, a property report as the device, service calls. */
export const registerDeviceDebugRoutes = (app: FastifyInstance, debug: DeviceDebugService): void => {
  serveEndpoint(app, deviceDebugEndpoints.info, async ({ params, caller }) =>
    ok(await debug.info(params.iotId, caller().projects)),
  );
  serveEndpoint(app, deviceDebugEndpoints.propertyReport, async ({ params, body, caller }) =>
    ok(await debug.propertyReport(params.iotId, body, caller().projects)),
  );
  serveEndpoint(app, deviceDebugEndpoints.callService, async ({ params, body, caller }) =>
    ok(await debug.callService(params.iotId, body, caller().projects)),
  );
};
