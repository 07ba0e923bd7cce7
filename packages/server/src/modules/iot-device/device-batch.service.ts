import type { DeviceBatchResult } from '@beacon/contracts/iot-device-files';
import type { Kysely } from 'kysely';
import type { ProjectScope } from '../../platform/auth/project-scope';
import { deviceFilesRepository as repo } from './device-files.repository';
import type { IotDb, IotDeviceDatabase } from './tables';

type Change = (trx: IotDb, iotIds: readonly string[]) => Promise<number>;

/** Bulk enable, disable and delete of selected devices, each in one transaction. */
export class DeviceBatchService {
  /** `dropConnection` ends a device's live MQTT connections once it is disabled or deleted. */
  constructor(
    private readonly db: Kysely<IotDeviceDatabase>,
    private readonly dropConnection: (devKey: string) => void = () => undefined,
  ) {}

  /** Runs one change on the ids that name devices; answers how many changed and the ids that named none. */
  /** Ids of devices outside the caller's projects are answered as ids that name no device. */
  private async apply(
    iotIds: readonly string[],
    change: Change,
    drops: boolean,
    scope: ProjectScope,
  ): Promise<DeviceBatchResult> {
    const { result, devKeys } = await this.db.transaction().execute(async (trx) => {
      const found = await repo.byIotIds(trx, iotIds, scope);
      const known = new Set(found.map((row) => row.iot_id));
      const notFound = [...new Set(iotIds.filter((iotId) => !known.has(iotId)))];
      const changed = known.size === 0 ? 0 : await change(trx, [...known]);
      return { result: { changed, notFound }, devKeys: found.map((row) => row.dev_key) };
    });
    if (drops) for (const devKey of devKeys) this.dropConnection(devKey);
    return result;
  }

  enable(iotIds: readonly string[], scope: ProjectScope): Promise<DeviceBatchResult> {
    return this.apply(iotIds, (trx, ids) => repo.enable(trx, ids, Date.now()), false, scope);
  }

  disable(iotIds: readonly string[], scope: ProjectScope): Promise<DeviceBatchResult> {
    return this.apply(iotIds, (trx, ids) => repo.disable(trx, ids, Date.now()), true, scope);
  }

  remove(iotIds: readonly string[], scope: ProjectScope): Promise<DeviceBatchResult> {
    return this.apply(iotIds, (trx, ids) => repo.remove(trx, ids), true, scope);
  }
}
