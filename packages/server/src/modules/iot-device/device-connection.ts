import type { Kysely } from 'kysely';
import { sameSecret } from '../../platform/auth/same-secret';
import type { Bus, DeviceAuthResult } from '../../platform/bus/bus';
import type { IotDeviceDatabase } from './tables';

/** Queries of device connections: credentials at CONNECT and the online status. */
const connectionRepository = {
  credentials: (db: Kysely<IotDeviceDatabase>, devKey: string) =>
    db.selectFrom('device').select(['status', 'device_secret']).where('dev_key', '=', devKey).executeTakeFirst(),
  /** Online or offline at a time; a disabled device keeps its status. */
  setPresence: (db: Kysely<IotDeviceDatabase>, devKey: string, online: boolean, at: number) =>
    db
      .updateTable('device')
      .set({ status: online ? 'online' : 'offline', last_online_time: at })
      .where('dev_key', '=', devKey)
      .where('status', '<>', 'disabled')
      .execute(),
  /** Every device counted online goes offline (nothing is connected yet); its last online time stays. */
  setAllOffline: (db: Kysely<IotDeviceDatabase>) =>
    db.updateTable('device').set({ status: 'offline' }).where('status', '=', 'online').execute(),
};

/** Checks MQTT credentials: username devKey, password the device secret; disabled devices are not authorized. */
export const authenticateDevice = async (
  db: Kysely<IotDeviceDatabase>,
  devKey: string,
  password: string,
): Promise<DeviceAuthResult> => {
  const device = await connectionRepository.credentials(db, devKey);
  if (!device || !sameSecret(password, device.device_secret)) return 'bad-credentials';
  return device.status === 'disabled' ? 'not-authorized' : 'ok';
};

/**
 * Makes the bus authenticate devices against this module's devices and keeps their online status; when this
 * process holds every connection (embedded broker), every device starts offline until it connects.
 */
export const connectDevicesToBus = async (
  db: Kysely<IotDeviceDatabase>,
  bus: Bus,
  log: { error(details: object, message: string): void },
): Promise<void> => {
  if (bus.seesEveryConnection) await connectionRepository.setAllOffline(db);
  bus.setDeviceAuthenticator((devKey, password) => authenticateDevice(db, devKey, password));
  bus.onPresence((event) => {
    connectionRepository
      .setPresence(db, event.devKey, event.online, event.at)
      .catch((error: unknown) => log.error({ err: error }, 'device status not updated'));
  });
};
