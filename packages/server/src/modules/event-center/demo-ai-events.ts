import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { AI_ALGORITHMS } from '@beacon/contracts/ai-event';
import type { Kysely } from 'kysely';
import type { MediaStorage } from '../../platform/media-storage';
import { aiEventRepository as repo } from './ai-event.repository';
import { demoPng } from './demo-png';
import type { EventCenterDatabase } from './tables';

const MINUTE = 60_000;
/** How many demo AI events. */
const EVENTS = 12;
const COLORS: ReadonlyArray<readonly [number, number, number]> = [
  [40, 70, 120],
  [120, 50, 40],
  [40, 110, 70],
  [110, 100, 30],
];

/** Seeds AI events of every algorithm and status on a few demo devices, each with one or two small PNG images. */
export const seedAiEventDemo = async (db: Kysely<EventCenterDatabase>, storage: MediaStorage, now = Date.now()) => {
  const devices = await db
    .selectFrom('device')
    .select(['iot_id', 'dev_key', 'project_code'])
    .orderBy('id')
    .limit(4)
    .execute();
  if (!devices.length) return;
  for (let n = 0; n < EVENTS; n += 1) {
    const device = devices[n % devices.length];
    if (!device) continue;
    const images = Array.from({ length: 1 + (n % 2) }, (_, i) => {
      const top = COLORS[(n + i) % COLORS.length] ?? [0, 0, 0];
      return { key: `${randomBytes(16).toString('hex')}.png`, bytes: demoPng(160, 120, top, [20, 20, 24]) };
    });
    for (const image of images) await storage.put(image.key, Readable.from([image.bytes]));
    const ts = now - (n * 53 + 7) * MINUTE;
    const status = n % 3 === 0 ? 'handled' : n % 4 === 1 ? 'false_alarm' : 'unhandled';
    await repo.insert(
      db,
      {
        iot_id: device.iot_id,
        dev_key: device.dev_key,
        project_code: device.project_code,
        algorithm: AI_ALGORITHMS[n % AI_ALGORITHMS.length] ?? 'intrusion',
        confidence: Math.round((0.62 + ((n * 7) % 37) / 100) * 100) / 100,
        ts,
        received_time: ts + 800,
        status,
        handled_by: status === 'unhandled' ? null : 'admin',
        handled_time: status === 'unhandled' ? null : ts + 25 * MINUTE,
        note: null,
      },
      images.map((image, seq) => ({ seq, media_key: image.key, media_type: 'image/png', size: image.bytes.length })),
    );
  }
};
