import {
  ABNORMAL_DEFAULTS,
  type AbnormalStatus,
  type AbnormalType,
  type DeviceAbnormal,
  type DeviceAbnormalPageRequest,
} from '@beacon/contracts/device-abnormal';
import type { Insertable, Kysely } from 'kysely';
import type { ProjectScope } from '../../platform/auth/project-scope';
import type { Signals } from '../../platform/signals';
import { abnormalRepository as repo } from './abnormal.repository';
import type { AbnormalSettings } from './abnormal-setting.service';
import type { DeviceIdentity } from './device-directory';
import type { DeviceAbnormalTable, TelemetryDatabase } from './tables';

/** Which device, and where it belongs. */
type DeviceRef = Pick<DeviceIdentity, 'iotId' | 'devKey' | 'projectCode'>;

const pick = ({ iotId, devKey, projectCode }: DeviceRef): DeviceRef => ({ iotId, devKey, projectCode });

const keyOf = (iotId: string, type: AbnormalType, attrKey: string) => `${type}\u0000${iotId}\u0000${attrKey}`;

/**
 * Opens and recovers abnormal records: out-of-range values, stuck values (the same value N times in a row),
 * devices offline too long and devices silent too long, each by its project's limits. Open records are known
 * in memory, so the common case (a normal value, nothing open) costs no query.
 */
export class AbnormalDetector {
  private readonly open = new Set<string>();
  private readonly runs = new Map<string, { value: string; count: number }>();

  constructor(
    private readonly db: Kysely<TelemetryDatabase>,
    private readonly settings: AbnormalSettings,
    private readonly signals?: Signals,
  ) {}

  /** Reads which records are open and the projects' limits (at start). */
  async load(): Promise<void> {
    await this.settings.reload();
    for (const row of await repo.openKeys(this.db))
      this.open.add(keyOf(row.iot_id, row.type as AbnormalType, row.attr_key));
  }

  /** A value outside its property's range arrived. */
  async outOfRange(device: DeviceRef, attrKey: string, value: string, at: number): Promise<void> {
    await this.openRecords([this.record(device, 'out_of_range', attrKey, value, at)]);
  }

  /** Values were stored: out-of-range and silent records recover; runs of the same value are counted. */
  async accepted(device: DeviceRef, values: readonly { attrKey: string; value: string }[], at: number): Promise<void> {
    await this.recoverIfOpen(device, 'silent', '', at);
    for (const { attrKey, value } of values) {
      await this.recoverIfOpen(device, 'out_of_range', attrKey, at);
      const runKey = `${device.iotId}\u0000${attrKey}`;
      const run = this.runs.get(runKey);
      if (run && run.value === value) {
        run.count += 1;
        if (run.count >= this.settings.limitsOf(device.projectCode).stuckRepeats)
          await this.openRecords([this.record(device, 'stuck', attrKey, value, at)]);
      } else {
        this.runs.set(runKey, { value, count: 1 });
        await this.recoverIfOpen(device, 'stuck', attrKey, at);
      }
    }
  }

  /** A device came online: its offline record recovers. */
  async online(device: DeviceRef, at: number): Promise<void> {
    await this.recoverIfOpen(device, 'offline', '', at);
  }

  /**
   * Opens offline and silent records of devices past their project's limits (run every minute). The limits
   * are reloaded first, so a change saved on another instance applies from this scan on.
   */
  async scan(now: number): Promise<void> {
    await this.settings.reload();
    const offline = await repo.offlineBeyondLimit(this.db, now, ABNORMAL_DEFAULTS.offlineMinutes);
    const silent = await repo.silentBeyondLimit(this.db, now, ABNORMAL_DEFAULTS.silentMinutes);
    const toDevice = (row: { iot_id: string; dev_key: string; project_code: string }): DeviceRef => ({
      iotId: row.iot_id,
      devKey: row.dev_key,
      projectCode: row.project_code,
    });
    await this.openRecords([
      ...offline.map((row) => this.record(toDevice(row), 'offline', '', '', now)),
      ...silent.map((row) => this.record(toDevice(row), 'silent', '', '', now)),
    ]);
  }

  /** Abnormal records, newest first. */
  async page(
    filter: DeviceAbnormalPageRequest,
    scope: ProjectScope,
  ): Promise<{ items: DeviceAbnormal[]; total: number }> {
    const { rows, total } = await repo.page(this.db, filter, scope);
    const items = rows.map(
      (row): DeviceAbnormal => ({
        id: Number(row.id),
        iotId: row.iot_id,
        devKey: row.dev_key,
        projectCode: row.project_code,
        type: row.type as AbnormalType,
        attrKey: row.attr_key,
        value: row.value,
        status: row.status as AbnormalStatus,
        openTime: Number(row.open_time),
        recoverTime: row.recover_time === null ? null : Number(row.recover_time),
      }),
    );
    return { items, total };
  }

  private record(device: DeviceRef, type: AbnormalType, attrKey: string, value: string, at: number) {
    return {
      iot_id: device.iotId,
      dev_key: device.devKey,
      project_code: device.projectCode,
      type,
      attr_key: attrKey,
      value,
      status: 'open',
      open_time: at,
      recover_time: null,
    } satisfies Insertable<DeviceAbnormalTable>;
  }

  private async openRecords(rows: Insertable<DeviceAbnormalTable>[]): Promise<void> {
    const fresh = rows.filter((row) => !this.open.has(keyOf(row.iot_id, row.type as AbnormalType, row.attr_key)));
    if (fresh.length === 0) return;
    await repo.open(this.db, fresh);
    for (const row of fresh) this.open.add(keyOf(row.iot_id, row.type as AbnormalType, row.attr_key));
    for (const row of fresh) {
      const device = { iotId: row.iot_id, devKey: row.dev_key, projectCode: row.project_code };
      const kind = row.type as AbnormalType;
      await this.signals?.abnormalChanged({
        ...device,
        kind,
        attrKey: row.attr_key,
        state: 'opened',
        time: row.open_time,
      });
    }
  }

  private async recoverIfOpen(device: DeviceRef, type: AbnormalType, attrKey: string, at: number): Promise<void> {
    const key = keyOf(device.iotId, type, attrKey);
    if (!this.open.has(key)) return;
    await repo.recover(this.db, { iotId: device.iotId, type, attrKey }, at);
    this.open.delete(key);
    await this.signals?.abnormalChanged({ ...pick(device), kind: type, attrKey, state: 'recovered', time: at });
  }
}
