import { Worker } from 'node:worker_threads';
import { ErrorCode } from '@beacon/contracts/protocol';
import { refusal } from '@beacon/contracts/reasons';
import { AppError } from '../../platform/http/app-error';
import type { LabelSheet } from './device-code-pdf';

/** A build still running after this is stopped (its worker terminated) and answers 503. */
const BUILD_TIMEOUT_MS = 120_000;
/** An idle worker is ended after this, so its heap is given back; a download soon after reuses it. */
const IDLE_MS = 15_000;
/** Old-generation heap of one worker: a 5,000-label sheet with Chinese names needs under 160 MB. */
const WORKER_HEAP_MB = 512;

/**
 * The worker's file next to this module: the TypeScript source under vitest and `tsx`, the bundled
 * `device-code-pdf.worker.js` beside `dist/main.js` in production (build.mjs emits both).
 */
const fromSource = import.meta.url.endsWith('.ts');
const WORKER_FILE = new URL(`./device-code-pdf.worker.${fromSource ? 'ts' : 'js'}`, import.meta.url);

/** Starts a worker. Node 20 applies no `--import` loader to a worker's entry, so from source tsx imports it. */
const startWorker = (): Worker => {
  const options = { resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } };
  if (!fromSource) return new Worker(WORKER_FILE, options);
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const file = JSON.stringify(WORKER_FILE.href);
  return new Worker(`import(${tsx}).then(({ tsImport }) => tsImport(${file}, ${file}));`, { ...options, eval: true });
};

/**
 * Worker threads that draw code sheets, one sheet at a time each: a worker that answered waits idle for
 * the next build (its code and fonts loaded) and ends after IDLE_MS; one that failed or ran over is ended.
 * The callers bound how many build at once.
 */
export class DeviceCodePdfPool {
  private readonly idle: Worker[] = [];
  /** Each idle worker's end: the timer that ends it, and what forgets it should it exit on its own. */
  private readonly idleEnds = new Map<Worker, { timer: NodeJS.Timeout; onExit: () => void }>();
  private readonly busy = new Set<Worker>();

  /** The PDF of a label sheet, drawn on a worker thread. */
  build(sheet: LabelSheet): Promise<Buffer> {
    const worker = this.take();
    return new Promise<Buffer>((resolve, reject) => {
      const settle = (outcome: { pdf: Buffer } | { error: Error }) => {
        clearTimeout(timer);
        worker.off('message', onMessage).off('error', onError).off('exit', onExit);
        this.busy.delete(worker);
        if ('pdf' in outcome) {
          this.giveBack(worker);
          resolve(outcome.pdf);
        } else {
          void worker.terminate();
          reject(outcome.error);
        }
      };
      const onMessage = (bytes: Uint8Array) =>
        settle({ pdf: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) });
      const onError = (error: Error) => settle({ error });
      const onExit = (code: number) => settle({ error: new Error(`code-pdf worker exited with code ${code}`) });
      const timer = setTimeout(
        () =>
          settle({
            error: new AppError(
              503,
              ErrorCode.UNAVAILABLE,
              `code-pdf: the build took over ${BUILD_TIMEOUT_MS / 1000} s and was stopped`,
              undefined,
              [refusal('', 'codeSheetTimeout', { seconds: BUILD_TIMEOUT_MS / 1000 })],
            ),
          }),
        BUILD_TIMEOUT_MS,
      );
      worker.on('message', onMessage).on('error', onError).on('exit', onExit);
      worker.postMessage(sheet);
    });
  }

  /** Ends every worker, idle or building (the server is closing). */
  async close(): Promise<void> {
    for (const worker of [...this.idle]) this.forget(worker);
    const all = [...this.busy];
    this.busy.clear();
    await Promise.all(all.map((worker) => worker.terminate()));
  }

  private take(): Worker {
    const idle = this.idle.pop();
    if (idle) this.forget(idle, { terminate: false });
    const worker = idle ?? startWorker();
    worker.ref();
    this.busy.add(worker);
    return worker;
  }

  private giveBack(worker: Worker): void {
    // An idle worker does not keep the process alive.
    worker.unref();
    this.idle.push(worker);
    const onExit = () => this.forget(worker, { terminate: false });
    const timer = setTimeout(() => this.forget(worker), IDLE_MS);
    timer.unref();
    worker.once('exit', onExit);
    this.idleEnds.set(worker, { timer, onExit });
  }

  /** Takes a worker off the idle list (ending it unless it is about to build). */
  private forget(worker: Worker, { terminate } = { terminate: true }): void {
    const end = this.idleEnds.get(worker);
    if (end) {
      clearTimeout(end.timer);
      worker.off('exit', end.onExit);
      this.idleEnds.delete(worker);
    }
    const at = this.idle.indexOf(worker);
    if (at >= 0) this.idle.splice(at, 1);
    if (terminate) void worker.terminate();
  }
}
