import { sceneLogEndpoints } from '@beacon/contracts/log-manage.endpoints';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../platform/http/endpoint-route';
import { listA } from '../../platform/http/envelopes';
import type { SceneLogService } from './scene-log.service';

/** The scene log, read only: list A with time-range, rule and result filters. */
export const registerSceneLogRoutes = (app: FastifyInstance, logs: SceneLogService): void => {
  serveEndpoint(app, sceneLogEndpoints.page, async ({ body }) => {
    const { items, total } = await logs.page(body);
    return listA(items, total);
  });
};
