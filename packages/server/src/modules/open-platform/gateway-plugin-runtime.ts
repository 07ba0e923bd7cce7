import type { PluginConfig } from '@beacon/contracts/gateway-plugin-config';
import ipaddr from 'ipaddr.js';
import type { SharedCounters } from '../../platform/cluster/shared-counters';
import type { RuntimeApi, RuntimeApp, RuntimePlugin } from './gateway-directory';

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

const parsedRanges = new WeakMap<readonly string[], Range[]>();

const rangesOf = (cidrs: readonly string[]): Range[] => {
  let ranges = parsedRanges.get(cidrs);
  if (!ranges) {
    ranges = cidrs.map((text): Range => {
      if (text.includes('/')) return ipaddr.parseCIDR(text);
      const address = ipaddr.parse(text);
      return [address, address.kind() === 'ipv4' ? 32 : 128];
    });
    parsedRanges.set(cidrs, ranges);
  }
  return ranges;
};

/** The client's address as ipaddr reads it (an IPv4-mapped IPv6 address as IPv4), or null when it is none. */
const addressOf = (ip: string): ipaddr.IPv4 | ipaddr.IPv6 | null => {
  if (!ipaddr.isValid(ip)) return null;
  const address = ipaddr.parse(ip);
  return address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()
    ? (address as ipaddr.IPv6).toIPv4Address()
    : address;
};

const inAny = (address: ipaddr.IPv4 | ipaddr.IPv6, ranges: readonly Range[]): boolean =>
  ranges.some(([base, bits]) => address.kind() === base.kind() && address.match(base, bits));

const ofType = <T extends RuntimePlugin['type']>(api: RuntimeApi, type: T) =>
  api.plugins.filter((plugin): plugin is Extract<RuntimePlugin, { type: T }> => plugin.type === type);

/** Whether every `ip-restriction` plugin of the API lets the client in (deny first, then a non-empty allow list). */
export const ipAllowed = (api: RuntimeApi, clientIp: string): boolean => {
  const plugins = ofType(api, 'ip-restriction');
  if (plugins.length === 0) return true;
  const address = addressOf(clientIp);
  if (!address) return false;
  return plugins.every(({ config }) => {
    if (inAny(address, rangesOf(config.deny))) return false;
    return config.allow.length === 0 || inAny(address, rangesOf(config.allow));
  });
};

/** The smallest `request-size` limit of the API, or null without one. */
export const bodyLimitOf = (api: RuntimeApi): number | null => {
  const limits = ofType(api, 'request-size').map(({ config }) => config.maxBytes);
  return limits.length === 0 ? null : Math.min(...limits);
};

/** A rate limit's verdict: the headers of the tightest window, and the seconds to wait when it is exceeded. */
export interface RateVerdict {
  headers: Record<string, string>;
  retryAfterS: number | null;
}

/**
 * Counts the call in each `rate-limit` window of the API (per plugin, API and app or client IP, shared by the
 * cluster through the counters); answers the headers of the window with the fewest calls left.
 */
export const countRate = async (
  api: RuntimeApi,
  app: RuntimeApp,
  clientIp: string,
  counters: SharedCounters,
): Promise<RateVerdict | null> => {
  const plugins = ofType(api, 'rate-limit');
  if (plugins.length === 0) return null;
  const windows = await Promise.all(
    plugins.map(async ({ id, config }) => {
      const who = config.key === 'ip' ? `ip:${clientIp}` : `app:${app.appId}`;
      const hit = await counters.hit(`gateway:${id}:${api.id}:${who}`, config.windowSeconds * 1000);
      return { config, hit, remaining: config.count - hit.count };
    }),
  );
  const tightest = windows.reduce((a, b) => (b.remaining < a.remaining ? b : a));
  const resetS = Math.max(0, Math.ceil(tightest.hit.resetInMs / 1000));
  const exceeded = windows.filter((window) => window.remaining < 0);
  return {
    headers: {
      'ratelimit-limit': String(tightest.config.count),
      'ratelimit-remaining': String(Math.max(0, tightest.remaining)),
      'ratelimit-reset': String(resetS),
    },
    retryAfterS:
      exceeded.length === 0 ? null : Math.max(1, ...exceeded.map((window) => Math.ceil(window.hit.resetInMs / 1000))),
  };
};

type CorsConfig = PluginConfig<'cors'>;

const corsFor = (api: RuntimeApi, origin: string | undefined): CorsConfig | null => {
  if (!origin) return null;
  return (
    ofType(api, 'cors').find(({ config }) => config.origins.includes('*') || config.origins.includes(origin))?.config ??
    null
  );
};

/** The CORS headers of an actual call from `origin`, when a `cors` plugin of the API allows it. */
export const corsHeaders = (api: RuntimeApi, origin: string | undefined): Record<string, string> => {
  const config = corsFor(api, origin);
  if (!config || !origin) return {};
  return { 'access-control-allow-origin': config.origins.includes('*') ? '*' : origin, vary: 'Origin' };
};

/** The headers answering a browser's preflight (OPTIONS) from `origin`, or null when no `cors` plugin allows it. */
export const preflightHeaders = (api: RuntimeApi, origin: string | undefined): Record<string, string> | null => {
  const config = corsFor(api, origin);
  if (!config || !origin) return null;
  const allowHeaders = ['signature', 'signature-input', 'content-digest', 'content-type', ...config.headers];
  return {
    ...corsHeaders(api, origin),
    'access-control-allow-methods': config.methods.join(', '),
    'access-control-allow-headers': [...new Set(allowHeaders.map((name) => name.toLowerCase()))].join(', '),
    'access-control-max-age': String(config.maxAgeSeconds),
  };
};

/** Applies the API's `header-rewrite` plugins to one side's headers (in place): removes, then sets. */
export const rewriteHeaders = (
  api: RuntimeApi,
  side: 'request' | 'response',
  headers: Record<string, string | string[]>,
): void => {
  for (const { config } of ofType(api, 'header-rewrite')) {
    for (const name of config[side].remove) delete headers[name.toLowerCase()];
    for (const [name, value] of Object.entries(config[side].set)) headers[name.toLowerCase()] = value;
  }
};
