import { refusal } from '@beacon/contracts/reasons';
import {
  abnormalSettingEndpoints,
  DEVICE_SECRET_HEADER,
  deviceAbnormalEndpoints,
  deviceDataEndpoints,
  deviceDetailTelemetryEndpoints,
  deviceEventEndpoints,
  deviceLogEndpoints,
  ingestEndpoints,
} from '@beacon/contracts/telemetry.endpoints';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import type { DeviceRateLimiter } from '../../platform/bus/device-rate';
import { AppError } from '../../platform/http/app-error';
import { serveEndpoint } from '../../platform/http/endpoint-route';
import { listA, ok } from '../../platform/http/envelopes';
import type { AbnormalDetector } from './abnormal.service';
import type { AbnormalSettings } from './abnormal-setting.service';
import type { DeviceIdentity } from './device-directory';
import type { IngestService } from './ingest.service';
import type { TelemetryQueryService } from './telemetry-query.service';

const secretOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers[DEVICE_SECRET_HEADER];
  return typeof header === 'string' ? header : undefined;
};

/** Live values, history, device logs, device events, abnormal records and limits for the console. */
export const registerTelemetryRoutes = (
  app: FastifyInstance,
  queries: TelemetryQueryService,
  abnormal: AbnormalDetector,
  settings: AbnormalSettings,
): void => {
  serveEndpoint(app, deviceAbnormalEndpoints.page, async ({ body, caller }) => {
    const { items, total } = await abnormal.page(body, caller().projects);
    return listA(items, total);
  });
  serveEndpoint(app, abnormalSettingEndpoints.get, async ({ params, caller }) =>
    ok(await settings.read(params.projectCode, caller().projects)),
  );
  serveEndpoint(app, abnormalSettingEndpoints.save, async ({ body, caller }) =>
    ok(await settings.save(body, Date.now(), caller().projects)),
  );
  serveEndpoint(app, deviceDataEndpoints.page, async ({ body, caller }) => {
    const { items, total } = await queries.latestPage(body, caller().projects);
    return listA(items, total);
  });
  serveEndpoint(app, deviceDataEndpoints.liveProjects, async ({ caller }) =>
    ok(await queries.liveProjects(caller().projects)),
  );
  serveEndpoint(app, deviceDataEndpoints.history, async ({ body, caller }) =>
    ok(await queries.history(body, caller().projects)),
  );
  serveEndpoint(app, deviceLogEndpoints.page, async ({ body, caller }) => {
    const { items, total } = await queries.deviceLogPage(body, caller().projects);
    return listA(items, total);
  });
  serveEndpoint(app, deviceDetailTelemetryEndpoints.latest, async ({ params, caller }) =>
    ok(await queries.latestOfDevice(params.iotId, caller().projects)),
  );
  serveEndpoint(app, deviceDetailTelemetryEndpoints.logPage, async ({ params, body, caller }) => {
    const { items, total } = await queries.deviceOwnLogPage(params.iotId, body, caller().projects);
    return listA(items, total);
  });
  serveEndpoint(app, deviceDetailTelemetryEndpoints.eventPage, async ({ params, body, caller }) => {
    const { items, total } = await queries.deviceOwnEventPage(params.iotId, body, caller().projects);
    return listA(items, total);
  });
  serveEndpoint(app, deviceEventEndpoints.page, async ({ body, caller }) => {
    const { items, total } = await queries.deviceEventPage(body, caller().projects);
    return listA(items, total);
  });
};

// Read before the endpoint's own validation (it runs first, on the raw path parameters).
const devKeyParam = z.object({ devKey: z.string() });

/**
 * Device uplinks over HTTP (header deviceSecret). Before the body is read, the device is authenticated and held
 * to DEVICE_MAX_MSG_RATE messages a second: over it, 429 with `Retry-After` (seconds).
 */
export const registerIngestRoutes = (app: FastifyInstance, ingest: IngestService, rate: DeviceRateLimiter): void => {
  const devices = new WeakMap<FastifyRequest, DeviceIdentity>();
  const admit: onRequestAsyncHookHandler = async (request) => {
    const params = devKeyParam.safeParse(request.params);
    const device = await ingest.authenticate(params.success ? params.data.devKey : '', secretOf(request));
    const waitMs = rate.tryTake(device.devKey);
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw AppError.tooManyRequests(`devKey: over the device's message rate; retry in ${seconds} s`, seconds).with(
        refusal('devKey', 'deviceRateExceeded', { seconds }),
      );
    }
    devices.set(request, device);
  };
  const deviceOf = async (request: FastifyRequest, devKey: string): Promise<DeviceIdentity> =>
    devices.get(request) ?? ingest.authenticate(devKey, secretOf(request));
  serveEndpoint(
    app,
    ingestEndpoints.properties,
    async ({ params, body, request }) => {
      const device = await deviceOf(request, params.devKey);
      ingest.assertAccepting();
      return ok(await ingest.properties(device, body, Date.now()));
    },
    { onRequest: admit },
  );
  serveEndpoint(
    app,
    ingestEndpoints.event,
    async ({ params, body, request }) => {
      const device = await deviceOf(request, params.devKey);
      ingest.assertAccepting();
      return ok(await ingest.event(device, params.identifier, body, Date.now()));
    },
    { onRequest: admit },
  );
};
