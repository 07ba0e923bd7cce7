import type { DeviceStatus } from '@beacon/contracts/iot-device';
import type { Insertable, Kysely } from 'kysely';
import type { DemoText } from '../../platform/demo-text';
import type { DemoCategoryKey } from './demo-catalog';
import { deviceRepository } from './device.repository';
import { newDeviceSecret, newIotId } from './device.service';
import type { DeviceTable, IotDeviceDatabase } from './tables';

/** A, B, C… for 1, 2, 3… */
const letter = (n: number): string => String.fromCharCode(64 + n);

/** The demo projects the project module seeds earlier in the same start, with the buildings their devices sit in. */
const PROJECTS: ReadonlyArray<{
  code: string;
  key: string;
  areaCode: string;
  building: (n: number, t: DemoText) => string;
  category: DemoCategoryKey;
}> = [
  {
    code: 'P-SZ-001',
    key: 'sz001',
    areaCode: '440305',
    building: (n, t) => t(`${letter(n)}座`, `Tower ${letter(n)}`),
    category: 'park',
  },
  {
    code: 'P-SH-001',
    key: 'sh001',
    areaCode: '310115',
    building: (n, t) => t(`${n}号楼`, `Building ${n}`),
    category: 'community',
  },
  {
    code: 'P-HZ-001',
    key: 'hz001',
    areaCode: '330106',
    building: (n, t) => t(`${n}幢`, `Block ${n}`),
    category: 'apartment',
  },
];

/** How many devices of each demo product a project gets (70 per project). */
const MIX: ReadonlyArray<readonly [productKey: string, count: number]> = [
  ['th-sensor', 20],
  ['smart-meter', 15],
  ['access-controller', 10],
  ['smoke-detector', 15],
  ['ip-camera', 6],
  ['elevator-monitor', 4],
];

const FIRMWARE = ['1.0.4', '1.2.0', '1.2.3', '2.0.1'];
const HOUR = 3_600_000;

/** A spread of statuses: mostly online, some offline, a few never connected or disabled. */
const statusOf = (i: number): { status: DeviceStatus; lastOnline: (now: number) => number | null } => {
  const slot = i % 10;
  if (slot <= 5) return { status: 'online', lastOnline: (now) => now - (i % 7) * 60_000 };
  if (slot <= 7) return { status: 'offline', lastOnline: (now) => now - (2 + (i % 48)) * HOUR };
  if (slot === 8) return { status: 'inactive', lastOnline: () => null };
  return { status: 'disabled', lastOnline: (now) => now - (24 + (i % 100)) * HOUR };
};

/**
 * Demo devices, named in the demo's language (`A座 12F 温湿度传感器 01`) at their project's address: 70 in each demo project (210 in all) on the demo standard models (every one has numeric
 * properties), a third of them on the associated vendor model; a project that does not exist is skipped.
 */
export const seedDemoDevices = async (
  db: Kysely<IotDeviceDatabase>,
  categoryIds: ReadonlyMap<DemoCategoryKey, number>,
  t: DemoText,
): Promise<void> => {
  const addressOf = new Map(
    (
      await db
        .selectFrom('project')
        .select(['project_code', 'address'])
        .where(
          'project_code',
          'in',
          PROJECTS.map((p) => p.code),
        )
        .execute()
    ).map((row) => [row.project_code, row.address]),
  );
  const models = new Map(
    (await db.selectFrom('iot_std_model').select(['id', 'name', 'product_key']).execute()).map((m) => [
      m.product_key,
      m,
    ]),
  );
  const vendorOf = new Map(
    (await db.selectFrom('iot_model_relevance').select(['std_model_id', 'third_model_id']).execute()).map((r) => [
      r.std_model_id,
      r.third_model_id,
    ]),
  );
  const now = Date.now();
  const rows: Insertable<DeviceTable>[] = [];
  for (const project of PROJECTS) {
    const address = addressOf.get(project.code);
    if (address === undefined) continue;
    for (const [productKey, count] of MIX) {
      const model = models.get(productKey);
      if (!model) continue;
      for (let n = 1; n <= count; n += 1) {
        const i = rows.length;
        const building = project.building(1 + (n % 4), t);
        const floor = 1 + ((n * 7) % 28);
        const { status, lastOnline } = statusOf(i);
        const created = now - (30 * 24 * HOUR - i * 10 * 60_000);
        rows.push({
          iot_id: newIotId(),
          dev_key: `${project.key}-${productKey}-${String(n).padStart(3, '0')}`,
          name: `${building} ${floor}F ${model.name} ${String(n).padStart(2, '0')}`,
          std_model_id: model.id,
          third_model_id: n % 3 === 0 ? (vendorOf.get(model.id) ?? null) : null,
          project_code: project.code,
          category_id: categoryIds.get(project.category) ?? null,
          area_code: project.areaCode,
          address: t(`${address} ${building} ${floor}层`, `${address}, ${building}, Floor ${floor}`),
          status,
          last_online_time: lastOnline(now),
          firmware: FIRMWARE[i % FIRMWARE.length] ?? '1.0.0',
          device_secret: newDeviceSecret(),
          create_date: created,
          update_date: created,
        });
      }
    }
  }
  for (let at = 0; at < rows.length; at += 50) await deviceRepository.insert(db, rows.slice(at, at + 50));
};
