import type { ApiCallLog, SceneLog } from '@beacon/contracts/log-manage';

/**
 * What the gateway records of one call: `{appId, appName, apiId, apiName, method, path, httpStatus, result,
 * durationMs, clientIp, requestId, errorMessage, reason, bytesIn, bytesOut}`; `createDate` defaults to now.
 */
export type ApiCallLogEntry = Omit<ApiCallLog, 'id' | 'createDate'> & { createDate?: number };

/** What an automation rule records of one run; `createDate` defaults to now. */
export type SceneLogEntry = Omit<SceneLog, 'id' | 'createDate'> & { createDate?: number };

/** The writers of the API call log and the scene log, provided by the module that owns their tables. */
export interface ActivityLogWriters {
  /**
   * Queues one gateway call (append-only); resolves once queued, written within about a second (batched off the
   * request path). Never pass request or response bodies, secrets or signatures.
   */
  apiCall(entry: ApiCallLogEntry): Promise<void>;
  /** Queues several gateway calls at once (a history, such as the demo's). */
  apiCalls(entries: readonly ApiCallLogEntry[]): Promise<void>;
  /** Resolves once every gateway call queued so far is written (for readers that must see them). */
  flush(): Promise<void>;
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

  /** Queues one gateway call through the owning module's writer. */
  async apiCall(entry: ApiCallLogEntry): Promise<void> {
    await this.writer().apiCall(entry);
  }

  /** Queues several gateway calls through the owning module's writer. */
  async apiCalls(entries: readonly ApiCallLogEntry[]): Promise<void> {
    await this.writer().apiCalls(entries);
  }

  /** Resolves once every gateway call queued so far is written. */
  async flush(): Promise<void> {
    await this.writer().flush();
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
