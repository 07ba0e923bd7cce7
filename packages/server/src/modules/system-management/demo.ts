import type { ConsoleLanguage } from '@beacon/contracts/console-locale';
import type { Kysely } from 'kysely';
import { type DemoText, demoText } from '../../platform/demo-text';
import type { SystemDatabase } from './tables';

/** The demo's roles, named in the demo's language. */
const demoRoles = (t: DemoText) => [
  {
    code: 'operator',
    name: t('运维人员', 'Operator'),
    description: t('设备、事件、工单与日志', 'Devices, events, tickets and logs'),
    resources: [
      'iot-device',
      'IOTDevice',
      'IOTDevice.overview',
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
    name: t('审计员', 'Auditor'),
    description: t('查阅各类日志', 'Reads the logs'),
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

/** Seeds the demo of the modules built so far (roles) in the demo's language; runs once, on the first start with DEMO_DATA. */
export const seedDemo = async (db: Kysely<SystemDatabase>, language: ConsoleLanguage): Promise<void> => {
  const now = Date.now();
  for (const role of demoRoles(demoText(language))) {
    await db
      .insertInto('role')
      .values({ ...role, resources: JSON.stringify(role.resources), builtin: 0, create_date: now, update_date: now })
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
  }
};
