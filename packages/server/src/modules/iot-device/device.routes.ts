import { deviceEndpoints as endpoints } from '@beacon/contracts/iot-device.endpoints';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../platform/http/endpoint-route';
import { listA, ok } from '../../platform/http/envelopes';
import type { DeviceService } from './device.service';

/** Devices: page, detail, create, edit, delete, enable, disable, reset-secret. */
export const registerDeviceRoutes = (app: FastifyInstance, devices: DeviceService): void => {
  serveEndpoint(app, endpoints.page, async ({ body }) => {
    const { items, total } = await devices.page(body);
    return listA(items, total);
  });
  serveEndpoint(app, endpoints.get, async ({ params }) => ok(await devices.get(params.iotId)));
  serveEndpoint(app, endpoints.save, async ({ body }) => ok(await devices.create(body)));
  serveEndpoint(app, endpoints.update, async ({ body }) => ok(await devices.update(body)));
  serveEndpoint(app, endpoints.remove, async ({ params }) => {
    await devices.remove(params.iotId);
    return ok(null);
  });
  serveEndpoint(app, endpoints.enable, async ({ params }) => ok(await devices.enable(params.iotId)));
  serveEndpoint(app, endpoints.disable, async ({ params }) => ok(await devices.disable(params.iotId)));
  serveEndpoint(app, endpoints.resetSecret, async ({ params }) => ok(await devices.resetSecret(params.iotId)));
};
