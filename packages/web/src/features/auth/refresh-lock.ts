/** Name of the Web Lock every tab of the console takes to refresh the shared tokens. */
export const REFRESH_LOCK_NAME = 'beacon-token-refresh';

// Without Web Locks (old browsers, jsdom) the lock only spans this tab: callers queue behind each other.
let inTabTail: Promise<void> = Promise.resolve();

const webLocks = (): LockManager | undefined =>
  typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : undefined;

/**
 * Run `task` while holding the refresh lock: across every tab of this origin through the Web Locks API
 * (`navigator.locks`) when the browser has it, else within this tab. Callers run one at a time, in order.
 */
export function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = webLocks();
  if (locks)
    return new Promise<T>((resolve, reject) => {
      locks.request(REFRESH_LOCK_NAME, () => task().then(resolve, reject)).catch(reject);
    });
  const run = inTabTail.then(task);
  // The next caller waits for this one however it ends; this caller still sees its own outcome through `run`.
  inTabTail = run.then(
    () => undefined,
    () => undefined,
  );
  return run;
}
