import { HISTORY_EXPORTS_PER_ACCOUNT, HISTORY_EXPORTS_PER_SERVER } from '@beacon/contracts/history-export';
import { refusal } from '@beacon/contracts/reasons';
import { AppError } from '../../platform/http/app-error';

/** Seconds a refused caller is told to wait (`Retry-After`). */
export const EXPORT_RETRY_AFTER_S = 10;

/**
 * Running history exports: at most one per account and a few per server, each held from the request until its file
 * has been sent or cut off; past either limit the call answers 429 naming the rule.
 */
export class HistoryExportSlots {
  private readonly perAccount = new Map<number, number>();
  private running = 0;

  constructor(
    private readonly limits = { perAccount: HISTORY_EXPORTS_PER_ACCOUNT, perServer: HISTORY_EXPORTS_PER_SERVER },
  ) {}

  /** Takes a slot of the account (429 when none is free); answers the function that gives it back (once). */
  take(accountId: number): () => void {
    const held = this.perAccount.get(accountId) ?? 0;
    if (held >= this.limits.perAccount || this.running >= this.limits.perServer) {
      const rule =
        held >= this.limits.perAccount
          ? `at most ${this.limits.perAccount} history export per account runs at a time`
          : `at most ${this.limits.perServer} history exports run at a time on this server`;
      throw AppError.tooManyRequests(
        `history export: ${rule}; retry in ${EXPORT_RETRY_AFTER_S} s`,
        EXPORT_RETRY_AFTER_S,
      ).with(refusal('', 'exportBusy', { seconds: EXPORT_RETRY_AFTER_S }));
    }
    this.perAccount.set(accountId, held + 1);
    this.running += 1;
    let given = false;
    return () => {
      if (given) return;
      given = true;
      this.running -= 1;
      const left = (this.perAccount.get(accountId) ?? 1) - 1;
      if (left > 0) this.perAccount.set(accountId, left);
      else this.perAccount.delete(accountId);
    };
  }
}
