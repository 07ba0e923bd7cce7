import type { ApiCallLog, SceneLog } from '@beacon/contracts/log-manage';

/** What the gateway records of one call; `createDate` defaults to now. */
export type ApiCallLogEntry = Omit<ApiCallLog, 'id' | 'createDate'> & { createDate?: number };

/** What an automation rule records of one run; `createDate` defaults to now. */
export type SceneLogEntry = Omit<SceneLog, 'id' | 'createDate'> & { createDate?: number };

/** The writers of the API call log and the scene log, provided by the module that owns their tables. */
export interface ActivityLogWriters {
  /** Appends one gateway call (append-only); never pass request or response bodies, secrets or signatures. */
  apiCall(entry: ApiCallLogEntry): Promise<void>;
  /** Appends one automation run (append-only). */
  scene(entry: SceneLogEntry): Promise<void>;
}

/**
 * Where modules append to the API call log and the scene log without importing the module that owns them:
 * log-manage provides the writers (its tables, its column limits), the gateway and automation rules append.
 */
export class ActivityLogs implements ActivityLogWriters {
  private writers: ActivityLogWriters | null = null;

  /** Makes the owning module the writer of both logs (once). */
  provide(writers: ActivityLogWriters): void {
    if (this.writers) throw new Error('the API call and scene logs already have a writer');
    this.writers = writers;
  }

  /** Appends one gateway call through the owning module's writer. */
  async apiCall(entry: ApiCallLogEntry): Promise<void> {
    await this.writer().apiCall(entry);
  }

  /** Appends one automation run through the owning module's writer. */
  async scene(entry: SceneLogEntry): Promise<void> {
    await this.writer().scene(entry);
  }

  private writer(): ActivityLogWriters {
    if (!this.writers) throw new Error('no module provides the API call and scene logs (log-manage not composed)');
    return this.writers;
  }
}
