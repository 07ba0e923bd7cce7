import { API_INFO } from '@beacon/contracts/api-info';
import { authEndpoints } from '@beacon/contracts/auth.endpoints';
import { ENDPOINTS } from '@beacon/contracts/endpoints';
import { buildOpenApi } from '@beacon/contracts/openapi';
import type { FastifyInstance } from 'fastify';
import type { Bus } from '../bus/bus';
import type { Database } from '../db/database';
import { serveEndpoint } from './endpoint-route';

/** Health (`/healthz`), readiness (`/readyz`: database and broker) and the API's OpenAPI document. */
export const registerPlatformRoutes = (app: FastifyInstance, database: Database, bus: Bus): void => {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    const dbReady = await database.ping();
    const busReady = bus.isReady();
    return reply
      .status(dbReady && busReady ? 200 : 503)
      .send({ status: dbReady && busReady ? 'ready' : 'not ready', database: dbReady, mqtt: busReady });
  });
  const openapi = buildOpenApi(ENDPOINTS, API_INFO);
  serveEndpoint(app, authEndpoints.openapi, async () => openapi);
};
