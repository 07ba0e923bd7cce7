import { idParamSchema } from '@beacon/contracts/protocol';
import { roleCreateSchema, rolePageSchema, roleUpdateSchema, SYSTEM_PATHS } from '@beacon/contracts/system';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listA, ok } from '../../platform/http/envelopes';
import type { RoleService } from './role.service';

const BASE = SYSTEM_PATHS.role;
const config = { module: 'system-management' } as const;

/** Role management: page, detail, create, edit, delete. */
export const roleRoutes = (roles: RoleService) => async (instance: FastifyInstance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    `${BASE}/page`,
    { schema: { body: rolePageSchema }, config: { ...config, action: 'role.page' } },
    async (request) => {
      const { items, total } = await roles.page(request.body);
      return listA(items, total);
    },
  );
  app.get(`${BASE}/:id`, { schema: { params: idParamSchema }, config }, async (request) =>
    ok(await roles.get(request.params.id)),
  );
  app.post(
    `${BASE}/save`,
    { schema: { body: roleCreateSchema }, config: { ...config, action: 'role.save' } },
    async (request) => ok(await roles.create(request.body)),
  );
  app.put(
    `${BASE}/update`,
    { schema: { body: roleUpdateSchema }, config: { ...config, action: 'role.update' } },
    async (request) => ok(await roles.update(request.body)),
  );
  app.delete(
    `${BASE}/:id`,
    { schema: { params: idParamSchema }, config: { ...config, action: 'role.delete' } },
    async (request) => {
      await roles.remove(request.params.id);
      return ok(null);
    },
  );
};
