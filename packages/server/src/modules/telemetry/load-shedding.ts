/** How many rows may wait for the writer before QoS 0 reports are dropped and HTTP reports refused. */
export const MAX_BACKLOG_ROWS = 50_000;
/** At most one warning about dropped reports this often. */
const WARN_EVERY_MS = 10_000;

/**
 * Keeps the writer's queue bounded when devices send faster than the database takes: QoS 1 reports are paced
 * by their acknowledgements, but QoS 0 reports promise nothing, so past the bound they are dropped, counted
 * and reported in one log line every few seconds.
 */
export class LoadShedder {
  private dropped = 0;
  private lastWarning = 0;

  constructor(
    private readonly backlog: () => number,
    private readonly warn: (message: string) => void,
    private readonly maxBacklogRows = MAX_BACKLOG_ROWS,
  ) {}

  /** Whether the writer is too far behind to take more than it has promised to. */
  overloaded(): boolean {
    return this.backlog() >= this.maxBacklogRows;
  }

  /** Counts a dropped report; warns with the count at most every few seconds. */
  drop(now = Date.now()): void {
    this.dropped += 1;
    if (now - this.lastWarning < WARN_EVERY_MS) return;
    this.warn(
      `telemetry writer ${this.backlog()} rows behind: dropped ${this.dropped} QoS 0 report(s) since the last warning`,
    );
    this.lastWarning = now;
    this.dropped = 0;
  }
}
