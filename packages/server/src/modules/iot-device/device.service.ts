import { randomBytes } from 'node:crypto';
import {
  DEVICE_STATUSES,
  type Device,
  type DeviceCreate,
  type DevicePageRequest,
  type DeviceStatus,
  type DeviceUpdate,
  type DeviceWithSecret,
} from '@beacon/contracts/iot-device';
import { refusal } from '@beacon/contracts/reasons';
import type { Kysely, Selectable } from 'kysely';
import type { ProjectScope } from '../../platform/auth/project-scope';
import { AppError } from '../../platform/http/app-error';
import { deviceCategoryRepository } from './catalog.repository';
import { deviceRepository } from './device.repository';
import { modelRelevanceRepository } from './model-relevance.repository';
import { stdModelRepository } from './std-model.repository';
import type { DeviceTable, IotDb, IotDeviceDatabase } from './tables';
import { thirdModelRepository } from './third-model.repository';

/** A new platform id: `d` and 20 hex characters (80 random bits). */
export const newIotId = (): string => `d${randomBytes(10).toString('hex')}`;
/** A new device secret: 32 random bytes, base64url. */
export const newDeviceSecret = (): string => randomBytes(32).toString('base64url');

/** A stored status; only the schema's values are ever written (anything else reads as offline). */
const readStatus = (stored: string): DeviceStatus => DEVICE_STATUSES.find((s) => s === stored) ?? 'offline';

const toDevice = (row: Selectable<DeviceTable>): Device => ({
  iotId: row.iot_id,
  devKey: row.dev_key,
  name: row.name,
  stdModelId: row.std_model_id,
  thirdModelId: row.third_model_id,
  projectCode: row.project_code,
  categoryId: row.category_id,
  areaCode: row.area_code,
  address: row.address,
  status: readStatus(row.status),
  lastOnlineTime: row.last_online_time === null ? null : Number(row.last_online_time),
  firmware: row.firmware,
  createDate: Number(row.create_date),
});

const withSecret = (row: Selectable<DeviceTable>): DeviceWithSecret => ({
  ...toDevice(row),
  deviceSecret: row.device_secret,
});

type Fields = Omit<DeviceCreate, 'devKey'>;

/**
 * The columns of a device's fields, after checking that every record it names exists (400 naming the field);
 * a project outside the caller's scope is answered as one that does not exist.
 */
const checkedColumns = async (db: IotDb, input: Fields, scope: ProjectScope) => {
  const stdModel = await stdModelRepository.findById(db, input.stdModelId);
  if (!stdModel) throw AppError.unknownReference('stdModelId', 'stdModel', input.stdModelId);
  if (input.thirdModelId !== null) {
    const thirdModel = await thirdModelRepository.findById(db, input.thirdModelId);
    if (!thirdModel) throw AppError.unknownReference('thirdModelId', 'thirdModel', input.thirdModelId);
    if (!(await modelRelevanceRepository.associates(db, input.stdModelId, input.thirdModelId)))
      throw AppError.badRequest(
        `body.thirdModelId: third-party model '${thirdModel.name}' is not associated with standard model '${stdModel.name}'`,
      ).with(refusal('thirdModelId', 'modelsNotAssociated', { stdModel: stdModel.name, thirdModel: thirdModel.name }));
  }
  if (input.categoryId !== null && !(await deviceCategoryRepository.findById(db, input.categoryId)))
    throw AppError.unknownReference('categoryId', 'category', input.categoryId);
  if (!(await deviceRepository.projectExists(db, input.projectCode, scope)))
    throw AppError.unknownReference('projectCode', 'project', input.projectCode, `'${input.projectCode}'`);
  return {
    name: input.name,
    std_model_id: input.stdModelId,
    third_model_id: input.thirdModelId,
    project_code: input.projectCode,
    category_id: input.categoryId,
    area_code: input.areaCode,
    address: input.address,
    firmware: input.firmware,
    update_date: Date.now(),
  };
};

/** Devices: generated ids and secrets, references checked, status changes as single statements. */
export class DeviceService {
  /** `dropConnection` ends a device's live MQTT connections when its credentials stop being valid. */
  constructor(
    private readonly db: Kysely<IotDeviceDatabase>,
    private readonly dropConnection: (devKey: string) => void = () => undefined,
  ) {}

  /** A device inside the caller's projects; any other answers 404, like a device that does not exist. */
  private async row(iotId: string, scope: ProjectScope) {
    const row = await deviceRepository.findById(this.db, iotId, scope);
    if (!row) throw AppError.missing('device', iotId);
    return row;
  }

  async page(filter: DevicePageRequest, scope: ProjectScope): Promise<{ items: Device[]; total: number }> {
    const { rows, total } = await deviceRepository.page(this.db, filter, scope);
    return { items: rows.map(toDevice), total };
  }

  async get(iotId: string, scope: ProjectScope): Promise<DeviceWithSecret> {
    return withSecret(await this.row(iotId, scope));
  }

  async create(input: DeviceCreate, scope: ProjectScope): Promise<DeviceWithSecret> {
    const iotId = newIotId();
    await this.db.transaction().execute(async (trx) => {
      const columns = await checkedColumns(trx, input, scope);
      await deviceRepository.insert(trx, {
        ...columns,
        iot_id: iotId,
        dev_key: input.devKey,
        status: 'inactive',
        last_online_time: null,
        device_secret: newDeviceSecret(),
        create_date: columns.update_date,
      });
    });
    return this.get(iotId, scope);
  }

  /** Edits a device; moving it into a project outside the caller's scope is refused like an unknown project. */
  async update(input: DeviceUpdate, scope: ProjectScope): Promise<Device> {
    await this.db.transaction().execute(async (trx) => {
      if (!(await deviceRepository.findById(trx, input.iotId, scope))) throw AppError.missing('device', input.iotId);
      await deviceRepository.update(trx, input.iotId, await checkedColumns(trx, input, scope));
    });
    return toDevice(await this.row(input.iotId, scope));
  }

  async remove(iotId: string, scope: ProjectScope): Promise<void> {
    const device = await this.row(iotId, scope);
    if (!(await deviceRepository.remove(this.db, iotId))) throw AppError.missing('device', iotId);
    this.dropConnection(device.dev_key);
  }

  /** Enables a disabled device (inactive if never online, else offline); an enabled one stays as it is. */
  async enable(iotId: string, scope: ProjectScope): Promise<Device> {
    await this.row(iotId, scope);
    await deviceRepository.enable(this.db, iotId, Date.now());
    return toDevice(await this.row(iotId, scope));
  }

  async disable(iotId: string, scope: ProjectScope): Promise<Device> {
    await this.row(iotId, scope);
    const done = await deviceRepository.update(this.db, iotId, { status: 'disabled', update_date: Date.now() });
    if (!done) throw AppError.missing('device', iotId);
    const device = await this.row(iotId, scope);
    this.dropConnection(device.dev_key);
    return toDevice(device);
  }

  async resetSecret(iotId: string, scope: ProjectScope): Promise<DeviceWithSecret> {
    await this.row(iotId, scope);
    const done = await deviceRepository.update(this.db, iotId, {
      device_secret: newDeviceSecret(),
      update_date: Date.now(),
    });
    if (!done) throw AppError.missing('device', iotId);
    const device = await this.get(iotId, scope);
    this.dropConnection(device.devKey);
    return device;
  }

  /** Devices per project code (the `project.devices` usage counter). */
  countByProject(codes: readonly string[]): Promise<Map<string, number>> {
    return deviceRepository.countByProject(this.db, codes);
  }
}
