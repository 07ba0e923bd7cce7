import type { ConsoleLanguage } from '@beacon/contracts/console-locale';
import type { Variant } from '@beacon/contracts/registry';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ActivityLogs } from './audit/activity-logs';
import type { AccessTokens } from './auth/access-token';
import type { ResolveCaller } from './auth/guard';
import type { SecretBox } from './auth/secret-box';
import type { SignInLimit } from './auth/sign-in-limit';
import type { Bus } from './bus/bus';
import type { SharedCounters } from './cluster/shared-counters';
import type { Dialect, Migrations } from './db/migrations/helpers';
import type { PlatformTables } from './db/tables';
import type { MediaStorage } from './media-storage';
import type { MediaUrlSigner } from './media-url';
import type { Signals } from './signals';
import type { UsageRegistry } from './usage';

/** The settings a module may read. */
export interface ModuleSettings {
  variant: Variant;
  adminPassword: string | undefined;
  singleSession: boolean;
  /** Absolute session lifetime in milliseconds, whatever the activity. */
  sessionMaxAgeMs: number;
  /** Limits on what one device may send, and how long a service call waits for its reply (see Config). */
  device: { maxMsgRate: number; maxClockSkewMs: number; logRetentionDays: number; serviceCallTimeoutMs: number };
  /** AI event uploads per device per minute (AI_EVENT_MAX_PER_MINUTE) and their retention (AI_EVENT_RETENTION_DAYS). */
  aiEvent: { maxPerMinute: number; retentionDays: number };
  /** Days the API call log and its per-minute and hourly counts are kept (API_CALL_LOG_RETENTION_DAYS). */
  apiCallLogRetentionDays: number;
  /** The broker URL shown to operators (MQTT_PUBLIC_URL), when set; else the bus's device URL. */
  mqttPublicUrl: string | undefined;
  /** The language the demo is seeded in (DEMO_LANGUAGE): its names and descriptions, never its codes. */
  demoLanguage: ConsoleLanguage;
  /** The HTTP port the server listens on (PORT; 0 when the system picks one), for demo data pointing at itself. */
  httpPort: number;
}

/** Media files (AI event images and clips): where they are kept, how URLs to them are signed, upload limits. */
export interface MediaServices {
  storage: MediaStorage;
  urls: MediaUrlSigner;
  /** A folder for uploads in progress (on the same disk as DATA_DIR), emptied of each request's files after it. */
  tempDir: string;
  /** Largest image and video clip (bytes): AI_MEDIA_MAX_IMAGE_BYTES, AI_MEDIA_MAX_VIDEO_BYTES. */
  maxImageBytes: number;
  maxVideoBytes: number;
}

/** What the platform hands a module: the app, the database, the bus, settings and the platform's services. */
export interface ModuleContext {
  app: FastifyInstance;
  db: Kysely<PlatformTables>;
  dialect: Dialect;
  bus: Bus;
  settings: ModuleSettings;
  tokens: AccessTokens;
  /** Cross-module usage counts (e.g. devices per project), registered by the referring module. */
  usage: UsageRegistry;
  /** The API call and scene logs: every module may append (gateway, automation rules), log-manage provides the writers. */
  logs: ActivityLogs;
  /** What telemetry stored (property samples, alert/error events, abnormal records), for modules that react. */
  signals: Signals;
  /** Media files: storage, signed URLs, upload limits. */
  media: MediaServices;
  /** Encrypts secrets the server must use again (app HMAC keys) at rest, under a key of this install. */
  secrets: SecretBox;
  /** Fixed-window counters, shared by the cluster through Redis when configured (rate limits). */
  counters: SharedCounters;
  /** The per-IP sign-in limit's hooks, for sign-in routes. */
  signInLimit: SignInLimit;
  /** Makes this module the one that turns access tokens into callers (the module owning sessions). */
  provideCallers(resolve: ResolveCaller): void;
  /** The caller an access token belongs to (routes outside the guard: websockets); throws the protocol's 401. */
  authenticate: ResolveCaller;
  /** A line the start-up banner prints (e.g. a generated password, shown once). */
  announce(line: string): void;
}

/** A domain module: a folder under modules/ that the app composes from one list. */
export interface BeaconModule {
  /** Owner name of its migrations (its folder name). */
  name: string;
  /** Its schema, by version name; run in name order, after the platform's. */
  migrations: Migrations;
  /** Built-in data, on every start (idempotent). */
  seed?(ctx: ModuleContext): Promise<void>;
  /** Demo data, on the first start with DEMO_DATA. */
  demo?(ctx: ModuleContext): Promise<void>;
  /** Registers its routes (from the endpoint table) and hooks. */
  register(ctx: ModuleContext): Promise<void>;
  /** Hourly housekeeping (retention purges). */
  jobs?: ReadonlyArray<(ctx: ModuleContext) => Promise<void>>;
}
