import type { Kysely } from 'kysely';
import type { SystemDatabase } from './tables';

const DEMO_ROLES = [
  {
    code: 'operator',
    name: '运维人员',
    description: 'Devices, events, tickets and logs',
    resources: [
      'iot-device',
      'IOTDevice',
      'IOTDevice.device',
      'event-center',
      'EventCenter',
      'EventCenter.alarm',
      'EventCenter.deviceEvent',
      'ticket-center',
      'TicketCenter',
      'TicketCenter.workOrder',
      'log-manage',
      'LogManage',
      'LogManage.deviceLog',
    ],
  },
  {
    code: 'auditor',
    name: '审计员',
    description: 'Reads the logs',
    resources: [
      'log-manage',
      'LogManage',
      'LogManage.deviceLog',
      'LogManage.sceneLog',
      'LogManage.apiCallLog',
      'LogManage.operaLog',
    ],
  },
];

/** Seeds the demo of the modules built so far (roles); runs once, on the first start with DEMO_DATA. */
export const seedDemo = async (db: Kysely<SystemDatabase>): Promise<void> => {
  const now = Date.now();
  for (const role of DEMO_ROLES) {
    await db
      .insertInto('role')
      .values({ ...role, resources: JSON.stringify(role.resources), builtin: 0, create_date: now, update_date: now })
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
  }
};
