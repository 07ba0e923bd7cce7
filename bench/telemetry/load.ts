import { type ChildProcess, fork } from 'node:child_process';
import type { LoadCommand, LoadEvent } from './protocol';

type EventOf<T extends LoadEvent['type']> = Extract<LoadEvent, { type: T }>;

/**
 * The MQTT devices and the websocket client in a child process: on a 2-core machine the load gets a core and
 * its own event loop, and the server process's RSS and event-loop lag are the server's alone.
 */
export class LoadProcess {
  private readonly child: ChildProcess;
  private readonly progress: ((event: EventOf<'progress'>) => void)[] = [];
  private failure: Error | undefined;

  constructor() {
    this.child = fork(new URL('./load-process.ts', import.meta.url), [], { execArgv: ['--import', 'tsx'] });
    this.child.on('message', (event: LoadEvent) => {
      if (event.type === 'progress') for (const listener of this.progress) listener(event);
      if (event.type === 'failed') this.failure ??= new Error(`load process: ${event.error}`);
    });
  }

  /** Calls back every second of a rate plan with what was acknowledged so far. */
  onProgress(listener: (event: EventOf<'progress'>) => void): void {
    this.progress.push(listener);
  }

  /** Sends a command and waits for the event that answers it. */
  request<T extends LoadEvent['type']>(command: LoadCommand, answer: T): Promise<EventOf<T>> {
    return new Promise((resolve, reject) => {
      const onMessage = (event: LoadEvent) => {
        if (event.type === 'failed') {
          this.child.off('message', onMessage);
          reject(new Error(`load process: ${event.error}`));
        } else if (event.type === answer) {
          this.child.off('message', onMessage);
          resolve(event as EventOf<T>);
        }
      };
      this.child.on('message', onMessage);
      this.child.send(command);
    });
  }

  /** The first error the load process reported (e.g. a refused publish), if any. */
  get error(): Error | undefined {
    return this.failure;
  }

  /** Ends the process. */
  stop(): Promise<void> {
    return new Promise((resolve) => {
      if (this.child.exitCode !== null) return resolve();
      this.child.once('exit', () => resolve());
      this.child.kill();
    });
  }
}
