import { hostname } from 'node:os';
import { CONSOLE_LANGUAGES, type ConsoleLanguage, DEFAULT_CONSOLE_LANGUAGE } from '@beacon/contracts/console-locale';
import { VARIANTS } from '@beacon/contracts/registry';
import { z } from 'zod';
import type { ConnectionLimits } from './platform/bus/connection-guard';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: "must be 'true' or 'false'" })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const port = z.coerce
  .number({ message: 'must be a number' })
  .int('must be a whole number')
  .min(0, 'must be between 0 and 65535')
  .max(65535, 'must be between 0 and 65535');

const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
/** A duration such as `7d`, `12h`, `90m`, `30s` or bare seconds, in milliseconds. */
const toMs = (value: string): number => {
  const unit = value.at(-1);
  const scale = unit === 's' || unit === 'm' || unit === 'h' || unit === 'd' ? UNIT_MS[unit] : 1000;
  return Number.parseInt(value, 10) * scale;
};

/** A whole number in [min, max]. */
const count = (min: number, max: number) =>
  z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(min, `must be between ${min} and ${max}`)
    .max(max, `must be between ${min} and ${max}`);

/** A duration such as '10s', '5m' or bare seconds, in milliseconds. */
const duration = (example: string) =>
  z
    .string()
    .regex(/^\d+[smhd]?$/, `must be a duration such as ${example} or seconds`)
    .transform(toMs);

