import { PROJECT_LIMITS } from '@beacon/contracts/project-data-management';
import { z } from 'zod';

/** The bus channel telling every instance's alarm feeds which projects' alarms changed. */
export const ALARM_CHANGED_CHANNEL = 'alarm-changed';

/** Told after an alarm's write committed: an alarm of the project was raised, repeated, acknowledged or cleared. */
export type AlarmChanged = (projectCode: string) => void;

// Broadcasts come through the broker: read them as untrusted input.
const noteSchema = z.object({ projectCodes: z.array(z.string().min(1).max(PROJECT_LIMITS.code)).max(10_000) });

/** The projects a broadcast note names, or null when it is not one. */
export const readAlarmNote = (payload: string): string[] | null => {
  try {
    const note = noteSchema.safeParse(JSON.parse(payload));
    return note.success ? note.data.projectCodes : null;
  } catch {
    return null;
  }
};

/**
 * Gathers the projects whose alarms changed and broadcasts them as one note per interval, so an alarm storm (a
 * device repeating an event) costs the bus a few small messages a second, whatever its rate.
 */
export class AlarmChangeNotes {
  private readonly pending = new Set<string>();
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly publish: (payload: string) => void,
    private readonly flushMs: number,
  ) {}

  /** An alarm of the project changed (after its write committed); told to the feeds within `flushMs`. */
  readonly changed: AlarmChanged = (projectCode) => {
    this.pending.add(projectCode);
    this.timer ??= setTimeout(this.flush, this.flushMs);
  };

  /** Broadcasts the pending projects now (also when the app closes). */
  readonly flush = (): void => {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.pending.size === 0) return;
    const projectCodes = [...this.pending];
    this.pending.clear();
    this.publish(JSON.stringify({ projectCodes }));
  };
}
