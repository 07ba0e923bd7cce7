import { Redis } from 'ioredis';

/** One hit counted in a fixed window. */
export interface WindowCount {
  /** Hits of the key in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends. */
  resetInMs: number;
}

/** Counters in fixed time windows, cluster-wide when Redis is configured (rate limits, later gateway quotas). */
export interface SharedCounters {
  /** Counts one hit of the key in its current window of `windowMs`. */
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** The key's hits in its current window, without counting one (0 when none). */
  peek(key: string): Promise<WindowCount>;
  /**
   * Claims a key for `ttlMs` (gateway nonces): true when nobody holds it, false when it is still held or, in
   * memory, when the claims are full (refused rather than forgotten, so a replay is never let through).
   */
  claim(key: string, ttlMs: number): Promise<boolean>;
  close(): Promise<void>;
}

// Keys kept in memory per instance; past it, windows that ended are dropped, then the oldest.
const MAX_LOCAL_KEYS = 100_000;
// Claims kept in memory per instance (about 100 bytes each).
const MAX_LOCAL_CLAIMS = 500_000;
const DEGRADED_LOG_MS = 60_000;
const NONE: WindowCount = { count: 0, resetInMs: 0 };

/** Counters in this process's memory: limits per instance. */
export class LocalCounters implements SharedCounters {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();
  private readonly claims = new Map<string, number>();

  constructor(private readonly maxClaims = MAX_LOCAL_CLAIMS) {}

  async claim(key: string, ttlMs: number, now = Date.now()): Promise<boolean> {
    const heldUntil = this.claims.get(key);
    if (heldUntil !== undefined && heldUntil > now) return false;
    if (heldUntil === undefined && this.claims.size >= this.maxClaims) {
      // Claims are inserted in time order with one ttl per caller, so the oldest are the first to expire.
      for (const [held, until] of this.claims) {
        if (until > now) break;
        this.claims.delete(held);
      }
      if (this.claims.size >= this.maxClaims) return false;
    }
    this.claims.delete(key);
    this.claims.set(key, now + ttlMs);
    return true;
  }

  async hit(key: string, windowMs: number, now = Date.now()): Promise<WindowCount> {
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      if (!window && this.windows.size >= MAX_LOCAL_KEYS) this.evict(now);
      window = { count: 0, endsAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, resetInMs: window.endsAt - now };
  }

  async peek(key: string, now = Date.now()): Promise<WindowCount> {
    const window = this.windows.get(key);
    return window && window.endsAt > now ? { count: window.count, resetInMs: window.endsAt - now } : NONE;
  }

  async close(): Promise<void> {
    this.windows.clear();
    this.claims.clear();
  }

  private evict(now: number): void {
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
    for (const key of this.windows.keys()) {
      if (this.windows.size < MAX_LOCAL_KEYS) break;
      this.windows.delete(key);
    }
  }
}

// INCR, and start the window's expiry on its first hit, in one round trip.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}`;

/**
 * Counters in Redis, shared by every instance; while Redis does not answer, each instance counts in its own
 * memory (limits per instance) and says so once a minute.
 */
class RedisCounters implements SharedCounters {
  private readonly local = new LocalCounters();
  private lastDegradedLog = 0;

  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
    private readonly warn: (message: string) => void,
  ) {
    redis.on('error', (error: Error) => this.degraded(error));
  }

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    try {
      const reply = (await this.redis.eval(HIT_SCRIPT, 1, this.keyOf(key), String(windowMs))) as [number, number];
      return { count: Number(reply[0]), resetInMs: Number(reply[1]) };
    } catch (error) {
      this.degraded(error);
      return this.local.hit(key, windowMs);
    }
  }

  async peek(key: string): Promise<WindowCount> {
    try {
      const [count, ttl] = await Promise.all([this.redis.get(this.keyOf(key)), this.redis.pttl(this.keyOf(key))]);
      return count === null ? NONE : { count: Number(count), resetInMs: Math.max(0, ttl) };
    } catch (error) {
      this.degraded(error);
      return this.local.peek(key);
    }
  }

  async claim(key: string, ttlMs: number): Promise<boolean> {
    try {
      return (await this.redis.set(this.claimKeyOf(key), '1', 'PX', ttlMs, 'NX')) === 'OK';
    } catch (error) {
      this.degraded(error);
      return this.local.claim(key, ttlMs);
    }
  }

  async close(): Promise<void> {
    this.redis.disconnect();
    await this.local.close();
  }

  private keyOf(key: string): string {
    return `${this.keyPrefix}:counter:${key}`;
  }

  private claimKeyOf(key: string): string {
    return `${this.keyPrefix}:claim:${key}`;
  }

  private degraded(error: unknown): void {
    const now = Date.now();
    if (now - this.lastDegradedLog < DEGRADED_LOG_MS) return;
    this.lastDegradedLog = now;
    this.warn(`Redis unavailable (${String(error)}): rate limits count per instance until it answers`);
  }
}

/** Counters for the cluster: in Redis when `redisUrl` is set (with a per-instance fallback), else in memory. */
export const createSharedCounters = async (
  redisUrl: string | undefined,
  keyPrefix: string,
  warn: (message: string) => void,
): Promise<SharedCounters> => {
  if (!redisUrl) return new LocalCounters();
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    // A command fails at once while Redis is away (no queue to grow), and takes at most half a second.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 500,
    retryStrategy: (times) => Math.min(times * 500, 5_000),
  });
  const counters = new RedisCounters(redis, keyPrefix, warn);
  // Start-up waits for Redis a moment (else the first counts would be local); a Redis that is down does not
  // stop the start: it is retried in the background.
  await Promise.race([redis.connect().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 2_000))]);
  return counters;
};
