/** Longest `last_error` kept of an attempt (characters). */
export const EVENT_PUSH_ERROR_MAX = 512;

/** How event push runs: its timer, batches, lease, timeouts, retries and bounds (times in ms). */
export interface EventPushOptions {
  /** How often due rows are looked for. */
  tickMs: number;
  /** Most rows one tick claims (and delivers at once). */
  batch: number;
  /** How long a claimed row is held by its worker: longer than an attempt can take. */
  leaseMs: number;
  /** Longest an attempt waits for the callback's answer. */
  timeoutMs: number;
  /** The wait after a first failed attempt; it doubles after each one, up to `maxRetryMs`. */
  firstRetryMs: number;
  maxRetryMs: number;
  /** How long after its first attempt an event is retried before it is given up. */
  retryForMs: number;
  /** Most pending events per application: past it, new events for it are dropped (and counted). */
  pendingPerAppMax: number;
  /** Most bytes of a callback's answer read (for the error of a failed attempt). */
  answerBytesMax: number;
  /** How long delivered and failed rows are kept. */
  keepDoneMs: number;
}

const HOUR_MS = 3_600_000;

/** Defaults: every second, 20 at a time, 10 s timeouts, retries after 10 s doubling to 1 h, for 24 h. */
export const EVENT_PUSH_DEFAULTS: EventPushOptions = {
  tickMs: 1_000,
  batch: 20,
  leaseMs: 60_000,
  timeoutMs: 10_000,
  firstRetryMs: 10_000,
  maxRetryMs: HOUR_MS,
  retryForMs: 24 * HOUR_MS,
  pendingPerAppMax: 10_000,
  answerBytesMax: 1_024,
  keepDoneMs: 7 * 24 * HOUR_MS,
};

/** The wait after the `attempts`-th failed attempt: `firstRetryMs` doubling, capped at `maxRetryMs`. */
export const retryDelay = (attempts: number, options: EventPushOptions): number =>
  Math.min(options.firstRetryMs * 2 ** Math.min(Math.max(attempts - 1, 0), 30), options.maxRetryMs);
