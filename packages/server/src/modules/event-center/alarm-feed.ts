import type { AlarmActiveCount } from '@beacon/contracts/alarm';
import { inProjectScope, type ProjectScope } from '../../platform/auth/project-scope';

/** An open alarm feed: whose projects it counts and how to send it the counts. */
export interface AlarmFeedSubscriber {
  scope: ProjectScope;
  send(counts: AlarmActiveCount): void;
}

/** Options of the feeds: the count, at most one recount per socket each `recountMs`, and where failures go. */
export interface AlarmFeedOptions {
  count: (scope: ProjectScope) => Promise<AlarmActiveCount>;
  recountMs: number;
  logError: (error: unknown) => void;
}

/** A socket's recounts: the one waiting, whether one runs (and another is due after it), when the last began. */
interface Recount {
  timer: ReturnType<typeof setTimeout> | undefined;
  running: boolean;
  again: boolean;
  lastStart: number;
}

/**
 * This instance's alarm feeds: each socket gets its counts when it joins and again after its projects' alarms
 * changed, at most once per `recountMs` (changes meanwhile are covered by one trailing recount), so a storm costs
 * each socket a bounded number of queries. Recounts of one socket never overlap, so pushes arrive in order.
 */
export class AlarmFeed {
  private readonly feeds = new Map<AlarmFeedSubscriber, Recount>();

  constructor(private readonly options: AlarmFeedOptions) {}

  /** Open feeds on this instance. */
  get size(): number {
    return this.feeds.size;
  }

  /** A signed-in socket joins: its counts are pushed at once. */
  add(subscriber: AlarmFeedSubscriber): void {
    const recount: Recount = { timer: undefined, running: false, again: false, lastStart: 0 };
    this.feeds.set(subscriber, recount);
    this.schedule(subscriber, recount);
  }

  /** A socket closed. */
  remove(subscriber: AlarmFeedSubscriber): void {
    clearTimeout(this.feeds.get(subscriber)?.timer);
    this.feeds.delete(subscriber);
  }

  /** Alarms of these projects changed (a note from this or another instance): their sockets count again. */
  changed(projectCodes: readonly string[]): void {
    for (const [subscriber, recount] of this.feeds) {
      if (projectCodes.some((code) => inProjectScope(subscriber.scope, code))) this.schedule(subscriber, recount);
    }
  }

  /** Stops every pending recount (the app closes). */
  close(): void {
    for (const recount of this.feeds.values()) clearTimeout(recount.timer);
    this.feeds.clear();
  }

  private schedule(subscriber: AlarmFeedSubscriber, recount: Recount): void {
    if (recount.running) {
      recount.again = true;
      return;
    }
    if (recount.timer) return;
    const wait = Math.max(0, recount.lastStart + this.options.recountMs - Date.now());
    recount.timer = setTimeout(() => {
      recount.timer = undefined;
      void this.recount(subscriber, recount);
    }, wait);
  }

  private async recount(subscriber: AlarmFeedSubscriber, recount: Recount): Promise<void> {
    recount.running = true;
    recount.lastStart = Date.now();
    try {
      const counts = await this.options.count(subscriber.scope);
      if (this.feeds.get(subscriber) === recount) subscriber.send(counts);
    } catch (error) {
      this.options.logError(error);
    } finally {
      recount.running = false;
      if (recount.again && this.feeds.get(subscriber) === recount) {
        recount.again = false;
        this.schedule(subscriber, recount);
      }
    }
  }
}
