/** Why the embedded broker refused or closed a connection. */
export type RefusalReason =
  | 'too-many-connections'
  | 'too-many-pending'
  | 'packet-too-large'
  | 'malformed-header'
  | 'first-packet-not-connect'
  | 'connect-timeout'
  | 'client-id-not-devkey'
  | 'over-rate-sustained';

// Addresses tracked per minute; past it, refusals count under one entry so an address sweep cannot grow the map.
const MAX_ADDRESSES = 10_000;
const OTHER = 'other addresses';
const MINUTE_MS = 60_000;

/**
 * Counts refusals by source address and logs each address at most once a minute: its first refusal at once,
 * then a summary of what followed at the minute's end (never one line per packet).
 */
export class RefusalLog {
  private readonly byAddress = new Map<string, Map<RefusalReason, number>>();
  private readonly totals = new Map<RefusalReason, number>();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly warn: (message: string) => void,
    extraSummary: () => string | undefined = () => undefined,
  ) {
    this.timer = setInterval(() => {
      this.flush();
      const extra = extraSummary();
      if (extra) this.warn(extra);
    }, MINUTE_MS);
    this.timer.unref();
  }

  /** Counts one refusal of a connection from the address. */
  refuse(address: string, reason: RefusalReason): void {
    this.totals.set(reason, (this.totals.get(reason) ?? 0) + 1);
    const key = this.byAddress.has(address) || this.byAddress.size < MAX_ADDRESSES ? address : OTHER;
    let counts = this.byAddress.get(key);
    if (!counts) {
      counts = new Map();
      this.byAddress.set(key, counts);
      this.warn(`MQTT connection from ${key} refused: ${reason} (further refusals this minute are summed up)`);
    }
    counts.set(reason, (counts.get(reason) ?? 0) + 1);
  }

  /** Refusals since start by reason (for tests and the security page). */
  count(reason: RefusalReason): number {
    return this.totals.get(reason) ?? 0;
  }

  /** Logs one summary line per address refused more than once this minute, and starts a new minute. */
  flush(): void {
    for (const [address, counts] of this.byAddress) {
      const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
      if (total <= 1) continue;
      const parts = [...counts].map(([reason, n]) => `${reason} ${n}`).join(', ');
      this.warn(`MQTT connections from ${address} refused in the last minute: ${total} (${parts})`);
    }
    this.byAddress.clear();
  }

  /** Stops the minute timer. */
  stop(): void {
    clearInterval(this.timer);
  }
}
