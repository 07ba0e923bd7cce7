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
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serveEndpoint } from '../../platform/http/endpoint-route';
import { listA, ok } from '../../platform/http/envelopes';
import type { AbnormalDetector } from './abnormal.service';
import type { AbnormalSettings } from './abnormal-setting.service';
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
  serveEndpoint(app, deviceEventEndpoints.page, async ({ body, caller }) => {
    const { items, total } = await queries.deviceEventPage(body, caller().projects);
    return listA(items, total);
  });
};

/** Device uplinks over HTTP (header deviceSecret). */
export const registerIngestRoutes = (app: FastifyInstance, ingest: IngestService): void => {
  serveEndpoint(app, ingestEndpoints.properties, async ({ params, body, request }) => {
    const device = await ingest.authenticate(params.devKey, secretOf(request));
    ingest.assertAccepting();
    return ok(await ingest.properties(device, body, Date.now()));
  });
  serveEndpoint(app, ingestEndpoints.event, async ({ params, body, request }) => {
    const device = await ingest.authenticate(params.devKey, secretOf(request));
    ingest.assertAccepting();
    return ok(await ingest.event(device, params.identifier, body, Date.now()));
  });
};
