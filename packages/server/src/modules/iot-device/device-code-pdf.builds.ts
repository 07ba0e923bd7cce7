import {
  DEVICE_CODE_PDF_BUILDS_PER_ACCOUNT,
  DEVICE_CODE_PDF_BUILDS_PER_SERVER,
} from '@beacon/contracts/iot-device-files';
import { refusal } from '@beacon/contracts/reasons';
import { AppError } from '../../platform/http/app-error';
import type { LabelSheet } from './device-code-pdf';
import { DeviceCodePdfPool } from './device-code-pdf.pool';

/** Seconds a refused caller is told to wait (`Retry-After`): about one 5,000-label build. */
const CODE_PDF_RETRY_AFTER_S = 5;

/**
 * Device code sheets built on worker threads, so a 5,000-label build never holds the event loop: at most
 * one build per account and two per server; past either the call answers 429 naming the rule.
 */
export class DeviceCodePdfBuilds {
  private readonly perAccount = new Map<number, number>();
  private running = 0;
  private readonly pool = new DeviceCodePdfPool();

  constructor(
    private readonly limits = {
      perAccount: DEVICE_CODE_PDF_BUILDS_PER_ACCOUNT,
      perServer: DEVICE_CODE_PDF_BUILDS_PER_SERVER,
    },
  ) {}

  /** Takes a build slot of the account (429 when none is free), loads the labels, builds the PDF off the loop. */
  async build(accountId: number, sheet: () => Promise<LabelSheet>): Promise<Buffer> {
    const held = this.perAccount.get(accountId) ?? 0;
    if (held >= this.limits.perAccount)
      throw AppError.tooManyRequests(
        `code-pdf: at most ${this.limits.perAccount} code sheet per account is built at a time, and this account's previous one is still being built; retry in ${CODE_PDF_RETRY_AFTER_S} s`,
        CODE_PDF_RETRY_AFTER_S,
      ).with(refusal('', 'codeSheetBusy', { seconds: CODE_PDF_RETRY_AFTER_S }));
    if (this.running >= this.limits.perServer)
      throw AppError.tooManyRequests(
        `code-pdf: at most ${this.limits.perServer} code sheets are built at a time on this server; retry in ${CODE_PDF_RETRY_AFTER_S} s`,
        CODE_PDF_RETRY_AFTER_S,
      ).with(refusal('', 'codeSheetBusy', { seconds: CODE_PDF_RETRY_AFTER_S }));
    this.perAccount.set(accountId, held + 1);
    this.running += 1;
    try {
      return await this.pool.build(await sheet());
    } finally {
      this.running -= 1;
      const left = (this.perAccount.get(accountId) ?? 1) - 1;
      if (left > 0) this.perAccount.set(accountId, left);
      else this.perAccount.delete(accountId);
    }
  }

  /** Ends the workers (the server is closing). */
  close(): Promise<void> {
    return this.pool.close();
  }
}
