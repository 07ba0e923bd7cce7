import { deviceEndpoints } from '@beacon/contracts/iot-device.endpoints';
import { stdModelEndpoints } from '@beacon/contracts/iot-model.endpoints';
import { projectEndpoints } from '@beacon/contracts/project-data-management.endpoints';
import type { Account } from '@beacon/contracts/system-management';
import { accountEndpoints } from '@beacon/contracts/system-management.endpoints';
import { propertiesTopic } from '@beacon/contracts/telemetry';
import { workOrderEndpoints } from '@beacon/contracts/work-order.endpoints';
import { ruleEndpoints } from '@beacon/contracts/work-order-rule.endpoints';
import { templateEndpoints } from '@beacon/contracts/work-order-template.endpoints';
import mqtt from 'mqtt';
import { apiPost } from './console';
import type { StartedServer } from './server';

// The data of the alarm → work order flow (alarm-work-order.e2e.ts), made over the API as an administrator would.

/** The flow's names: project, device, the model's alarm rule, the work order rule and the resolve form's answers. */
export const FLOW = {
  project: 'P-AWO-01',
  devKey: 'awo-th-01',
  deviceName: '机房温湿度',
  alarmRule: '温度过高',
  workOrderRule: '温度告警派单',
  cause: '传感器故障',
  actions: '更换温度探头并复位',
} as const;

/** What the set-up made: the device's credentials and the account its work orders go to. */
export interface FlowSetup {
  devKey: string;
  deviceSecret: string;
  admin: Account;
}

/** A signed-in list-A POST of the API; resolves with the page's rows. */
export const listRows = async <T>(server: StartedServer, token: string, url: string, body: unknown): Promise<T[]> => {
  const response = await fetch(`${server.origin}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accessToken: token },
    body: JSON.stringify(body),
  });
  const reply = (await response.json()) as { result?: { items: T[] } };
  if (response.status !== 200 || !reply.result) throw new Error(`${url}: ${response.status}`);
  return reply.result.items;
};

/** A signed-in GET of the API that must succeed; resolves with the reply's data. */
export const apiGet = async <T>(server: StartedServer, token: string, url: string): Promise<T> => {
  const response = await fetch(`${server.origin}${url}`, { headers: { accessToken: token } });
  const reply = (await response.json()) as { code: string; data: T };
  if (response.status !== 200) throw new Error(`${url}: ${response.status} ${reply.code}`);
  return reply.data;
};

/** Project, model with the alarm rule, template with its form, work order rule for admin, device; one order by hand. */
export const createFlowFixtures = async (server: StartedServer, token: string): Promise<FlowSetup> => {
  const post = <T>(url: string, body: unknown) => apiPost<T>(server, token, url, body);
  await post(projectEndpoints.save.path, {
    projectCode: FLOW.project,
    projectName: '告警工单园区',
    type: 'park',
    areaCode: '440305',
    address: '科技园路1号',
  });
  const model = await post<{ id: number }>(stdModelEndpoints.save.path, {
    name: '工单温感',
    productKey: 'awo-th',
    protocol: 'MQTT',
    properties: [
      {
        identifier: 'temperature',
        name: '温度',
        accessMode: 'r',
        dataType: { type: 'float', specs: { min: -40, max: 85 } },
      },
    ],
    events: [],
    services: [],
    alarmRules: [
      {
        name: FLOW.alarmRule,
        property: 'temperature',
        condition: '>',
        value: 50,
        durationSeconds: 0,
        severity: 'critical',
      },
    ],
  });
  const template = await post<{ id: number }>(templateEndpoints.save.path, {
    name: '告警处理',
    kind: 'alarm',
    defaultPriority: 'high',
    slaHours: 4,
    description: '告警现场处理',
    formFields: [
      { model: 'cause', label: '故障原因', type: 'select', required: true, options: [FLOW.cause, '误报'] },
      { model: 'actions', label: '处理措施', type: 'textarea', required: true },
      { model: 'replaced', label: '更换部件', type: 'switch', required: false },
    ],
  });
  const [admin] = await listRows<Account>(server, token, accountEndpoints.page.path, { account: 'admin' });
  if (!admin) throw new Error('no admin account');
  await post(ruleEndpoints.save.path, {
    name: FLOW.workOrderRule,
    minSeverity: 'major',
    source: 'rule',
    projectCodes: [FLOW.project],
    templateId: template.id,
    assigneeAccountId: admin.id,
    priority: 'urgent',
    autoResolve: true,
  });
  const device = await post<{ deviceSecret: string }>(deviceEndpoints.save.path, {
    devKey: FLOW.devKey,
    name: FLOW.deviceName,
    stdModelId: model.id,
    projectCode: FLOW.project,
  });
  // Someone else's (nobody's) work order: "only mine" must leave it out.
  await post(workOrderEndpoints.save.path, { title: '巡检水泵', templateId: template.id, projectCode: FLOW.project });
  return { devKey: FLOW.devKey, deviceSecret: device.deviceSecret, admin };
};

/** The device reports a temperature over MQTT to the server's broker (QoS 1: acknowledged once stored). */
export const publishTemperature = async (
  server: StartedServer,
  setup: FlowSetup,
  temperature: number,
): Promise<void> => {
  const client = await mqtt.connectAsync(server.mqttUrl, {
    username: setup.devKey,
    password: setup.deviceSecret,
    clientId: setup.devKey,
    reconnectPeriod: 0,
  });
  try {
    await client.publishAsync(
      propertiesTopic(setup.devKey),
      JSON.stringify({ ts: Date.now(), params: { temperature } }),
      { qos: 1 },
    );
  } finally {
    await client.endAsync();
  }
};
