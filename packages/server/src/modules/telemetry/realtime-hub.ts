import type { RealtimeChange, RealtimeWatch } from '@beacon/contracts/telemetry';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { TelemetryDatabase } from './tables';
import type { CommittedValue } from './telemetry-writer';

/** A live-push subscriber: its project, the keys it watches and how to send it a message. */
export interface RealtimeSubscriber {
  projectCode: string;
  /** `iotId \0 attrKey` of the watched keys. */
  watched: ReadonlySet<string>;
  send(changes: RealtimeChange[]): void;
}

/** The bus channel carrying committed latest values to every instance's websockets. */
export const REALTIME_CHANNEL = 'realtime';

// Broadcasts come through the broker: read them as untrusted input.
const committedSchema = z.array(
  z.object({
    iot_id: z.string(),
    attr_key: z.string(),
    value: z.string(),
    value_time: z.number(),
    update_time: z.number(),
    project_code: z.string(),
  }),
);

const keyOf = (iotId: string, attrKey: string): string => `${iotId}\u0000${attrKey}`;

/**
 * Pushes committed latest values to the websockets watching them, only to a subscriber of the project the
 * device belonged to when its value was stored: a device moved to another project stops reaching the old
 * project's sockets (within the device directory's cache time), although their watch lists still name it.
 */
export class RealtimeHub {
  private readonly subscribers = new Set<RealtimeSubscriber>();

  constructor(private readonly db: Kysely<TelemetryDatabase>) {}

  add(subscriber: RealtimeSubscriber): void {
    this.subscribers.add(subscriber);
  }

  remove(subscriber: RealtimeSubscriber): void {
    this.subscribers.delete(subscriber);
  }

  /** The watch keys of a list of devKey/attrKey pairs, keeping only devices of the project. */
  async resolve(projectCode: string, watch: RealtimeWatch): Promise<Set<string>> {
    const devKeys = [...new Set(watch.map((entry) => entry.devKey))];
    if (devKeys.length === 0) return new Set();
    const devices = await this.db
      .selectFrom('device')
      .select(['iot_id', 'dev_key'])
      .where('project_code', '=', projectCode)
      .where('dev_key', 'in', devKeys)
      .execute();
    const iotIdOf = new Map(devices.map((device) => [device.dev_key, device.iot_id]));
    const keys = new Set<string>();
    for (const { devKey, attrKey } of watch) {
      const iotId = iotIdOf.get(devKey);
      if (iotId) keys.add(keyOf(iotId, attrKey));
    }
    return keys;
  }

  /** A broadcast of committed latest values (from this or another instance): pushed to the watchers here. */
  receive(payload: string): void {
    if (this.subscribers.size === 0) return;
    let json: unknown;
    try {
      json = JSON.parse(payload);
    } catch {
      return;
    }
    const rows = committedSchema.safeParse(json);
    if (rows.success) this.publish(rows.data);
  }

  /** Sends each subscriber the committed values it watches of its project's devices. */
  publish(rows: readonly CommittedValue[]): void {
    if (this.subscribers.size === 0) return;
    for (const subscriber of this.subscribers) {
      const changes = rows
        .filter(
          (row) =>
            row.project_code === subscriber.projectCode && subscriber.watched.has(keyOf(row.iot_id, row.attr_key)),
        )
        .map(
          (row): RealtimeChange => ({
            iotId: row.iot_id,
            attrKey: row.attr_key,
            value: JSON.parse(row.value),
            valueTime: Number(row.value_time),
            updateTime: Number(row.update_time),
          }),
        );
      if (changes.length) subscriber.send(changes);
    }
  }
}
