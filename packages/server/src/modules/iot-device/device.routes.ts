import { deviceEndpoints as endpoints } from '@beacon/contracts/iot-device.endpoints';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../platform/http/endpoint-route';
import { listA, ok } from '../../platform/http/envelopes';
import type { DeviceService } from './device.service';

/** Devices: page, detail, create, edit, delete, enable, disable, reset-secret. */
export const registerDeviceRoutes = (app: FastifyInstance, devices: DeviceService): void => {
  serveEndpoint(app, endpoints.page, async ({ body, caller }) => {
    const { items, total } = await devices.page(body, caller().projects);
    return listA(items, total);
  });
  serveEndpoint(app, endpoints.get, async ({ params, caller }) =>
    ok(await devices.get(params.iotId, caller().projects)),
  );
  serveEndpoint(app, endpoints.save, async ({ body, caller }) => ok(await devices.create(body, caller().projects)));
  serveEndpoint(app, endpoints.update, async ({ body, caller }) => ok(await devices.update(body, caller().projects)));
  serveEndpoint(app, endpoints.remove, async ({ params, caller }) => {
    await devices.remove(params.iotId, caller().projects);
    return ok(null);
  });
  serveEndpoint(app, endpoints.enable, async ({ params, caller }) =>
    ok(await devices.enable(params.iotId, caller().projects)),
  );
  serveEndpoint(app, endpoints.disable, async ({ params, caller }) =>
    ok(await devices.disable(params.iotId, caller().projects)),
  );
  serveEndpoint(app, endpoints.resetSecret, async ({ params, caller }) =>
    ok(await devices.resetSecret(params.iotId, caller().projects)),
  );
};
