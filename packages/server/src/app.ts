import './platform/http/fastify-types';
import path from 'node:path';
import helmet from '@fastify/helmet';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type Config, connectionLimits } from './config';
import { MODULES } from './modules';
import { ActivityLogs } from './platform/audit/activity-logs';
import { purgeOperaLog, registerOperaLog } from './platform/audit/opera-log';
import { AccessTokens } from './platform/auth/access-token';
import { type CallerSource, registerGuard } from './platform/auth/guard';
import { SecretBox } from './platform/auth/secret-box';
import { createSignInLimit } from './platform/auth/sign-in-limit';
import { loadSigningKey } from './platform/auth/signing-key';
import type { Bus } from './platform/bus/bus';
import { startEmbeddedBroker } from './platform/bus/embedded-broker';
import { connectExternalBroker } from './platform/bus/external-broker';
import { createSharedCounters } from './platform/cluster/shared-counters';
import { type Database, openDatabase } from './platform/db/database';
import { PLATFORM_MIGRATIONS } from './platform/db/migrations/index';
import { startHousekeeping } from './platform/housekeeping';
import { AppError } from './platform/http/app-error';
import { answerFrameworkError, registerErrorHandler } from './platform/http/error-handler';
import { registerInputGuards } from './platform/http/input-guards';
import { purgeExpiredMsgIds, registerMsgId } from './platform/http/msg-id';
import { registerPlatformRoutes } from './platform/http/platform-routes';
import { LocalDiskMediaStorage } from './platform/media-storage';
import { MediaUrlSigner } from './platform/media-url';
import type { ModuleContext } from './platform/module';
import { Signals } from './platform/signals';
import { UsageRegistry } from './platform/usage';
import { findConsoleDir, registerConsole } from './platform/web/console';

/** What the platform is made of, for main.ts and tests. */
export interface Platform {
  database: Database;
  bus: Bus;
  /** Lines for the start-up banner (e.g. the generated admin password, shown once). */
  announcements: readonly string[];
  /** Every route registered, as `METHOD /path` (the endpoint-table test compares them). */
  routes: readonly string[];
  /** The API call and scene logs as modules append to them (tests append through it too). */
  logs: ActivityLogs;
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

const connectBus = async (config: Config, app: FastifyInstance, database: Database): Promise<Bus> =>
  config.mqttUrl
    ? connectExternalBroker({
        url: config.mqttUrl,
        shareGroup: config.mqttShareGroup,
        db: database.db,
        heartbeatTimeoutMs: config.deviceHeartbeatTimeoutMs,
        clientId: config.mqttClientId,
        connections: config.mqttIngestConnections,
        log: app.log,
      })
    : startEmbeddedBroker(config.mqttPort, config.host, app.log, connectionLimits(config));

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
    frameworkErrors: answerFrameworkError,
  });
  const routes: string[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push(`${method} ${route.url}`);
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
      ? {
          url: config.databaseUrl,
          onConnectionLost: (error) => app.log.warn(`database connection lost: ${error.message}`),
        }
      : { sqliteFile: config.sqliteFile ?? path.join(config.dataDir, 'beacon.db') },
  );
  let bus: Bus | undefined;
  try {
    const firstStart = (await database.migrate('platform', PLATFORM_MIGRATIONS)).includes('0001-platform');
    for (const module of MODULES) await database.migrate(module.name, module.migrations);
    bus = await connectBus(config, app, database);
    const counters = await createSharedCounters(config.redisUrl, config.redisKeyPrefix, (message) =>
      app.log.warn(message),
    );
    app.addHook('onClose', () => counters.close());
    const connected = bus;
    const announcements: string[] = [];
    const callers: CallerSource = { resolve: null };
    const installKey = await loadSigningKey(database.db);
    const ctx: ModuleContext = {
      app,
      db: database.db,
      dialect: database.dialect,
      bus: connected,
      settings: {
        variant: config.variant,
        adminPassword: config.adminPassword,
        singleSession: config.singleSession,
        sessionMaxAgeMs: config.sessionMaxAgeMs,
        device: {
          maxMsgRate: config.deviceMaxMsgRate,
          maxClockSkewMs: config.maxClockSkewMs,
          logRetentionDays: config.deviceLogRetentionDays,
          serviceCallTimeoutMs: config.serviceCallTimeoutMs,
        },
        aiEvent: { maxPerMinute: config.aiEventMaxPerMinute, retentionDays: config.aiEventRetentionDays },
        apiCallLogRetentionDays: config.apiCallLogRetentionDays,
        mqttPublicUrl: config.mqttPublicUrl,
        demoLanguage: config.demoLanguage,
        httpPort: config.port,
      },
      tokens: new AccessTokens(installKey),
      media: {
        storage: new LocalDiskMediaStorage(path.join(config.dataDir, 'media')),
        urls: new MediaUrlSigner(installKey, config.mediaUrlTtlSeconds),
        tempDir: path.join(config.dataDir, 'media-upload'),
        maxImageBytes: config.aiMediaMaxImageBytes,
        maxVideoBytes: config.aiMediaMaxVideoBytes,
      },
      secrets: new SecretBox(installKey),
      usage: new UsageRegistry(),
      logs: new ActivityLogs(),
      signals: new Signals((error, what) => app.log.error({ err: error }, `${what}: a listener failed`)),
      counters,
      signInLimit: createSignInLimit(counters, config.signInRateLimit),
      provideCallers: (resolve) => {
        callers.resolve = resolve;
      },
      authenticate: async (token) => {
        if (!callers.resolve) throw AppError.tokenInvalid();
        return callers.resolve(token);
      },
      announce: (line) => announcements.push(line),
    };
    for (const module of MODULES) await module.seed?.(ctx);
    if (firstStart && config.demoData) for (const module of MODULES) await module.demo?.(ctx);
    app.decorate('platform', { database, bus: connected, announcements, routes, logs: ctx.logs });

    await app.register(helmet, { contentSecurityPolicy: CSP, crossOriginEmbedderPolicy: false });
    registerGuard(app, { variant: config.variant, callers });
    registerInputGuards(app);
    registerMsgId(app, database.db);
    registerOperaLog(app, database.db);
    registerPlatformRoutes(app, database, connected);
    await app.register(websocket, { options: { maxPayload: 256 * 1024 } });
    for (const module of MODULES) await module.register(ctx);
    await connected.open();
    await registerConsole(app, config.basePath, findConsoleDir());

    const stopHousekeeping = startHousekeeping(
      [
        () => purgeExpiredMsgIds(database.db),
        () => purgeOperaLog(database.db, config.operaLogRetentionDays),
        ...MODULES.flatMap((module) => (module.jobs ?? []).map((job) => () => job(ctx))),
      ],
      app.log,
    );
    app.addHook('onClose', async () => {
      stopHousekeeping();
      await connected.close();
      await database.close();
    });
  } catch (error) {
    await bus?.close();
    await database.close();
    throw error;
  }
  return app;
};
