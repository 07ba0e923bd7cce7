/** How long a device may stay over its rate before it is disconnected. */
export const SUSTAINED_OVER_RATE_MS = 60_000;

// Buckets of devices that stopped sending are dropped once full again, so the map holds only the busy ones.
const SWEEP_MS = 10_000;

interface Bucket {
  tokens: number;
  at: number;
  /** Since when every message of the device had to wait (0 = not over its rate). */
  overSince: number;
}

/**
 * Messages per window per device (token bucket, a burst of one window's worth; the window is a second unless
 * given): the answer is how long the next message must wait, which the MQTT side turns into back-pressure and
 * HTTP into 429 with `Retry-After`. One instance's view: each instance limits what reaches it.
 */
export class DeviceRateLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private lastSweep = 0;
  private delayed = 0;

  /** `rate` messages per `windowMs` (a second by default: DEVICE_MAX_MSG_RATE; a minute for AI event uploads). */
  constructor(
    private readonly rate: number,
    private readonly windowMs = 1000,
  ) {}

  /**
   * Takes one message of the device, which is never refused: 0 when it may pass now, else how long (ms) the
   * reader must pause before passing it (MQTT back-pressure).
   */
  take(devKey: string, now = Date.now()): number {
    const bucket = this.bucket(devKey, now);
    bucket.tokens -= 1;
    return bucket.tokens >= 0 ? 0 : this.over(bucket, now, -bucket.tokens);
  }

  /** Takes one message only if the device is under its rate: 0 when taken, else the milliseconds to retry after (HTTP 429). */
  tryTake(devKey: string, now = Date.now()): number {
    const bucket = this.bucket(devKey, now);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return this.over(bucket, now, 1 - bucket.tokens);
  }

  /** Whether the device has been over its rate for a sustained minute (then it is disconnected). */
  sustainedOver(devKey: string, now = Date.now()): boolean {
    const bucket = this.buckets.get(devKey);
    return bucket !== undefined && bucket.overSince !== 0 && now - bucket.overSince >= SUSTAINED_OVER_RATE_MS;
  }

  /** Forgets a device (it disconnected or was disconnected). */
  forget(devKey: string): void {
    this.buckets.delete(devKey);
  }

  /** Messages that had to wait since the last call, and the devices over their rate now; resets the count. */
  takeCounts(): { delayed: number; devicesOver: number } {
    let devicesOver = 0;
    for (const bucket of this.buckets.values()) if (bucket.overSince !== 0) devicesOver += 1;
    const delayed = this.delayed;
    this.delayed = 0;
    return { delayed, devicesOver };
  }

  private bucket(devKey: string, now: number): Bucket {
    this.sweep(now);
    let bucket = this.buckets.get(devKey);
    if (!bucket) {
      bucket = { tokens: this.rate, at: now, overSince: 0 };
      this.buckets.set(devKey, bucket);
    }
    bucket.tokens = Math.min(this.rate, bucket.tokens + (Math.max(0, now - bucket.at) * this.rate) / this.windowMs);
    bucket.at = now;
    if (bucket.tokens >= 1) bucket.overSince = 0;
    return bucket;
  }

  /** Counts a message over the rate; answers how long until `missing` tokens have refilled. */
  private over(bucket: Bucket, now: number, missing: number): number {
    if (bucket.overSince === 0) bucket.overSince = now;
    this.delayed += 1;
    return Math.ceil((missing * this.windowMs) / this.rate);
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < SWEEP_MS) return;
    this.lastSweep = now;
    for (const [devKey, bucket] of this.buckets) {
      const full = bucket.tokens + ((now - bucket.at) * this.rate) / this.windowMs >= this.rate;
      if (full) this.buckets.delete(devKey);
    }
  }
}
