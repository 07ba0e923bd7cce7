import { apiDocEndpoints as E } from '@beacon/contracts/docs-center.endpoints';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../platform/http/endpoint-route';
import { ok } from '../../platform/http/envelopes';
import { serveFileEndpoint } from '../../platform/http/file-reply';
import type { ApiDocService } from './api-doc.service';

/** The API documentation's endpoints: the catalogue, and the OpenAPI 3.1 file. */
export const registerApiDocRoutes = (app: FastifyInstance, docs: ApiDocService): void => {
  serveEndpoint(app, E.catalog, async () => ok(await docs.catalog()));
  serveFileEndpoint(app, E.openApi, async () => ({
    fileName: 'beacon-open-api.json',
    body: Buffer.from(await docs.openApi(), 'utf8'),
  }));
};
