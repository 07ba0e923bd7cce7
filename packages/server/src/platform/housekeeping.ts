const HOUR_MS = 60 * 60 * 1000;

/** Runs the jobs every hour (each failure logged, the others still run); returns a stop function. */
export const startHousekeeping = (
  jobs: ReadonlyArray<() => Promise<void>>,
  log: { error(obj: unknown, msg: string): void },
): (() => void) => {
  const run = async () => {
    for (const job of jobs) {
      await job().catch((error: unknown) => log.error({ err: error }, 'housekeeping job failed'));
    }
  };
  const timer = setInterval(() => void run(), HOUR_MS);
  timer.unref();
  return () => clearInterval(timer);
};