const envSchema = z.object({
  PORT: port.default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  BASE_PATH: z
    .string()
    .regex(/^\/([A-Za-z0-9._-]+\/)*$/, "must start and end with '/' (e.g. /developer-platform/)")
    .default('/developer-platform/'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^(postgres|postgresql):\/\//, 'must be a postgres:// URL (leave unset for embedded SQLite)')
    .optional(),
  MQTT_URL: z
    .string()
    .regex(/^(mqtt|mqtts|tcp|ws|wss):\/\//, 'must be an mqtt:// URL (leave unset for the embedded broker)')
    .optional(),
  MQTT_PORT: port.optional(),
  MQTT_PUBLIC_URL: z
    .string()
    .regex(/^(mqtt|mqtts|ws|wss):\/\/[^/?#@]+(:\d+)?\/?$/, 'must be an mqtt:// URL with host and port, no credentials')
    .optional(),
  MQTT_SHARE_GROUP: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1-64 letters, digits, _ or -')
    .default('beacon'),
  MQTT_CLIENT_ID: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,64}$/, 'must be 1-64 letters, digits, _, . or -')
    .optional(),
  MQTT_INGEST_CONNECTIONS: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 64')
    .max(64, 'must be between 1 and 64')
    .default(8),
  DEVICE_HEARTBEAT_TIMEOUT: z
    .string()
    .regex(/^\d+[smhd]?$/, "must be a duration such as '3m' or seconds ('180')")
    .transform(toMs)
    .refine((ms) => ms >= 5_000, 'must be at least 5 seconds')
    .default(toMs('180s')),
  MQTT_MAX_PACKET_BYTES: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1024, 'must be between 1024 and 268435455')
    .max(268_435_455, 'must be between 1024 and 268435455')
    .default(256 * 1024),
  MQTT_MAX_PENDING_PER_ADDRESS: count(1, 100_000).default(20),
  MQTT_MAX_CONNECTIONS: count(1, 10_000_000).default(50_000),
  MQTT_CONNECT_TIMEOUT: duration("'10s'")
    .refine((ms) => ms >= 1_000 && ms <= 300_000, 'must be between 1 second and 5 minutes')
    .default(toMs('10s')),
  DEVICE_MAX_MSG_RATE: count(1, 1_000_000).default(200),
  MAX_CLOCK_SKEW: duration("'5m'")
    .refine((ms) => ms >= 1_000, 'must be at least 1 second')
    .default(toMs('5m')),
  DEVICE_LOG_RETENTION_DAYS: count(1, 3650).default(30),
  SERVICE_CALL_TIMEOUT: duration("'10s'")
    .refine((ms) => ms >= 1_000 && ms <= 300_000, 'must be between 1 second and 5 minutes')
    .default(toMs('10s')),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'must be 1-64 letters, digits, _, ., : or -')
    .default('beacon'),
  VARIANT: z.enum(VARIANTS, { message: `must be one of ${VARIANTS.join(', ')}` }).default('full'),
  BEACON_ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(128).optional(),
  DEMO_DATA: bool.default(true),
  DEMO_LANGUAGE: z
    .enum(CONSOLE_LANGUAGES, { message: `must be one of ${CONSOLE_LANGUAGES.join(', ')}` })
    .default(DEFAULT_CONSOLE_LANGUAGE),
  TRUST_PROXY: bool.default(false),
  SINGLE_SESSION: bool.default(true),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(512 * 1024 * 1024)
    .default(1024 * 1024),
  SESSION_MAX_AGE: z
    .string()
    .regex(/^\d+[smhd]?$/, "must be a duration such as '7d', '12h', '90m' or seconds ('3600')")
    .transform(toMs)
    .refine((ms) => ms >= 60_000, 'must be at least one minute')
    .default(toMs('7d')),
  SIGN_IN_RATE_LIMIT: z.coerce
    .number({ message: 'must be a number' })
    .int()
    .min(1, 'must be at least 1 attempt per minute')
    .max(100_000)
    .default(20),
  AI_MEDIA_MAX_IMAGE_BYTES: count(1024, 512 * 1024 * 1024).default(10 * 1024 * 1024),
  AI_MEDIA_MAX_VIDEO_BYTES: count(1024, 2 * 1024 * 1024 * 1024).default(50 * 1024 * 1024),
  MEDIA_URL_TTL_SECONDS: count(10, 7 * 86_400).default(600),
  AI_EVENT_MAX_PER_MINUTE: count(1, 100_000).default(30),
  AI_EVENT_RETENTION_DAYS: count(1, 3650).default(90),
  API_CALL_LOG_RETENTION_DAYS: count(1, 3650).default(90),
  OPERA_LOG_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(180),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** The server's validated settings. */
export interface Config {
  port: number;
  host: string;
  basePath: string;
  dataDir: string;
  /** SQLite file; defaults to DATA_DIR/beacon.db (tests use `:memory:`). */
  sqliteFile?: string;
  databaseUrl: string | undefined;
  mqttUrl: string | undefined;
  /** The broker URL operators and devices are shown (the device debug tab); defaults to the bus's own. */
  mqttPublicUrl: string | undefined;
  /** Embedded broker port; `explicit` says the operator chose it (a taken port is then an error). */
  mqttPort: { port: number; explicit: boolean };
  /** Shared-subscription group of the instances ingesting from an external broker. */
  mqttShareGroup: string;
  /** Base of this instance's MQTT client ids at an external broker: stable across restarts, unique per instance. */
  mqttClientId: string;
  /** Connections ingesting from an external broker in parallel. */
  mqttIngestConnections: number;
  /** Behind an external broker: a device not heard from for this long (ms) counts as offline. */
  deviceHeartbeatTimeoutMs: number;
  /** Largest MQTT packet the embedded broker takes; a longer declared length closes the connection at once. */
  mqttMaxPacketBytes: number;
  /** Connections per source address that have not completed CONNECT (embedded broker). */
  mqttMaxPendingPerAddress: number;
  /** Connections of the embedded broker in all. */
  mqttMaxConnections: number;
  /** A connection that has not completed CONNECT within this time (ms) is closed. */
  mqttConnectTimeoutMs: number;
  /** Messages per second one device may send; beyond it MQTT is slowed by back-pressure and HTTP answers 429. */
  deviceMaxMsgRate: number;
  /** A report whose `ts` lies further ahead of the server clock than this (ms) is refused. */
  maxClockSkewMs: number;
  /** How long device logs are kept. */
  deviceLogRetentionDays: number;
  /** How long a service call waits for the device's reply (ms). */
  serviceCallTimeoutMs: number;
  redisUrl: string | undefined;
  /** Namespace of this cluster's keys in Redis (several clusters may share one Redis). */
  redisKeyPrefix: string;
  variant: (typeof VARIANTS)[number];
  adminPassword: string | undefined;
  demoData: boolean;
  /** The language of the demo's names and descriptions (zh-CN or en-US). */
  demoLanguage: ConsoleLanguage;
  trustProxy: boolean;
  singleSession: boolean;
  bodyLimitBytes: number;
  /** Absolute session lifetime (ms): a session ends this long after sign-in, however active. */
  sessionMaxAgeMs: number;
  /** Sign-in attempts allowed per client IP per minute. */
  signInRateLimit: number;
  operaLogRetentionDays: number;
  /** Days the gateway's call log and its per-minute and hourly counts are kept. */
  apiCallLogRetentionDays: number;
  logLevel: string;
  /** Largest image (bytes) and video clip an AI event may carry; beyond them 413. */
  aiMediaMaxImageBytes: number;
  aiMediaMaxVideoBytes: number;
  /** How long a signed media URL works (seconds). */
  mediaUrlTtlSeconds: number;
  /** AI event uploads one device may make per minute; beyond them 429 before the body is read. */
  aiEventMaxPerMinute: number;
  /** How long AI events (with their media files) are kept, by their `ts`. */
  aiEventRetentionDays: number;
}

/** Thrown for an invalid environment; its message names every bad variable and the rule. */
export class ConfigError extends Error {}

/** Read and validate the environment, applying the embedded defaults. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const input = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(input);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    basePath: e.BASE_PATH,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    mqttUrl: e.MQTT_URL,
    mqttPublicUrl: e.MQTT_PUBLIC_URL,
    mqttPort: { port: e.MQTT_PORT ?? 1883, explicit: e.MQTT_PORT !== undefined },
    mqttShareGroup: e.MQTT_SHARE_GROUP,
    // Host and HTTP port tell instances apart (two on one host listen on two ports; with PORT=0 the process id
    // does, which is not stable across restarts: set MQTT_CLIENT_ID explicitly in production).
    mqttClientId:
      e.MQTT_CLIENT_ID ??
      `beacon-${hostname()}-${e.PORT === 0 ? `pid${process.pid}` : e.PORT}-${e.MQTT_SHARE_GROUP}`.slice(0, 64),
    mqttIngestConnections: e.MQTT_INGEST_CONNECTIONS,
    deviceHeartbeatTimeoutMs: e.DEVICE_HEARTBEAT_TIMEOUT,
    mqttMaxPacketBytes: e.MQTT_MAX_PACKET_BYTES,
    mqttMaxPendingPerAddress: e.MQTT_MAX_PENDING_PER_ADDRESS,
    mqttMaxConnections: e.MQTT_MAX_CONNECTIONS,
    mqttConnectTimeoutMs: e.MQTT_CONNECT_TIMEOUT,
    deviceMaxMsgRate: e.DEVICE_MAX_MSG_RATE,
    maxClockSkewMs: e.MAX_CLOCK_SKEW,
    deviceLogRetentionDays: e.DEVICE_LOG_RETENTION_DAYS,
    serviceCallTimeoutMs: e.SERVICE_CALL_TIMEOUT,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    variant: e.VARIANT,
    adminPassword: e.BEACON_ADMIN_PASSWORD,
    demoData: e.DEMO_DATA,
    demoLanguage: e.DEMO_LANGUAGE,
    trustProxy: e.TRUST_PROXY,
    singleSession: e.SINGLE_SESSION,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    sessionMaxAgeMs: e.SESSION_MAX_AGE,
    signInRateLimit: e.SIGN_IN_RATE_LIMIT,
    operaLogRetentionDays: e.OPERA_LOG_RETENTION_DAYS,
    apiCallLogRetentionDays: e.API_CALL_LOG_RETENTION_DAYS,
    logLevel: e.LOG_LEVEL,
    aiMediaMaxImageBytes: e.AI_MEDIA_MAX_IMAGE_BYTES,
    aiMediaMaxVideoBytes: e.AI_MEDIA_MAX_VIDEO_BYTES,
    mediaUrlTtlSeconds: e.MEDIA_URL_TTL_SECONDS,
    aiEventMaxPerMinute: e.AI_EVENT_MAX_PER_MINUTE,
    aiEventRetentionDays: e.AI_EVENT_RETENTION_DAYS,
  };
};

/** The embedded broker's limits from the settings. */
export const connectionLimits = (config: Config): ConnectionLimits => ({
  maxPacketBytes: config.mqttMaxPacketBytes,
  maxPendingPerAddress: config.mqttMaxPendingPerAddress,
  maxConnections: config.mqttMaxConnections,
  connectTimeoutMs: config.mqttConnectTimeoutMs,
  deviceMaxMsgRate: config.deviceMaxMsgRate,
  heartbeatTimeoutMs: config.deviceHeartbeatTimeoutMs,
});
