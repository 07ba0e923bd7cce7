import { ruleEndpoints as E } from '@beacon/contracts/work-order-rule.endpoints';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../platform/http/endpoint-route';
import { listA, ok } from '../../platform/http/envelopes';
import type { RuleService } from './rule.service';

/** The rule endpoints: page, detail, test, create, edit, delete. */
export const registerRuleRoutes = (app: FastifyInstance, rules: RuleService): void => {
  serveEndpoint(app, E.page, async ({ body }) => {
    const { items, total } = await rules.page(body);
    return listA(items, total);
  });
  serveEndpoint(app, E.get, async ({ params }) => ok(await rules.get(params.id)));
  serveEndpoint(app, E.test, async ({ params, caller }) => ok(await rules.test(params.id, caller().projects)));
  serveEndpoint(app, E.save, async ({ body }) => ok(await rules.create(body)));
  serveEndpoint(app, E.update, async ({ body }) => ok(await rules.update(body)));
  serveEndpoint(app, E.remove, async ({ params }) => {
    await rules.remove(params.id);
    return ok(null);
  });
};
