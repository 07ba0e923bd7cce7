import { refusal } from '@beacon/contracts/reasons';
import type { Insertable } from 'kysely';
import { encodeLogReason } from './log-reason';
import type { DeviceLogTable } from './tables';
import type { LogCount } from './telemetry-write.repository';

/** Distinct reasons one device gets a row of its own per minute; further ones share one folded row. */
export const MAX_REASONS_PER_MINUTE = 50;
/** Distinct (device, reason) rows of the current minute held in memory across all devices. */
export const MAX_TRACKED_REASONS = 20_000;
/** How often the counted refusals are added to their rows. */
export const COUNT_FLUSH_MS = 5_000;
/** The English of FOLDED_REASON, as the device-log API shows it. */
export const FOLDED_TEXT = `further refusals folded: more than ${MAX_REASONS_PER_MINUTE} different reasons this minute`;
/** Reason (as stored) of the row standing for a device's refusals past its distinct reasons of the minute. */
export const FOLDED_REASON = encodeLogReason({
  text: FOLDED_TEXT,
  refusals: [refusal('', 'refusalsFolded', { max: MAX_REASONS_PER_MINUTE })],
});

const MINUTE_MS = 60_000;

interface Tally {
  reason: string;
  createDate: number;
  /** Refusals counted since the row was written or last topped up. */
  add: number;
}

interface DeviceMinute {
  minute: number;
  tallies: Map<string, Tally>;
  folded: Tally | null;
}

/**
 * Keeps refused values from filling the disk: the first refusal of a device, reason and minute is written as
 * a rejected row at once; the next ones of that minute are only counted here and added to the row's `count`
 * (takeCounts, every few seconds and on close). Memory is bounded: past MAX_REASONS_PER_MINUTE reasons a
 * device's further refusals fold into one row, as do all new reasons once MAX_TRACKED_REASONS are held.
 * Each instance counts what reached it: with several instances a minute may have one row per instance.
 */
export class RefusalLog {
  private readonly devices = new Map<string, DeviceMinute>();
  /** Counts of minutes that are over, waiting for the next takeCounts. */
  private ended: LogCount[] = [];
  private tracked = 0;

  /** The rejected row to write now (the first of its device, reason and minute), or null when it was counted. */
  admit(row: Insertable<DeviceLogTable>): Insertable<DeviceLogTable> | null {
    const minute = Math.floor(row.create_date / MINUTE_MS);
    let state = this.devices.get(row.iot_id);
    if (state && state.minute !== minute) {
      this.close(row.iot_id, state);
      state = undefined;
    }
    if (!state) {
      state = { minute, tallies: new Map(), folded: null };
      this.devices.set(row.iot_id, state);
    }
    const tally = state.tallies.get(row.reason);
    if (tally) {
      tally.add += 1;
      return null;
    }
    if (state.tallies.size < MAX_REASONS_PER_MINUTE && this.tracked < MAX_TRACKED_REASONS) {
      state.tallies.set(row.reason, { reason: row.reason, createDate: row.create_date, add: 0 });
      this.tracked += 1;
      return row;
    }
    if (state.folded) {
      state.folded.add += 1;
      return null;
    }
    state.folded = { reason: FOLDED_REASON, createDate: row.create_date, add: 0 };
    return { ...row, reason: FOLDED_REASON };
  }

  /** The refusals counted since the last call, as additions to their rows; forgets the minutes before `now`'s. */
  takeCounts(now = Date.now()): LogCount[] {
    const counts: LogCount[] = [];
    const minute = Math.floor(now / MINUTE_MS);
    for (const [iotId, state] of this.devices) {
      if (state.minute < minute) {
        this.close(iotId, state);
        continue;
      }
      for (const tally of tallies(state)) {
        if (tally.add > 0) counts.push({ iotId, reason: tally.reason, createDate: tally.createDate, add: tally.add });
        tally.add = 0;
      }
    }
    return counts.concat(this.ended.splice(0));
  }

  /** Distinct reasons held now (for tests of the bound). */
  get size(): number {
    return this.tracked;
  }

  private close(iotId: string, state: DeviceMinute): void {
    for (const tally of tallies(state)) {
      if (tally.add > 0) this.ended.push({ iotId, reason: tally.reason, createDate: tally.createDate, add: tally.add });
    }
    this.tracked -= state.tallies.size;
    this.devices.delete(iotId);
  }
}

const tallies = (state: DeviceMinute): Tally[] =>
  state.folded ? [...state.tallies.values(), state.folded] : [...state.tallies.values()];
