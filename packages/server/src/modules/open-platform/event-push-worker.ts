import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ActivityLogWriters, SceneLogEntry } from '../../platform/audit/activity-logs';
import { signRequest } from '../../platform/http/message-signature';
import { type DeliveryOutcome, postEvent } from './event-push-delivery';
import { EVENT_PUSH_ERROR_MAX, type EventPushOptions, retryDelay } from './event-push-options';
import { type HeldEvent, eventQueueRepository as queue } from './event-queue.repository';
import type { GatewayAppDatabase } from './tables';

/** What the worker needs besides the database: the apps' secrets, the scene log, where to report its own failures. */
export interface EventPushWorkerDeps {
  /** The secret an application signs with, by appId (null for none). */
  secretOf(appId: string): Promise<string | null>;
  logs: Pick<ActivityLogWriters, 'scene'>;
  onError(error: unknown): void;
  now?: () => number;
}

/** The origin of a URL, for logs: never its path or query, which may hold a token. */
const originOf = (url: string): string => {
  try {
    return new URL(url).origin;
  } catch {
    return '(invalid URL)';
  }
};

const isHttpUrl = (url: string): boolean => {
  try {
    return ['http:', 'https:'].includes(new URL(url).protocol);
  } catch {
    return false;
  }
};

const triggerOf = (row: HeldEvent): string => {
  const payload = JSON.parse(row.payload) as { test?: boolean; devKey?: string; projectCode?: string };
  if (payload.test) return `${row.event_type} (test event)`;
  return `${row.event_type} of ${payload.devKey ?? ''} in project ${payload.projectCode ?? ''}`;
};

/**
 * Delivers queued events: each tick claims due rows under a lease (so instances never deliver one row at once),
 * POSTs each, signed with its application's secret (RFC 9421), and records the attempt: 2xx delivered; else
 * retried after a doubling wait until 24 h after the first attempt, then failed. Every attempt is a scene log.
 */
export class EventPushWorker {
  /** This worker's name on the rows it holds. */
  readonly owner = randomUUID();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private again = false;
  private readonly stop = new AbortController();
  private readonly now: () => number;

  constructor(
    private readonly db: Kysely<GatewayAppDatabase>,
    private readonly options: EventPushOptions,
    private readonly deps: EventPushWorkerDeps,
  ) {
    this.now = deps.now ?? Date.now;
  }

  /** Starts delivering on a timer (which never keeps the process alive). */
  start(): void {
    if (this.timer || this.stop.signal.aborted) return;
    this.timer = setInterval(() => this.kick(), this.options.tickMs);
    this.timer.unref();
  }

  /** Looks for due rows now (after an event was queued); a tick under way runs once more. */
  kick(): void {
    if (this.stop.signal.aborted) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = (async () => {
      do {
        this.again = false;
        await this.tick().catch((error: unknown) => this.deps.onError(error));
      } while (this.again && !this.stop.signal.aborted);
    })().finally(() => {
      this.running = null;
    });
  }

  /** Claims the rows due now (at most a batch) and attempts each; how many it attempted. */
  async tick(): Promise<number> {
    if (this.stop.signal.aborted) return 0;
    const at = this.now();
    const claimed: number[] = [];
    for (const id of await queue.due(this.db, at, this.options.batch)) {
      if (await queue.claim(this.db, id, this.owner, at, at + this.options.leaseMs)) claimed.push(id);
    }
    await Promise.all(claimed.map((id) => this.attempt(id).catch((error: unknown) => this.deps.onError(error))));
    return claimed.length;
  }

  /** Stops the timer, aborts attempts under way and waits for them. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    this.stop.abort();
    await this.running;
  }

  private async attempt(id: number): Promise<void> {
    const row = await queue.held(this.db, id, this.owner);
    if (!row) return;
    const log = (result: SceneLogEntry['result'], detail: string) =>
      this.deps.logs.scene({
        ruleId: `event-push:${row.gateway_app_id}`,
        ruleName: row.app_name,
        trigger: triggerOf(row),
        result,
        detail: `event ${row.event_id}, ${detail}`,
      });
    const secret = await this.deps.secretOf(row.app_id);
    const unsendable =
      Number(row.is_closed) === 1
        ? 'the application is closed'
        : !isHttpUrl(row.callback_url)
          ? 'the application has no http(s) callback URL'
          : null;
    if (unsendable !== null || secret === null) {
      const why = unsendable ?? 'the application has no secret';
      await this.finish(row, { status: null, error: why }, 'failed');
      await log('skipped', `not sent: ${why}`);
      return;
    }
    const started = this.now();
    const body = Buffer.from(row.payload, 'utf8');
    const headers = signRequest({
      method: 'POST',
      url: row.callback_url,
      body,
      keyId: row.app_id,
      secret,
      created: Math.floor(started / 1000),
      nonce: randomBytes(16).toString('base64url'),
    });
    const outcome = await postEvent(
      { url: row.callback_url, body, headers },
      { timeoutMs: this.options.timeoutMs, answerBytesMax: this.options.answerBytesMax },
      this.stop.signal,
    );
    // Stopped while sending (the server closes): no attempt is counted; another instance or the next start retries.
    if (this.stop.signal.aborted) {
      await queue.finish(this.db, Number(row.id), this.owner, {});
      return;
    }
    const at = this.now();
    const attempts = Number(row.attempts) + 1;
    const first = row.first_attempt_at === null ? started : Number(row.first_attempt_at);
    const what = `attempt ${attempts} to ${originOf(row.callback_url)}`;
    if (outcome.error === '') {
      await this.finish(row, outcome, 'delivered', { attempts, first });
      await log('success', `${what}: HTTP ${outcome.status} in ${at - started} ms`);
    } else if (at - first >= this.options.retryForMs) {
      await this.finish(row, outcome, 'failed', { attempts, first });
      await log(
        'fail',
        `${what}: ${outcome.error}; given up ${this.options.retryForMs / 3_600_000} h after the first attempt`,
      );
    } else {
      const next = Math.min(at + retryDelay(attempts, this.options), first + this.options.retryForMs);
      await this.finish(row, outcome, 'pending', { attempts, first, next });
      await log('fail', `${what}: ${outcome.error}; next attempt at ${new Date(next).toISOString()}`);
    }
  }

  private finish(
    row: HeldEvent,
    outcome: DeliveryOutcome,
    status: 'pending' | 'delivered' | 'failed',
    times: { attempts?: number; first?: number; next?: number } = {},
  ) {
    return queue.finish(this.db, Number(row.id), this.owner, {
      status,
      last_status: outcome.status,
      last_error: outcome.error.slice(0, EVENT_PUSH_ERROR_MAX),
      update_date: this.now(),
      ...(times.attempts === undefined ? {} : { attempts: times.attempts }),
      ...(times.first === undefined ? {} : { first_attempt_at: times.first }),
      ...(times.next === undefined ? {} : { next_attempt_at: times.next }),
    });
  }
}
