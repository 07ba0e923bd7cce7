import { alarmEndpoints as E } from '@beacon/contracts/alarm.endpoints';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../platform/http/endpoint-route';
import { listA, ok } from '../../platform/http/envelopes';
import type { AlarmService } from './alarm.service';

/** The alarm endpoints: page, active count, detail, acknowledge, clear, comment, batch acknowledge and clear. */
export const registerAlarmRoutes = (app: FastifyInstance, alarms: AlarmService): void => {
  serveEndpoint(app, E.page, async ({ body, caller }) => {
    const { items, total } = await alarms.page(body, caller().projects);
    return listA(items, total);
  });
  serveEndpoint(app, E.activeCount, async ({ caller }) => ok(await alarms.activeCount(caller().projects)));
  serveEndpoint(app, E.get, async ({ params, caller }) => ok(await alarms.detail(params.id, caller().projects)));
  serveEndpoint(app, E.ack, async ({ params, caller }) =>
    ok(await alarms.ack(params.id, caller().account, caller().projects)),
  );
  serveEndpoint(app, E.clear, async ({ params, caller }) =>
    ok(await alarms.clear(params.id, caller().account, caller().projects)),
  );
  serveEndpoint(app, E.comment, async ({ params, body, caller }) =>
    ok(await alarms.comment(params.id, body.text, caller().account, caller().projects)),
  );
  serveEndpoint(app, E.batchAck, async ({ body, caller }) =>
    ok(await alarms.batchAck(body.ids, caller().account, caller().projects)),
  );
  serveEndpoint(app, E.batchClear, async ({ body, caller }) =>
    ok(await alarms.batchClear(body.ids, caller().account, caller().projects)),
  );
};
