import './platform/http/fastify-types';
import path from 'node:path';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { authRoutes } from './modules/auth/auth.routes';
import { SessionService } from './modules/auth/session.service';
import { accountRoutes } from './modules/system/account.routes';
import { AccountService } from './modules/system/account.service';
import { operaLogRoutes } from './modules/system/opera-log.routes';
import { roleRoutes } from './modules/system/role.routes';
import { RoleService } from './modules/system/role.service';
import { registerOperaLog } from './platform/audit/opera-log';
import { AccessTokens } from './platform/auth/access-token';
import { registerGuard } from './platform/auth/guard';
import { hashPassword } from './platform/auth/passwords';
import { loadSigningKey } from './platform/auth/signing-key';
import type { Bus } from './platform/bus/bus';
import { startEmbeddedBroker } from './platform/bus/embedded-broker';
import { connectExternalBroker } from './platform/bus/external-broker';
import { type Database, openDatabase } from './platform/db/database';
import { startHousekeeping } from './platform/housekeeping';
import { registerErrorHandler } from './platform/http/error-handler';
import { registerMsgId } from './platform/http/msg-id';
import { findConsoleDir, registerConsole } from './platform/web/console';
import { type AdminSeed, ensureAdmin } from './seed/admin';
import { seedDemo } from './seed/demo';

/** What the platform is made of, for main.ts and tests. */
export interface Platform {
  database: Database;
  bus: Bus;
  adminSeed: AdminSeed;
}

declare module 'fastify' {
  interface FastifyInstance {
    platform: Platform;
  }
}

const CSP = {
  useDefaults: true,
  directives: {
    'script-src': ["'self'"],
    // Ant Design injects its CSS-in-JS style tags at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'media-src': ["'self'", 'blob:'],
    'connect-src': ["'self'"],
    'upgrade-insecure-requests': null,
  },
};

/** Builds the whole platform (database, broker, modules) without listening; closing the app closes them. */
export const buildApp = async (config: Config): Promise<FastifyInstance> => {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, redact: ['req.headers.accesstoken', 'req.headers.authorization'] },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
  });
  // While closing, replies end their keep-alive connection so in-flight clients don't hold the server open.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const database = await openDatabase(
    config.databaseUrl
      ? { url: config.databaseUrl }
      : { sqliteFile: config.sqliteFile ?? path.join(config.dataDir, 'beacon.db') },
  );
  let bus: Bus;
  try {
    bus = config.mqttUrl
      ? await connectExternalBroker(config.mqttUrl)
      : await startEmbeddedBroker(config.mqttPort, config.host, app.log);
  } catch (error) {
    await database.close();
    throw error;
  }
  const adminSeed = await ensureAdmin(database.db, config.adminPassword);
  if (adminSeed.created && config.demoData) await seedDemo(database.db);
  app.decorate('platform', { database, bus, adminSeed });
  const stopHousekeeping = startHousekeeping(database.db, config, app.log);
  app.addHook('onClose', async () => {
    stopHousekeeping();
    await bus.close();
    await database.close();
  });

  await app.register(helmet, { contentSecurityPolicy: CSP, crossOriginEmbedderPolicy: false });

  const tokens = new AccessTokens(await loadSigningKey(database.db));
  const sessions = new SessionService(database.db, tokens, {
    singleSession: config.singleSession,
    hashForTiming: () => hashPassword('timing-equaliser-password'),
  });
  registerGuard(app, { variant: config.variant, resolveCaller: (token) => sessions.resolveCaller(token) });
  registerMsgId(app, database.db);
  registerOperaLog(app, database.db);

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    const dbReady = await database.ping();
    const busReady = bus.isReady();
    return reply
      .status(dbReady && busReady ? 200 : 503)
      .send({ status: dbReady && busReady ? 'ready' : 'not ready', database: dbReady, mqtt: busReady });
  });

  await app.register(authRoutes(sessions, config.variant));
  await app.register(accountRoutes(new AccountService(database.db)));
  await app.register(roleRoutes(new RoleService(database.db)));
  await app.register(operaLogRoutes(database.db));
  await registerConsole(app, config.basePath, findConsoleDir());
  return app;
};
