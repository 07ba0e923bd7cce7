import { idParamSchema } from '@beacon/contracts/protocol';
import {
  accountCreateSchema,
  accountPageSchema,
  accountResetPasswordSchema,
  accountUpdateSchema,
  SYSTEM_PATHS,
} from '@beacon/contracts/system';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listA, ok } from '../../platform/http/envelopes';
import { callerOf } from '../auth/auth.routes';
import type { AccountService } from './account.service';

const BASE = SYSTEM_PATHS.account;
const config = { module: 'system-management' } as const;

/** Account management: page, detail, create, edit, enable/disable, reset password, delete. */
export const accountRoutes = (accounts: AccountService) => async (instance: FastifyInstance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    `${BASE}/page`,
    { schema: { body: accountPageSchema }, config: { ...config, action: 'account.page' } },
    async (request) => {
      const { items, total } = await accounts.page(request.body);
      return listA(items, total);
    },
  );
  app.get(`${BASE}/:id`, { schema: { params: idParamSchema }, config }, async (request) =>
    ok(await accounts.get(request.params.id)),
  );
  app.post(
    `${BASE}/save`,
    { schema: { body: accountCreateSchema }, config: { ...config, action: 'account.save' } },
    async (request) => ok(await accounts.create(request.body)),
  );
  app.put(
    `${BASE}/update`,
    { schema: { body: accountUpdateSchema }, config: { ...config, action: 'account.update' } },
    async (request) => ok(await accounts.update(request.body, callerOf(request).accountId)),
  );
  app.post(
    `${BASE}/:id/enable`,
    { schema: { params: idParamSchema }, config: { ...config, action: 'account.enable' } },
    async (request) => ok(await accounts.setStatus(request.params.id, 'enabled', callerOf(request).accountId)),
  );
  app.post(
    `${BASE}/:id/disable`,
    { schema: { params: idParamSchema }, config: { ...config, action: 'account.disable' } },
    async (request) => ok(await accounts.setStatus(request.params.id, 'disabled', callerOf(request).accountId)),
  );
  app.post(
    `${BASE}/:id/reset-password`,
    {
      schema: { params: idParamSchema, body: accountResetPasswordSchema },
      config: { ...config, action: 'account.resetPassword' },
    },
    async (request) => {
      await accounts.resetPassword(request.params.id, request.body.password);
      return ok(null);
    },
  );
  app.delete(
    `${BASE}/:id`,
    { schema: { params: idParamSchema }, config: { ...config, action: 'account.delete' } },
    async (request) => {
      await accounts.remove(request.params.id, callerOf(request).accountId);
      return ok(null);
    },
  );
};
