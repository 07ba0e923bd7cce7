/** Limits of one kind of websocket on this instance: open sockets per account, and in all. */
export interface SocketLimits {
  perAccount: number;
  total: number;
}

/** Close code of a websocket over a limit: the client may try again later (RFC 6455's 1013), unlike a 44xx refusal. */
export const TRY_AGAIN_LATER_CLOSE = 1013;

/** Counts one kind of open websocket per account and in all, so one account or a crowd cannot hold unbounded sockets. */
export class SocketSlots {
  private readonly byAccount = new Map<number, number>();
  private total = 0;

  constructor(private readonly limits: SocketLimits) {}

  /** Takes a slot for an account's socket: its release (once, when the socket closes), or null past a limit. */
  take(accountId: number): (() => void) | null {
    const held = this.byAccount.get(accountId) ?? 0;
    if (held >= this.limits.perAccount || this.total >= this.limits.total) return null;
    this.byAccount.set(accountId, held + 1);
    this.total += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.total -= 1;
      const left = (this.byAccount.get(accountId) ?? 1) - 1;
      if (left > 0) this.byAccount.set(accountId, left);
      else this.byAccount.delete(accountId);
    };
  }
}
