import { ErrorCode } from '@beacon/contracts/protocol';
import { refusal } from '@beacon/contracts/reasons';
import { AppError } from '../http/app-error';

/**
 * Runs at most `running` tasks at once and queues up to `queued` more; past that a task is refused
 * at once with 429, so a flood cannot pile up unbounded work.
 */
export const limitConcurrency = (limits: { running: number; queued: number }) => {
  let active = 0;
  const waiting: Array<() => void> = [];
  const release = () => {
    active -= 1;
    waiting.shift()?.();
  };
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (active >= limits.running) {
      if (waiting.length >= limits.queued) {
        throw new AppError(
          429,
          ErrorCode.RATE_LIMITED,
          'too many sign-ins at once, please retry in a moment',
          undefined,
          [refusal('', 'signInsBusy')],
        );
      }
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
    active += 1;
    try {
      return await task();
    } finally {
      release();
    }
  };
};
