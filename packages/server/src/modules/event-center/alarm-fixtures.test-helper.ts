import { ALL_RESOURCES } from '@beacon/contracts/registry';
import { TEST_ACCOUNT_PASSWORD } from '../../test/accounts';
import type { TestApp } from '../../test/test-app';

/** A device of the alarm tests, with its secret. */
export interface AlarmDevice {
  iotId: string;
  devKey: string;
  deviceSecret: string;
}

const float = (identifier: string, min: number, max: number) => ({
  identifier,
  name: identifier,
  accessMode: 'r',
  dataType: { type: 'float', specs: { min, max } },
});

const ok = (response: { statusCode: number; body: string; json(): { data: Record<string, unknown> } }) => {
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json().data;
};

/**
 * Creates project P-AL (when missing) and a model with alarm rules — `hot`: temperature > 50 critical at once;
 * unnamed humidity >= 90 minor held 60 s — events overheat (alert), fault (error), rebooted (info); and a device.
 */
export const createAlarmDevice = async (t: TestApp, token: string, devKey: string, projectCode = 'P-AL') => {
  const post = (url: string, body: unknown) => t.call('POST', url, { token, body });
  const project = await post('/api/v1/master-data/project/save', {
    projectCode,
    projectName: `Alarm park ${projectCode}`,
    type: 'park',
    areaCode: '440305',
    address: 'Road 1',
  });
  if (project.statusCode !== 200 && project.statusCode !== 409) throw new Error(project.body);
  const models = (await post('/api/v1/iothub/std-model/page', { productKey: 'alarm-th' })).json().result.items;
  const existing = models.find((model: { productKey: string }) => model.productKey === 'alarm-th');
  const model =
    existing ??
    ok(
      await post('/api/v1/iothub/std-model/save', {
        name: 'Alarm TH',
        productKey: 'alarm-th',
        protocol: 'MQTT',
        properties: [float('temperature', -40, 85), float('humidity', 0, 100)],
        events: [
          { identifier: 'overheat', name: 'Overheat', type: 'alert', outputData: [] },
          { identifier: 'fault', name: 'Fault', type: 'error', outputData: [] },
          { identifier: 'rebooted', name: 'Rebooted', type: 'info', outputData: [] },
        ],
        services: [],
        alarmRules: [
          { name: 'hot', property: 'temperature', condition: '>', value: 50, durationSeconds: 0, severity: 'critical' },
          { property: 'humidity', condition: '>=', value: 90, durationSeconds: 60, severity: 'minor' },
        ],
      }),
    );
  const device = ok(
    await post('/api/v1/iothub/device/save', { devKey, name: `Device ${devKey}`, stdModelId: model.id, projectCode }),
  );
  return {
    device: { iotId: String(device.iotId), devKey, deviceSecret: String(device.deviceSecret) } as AlarmDevice,
    stdModelId: Number(model.id),
  };
};

/** Reports properties (and a ts) over HTTP. */
export const reportProperties = (t: TestApp, device: AlarmDevice, params: Record<string, unknown>, ts?: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/iothub/ingest/${device.devKey}/properties`,
    headers: { devicesecret: device.deviceSecret },
    payload: ts === undefined ? { params } : { ts, params },
  });

/** Reports an event over HTTP. */
export const reportEvent = (t: TestApp, device: AlarmDevice, identifier: string, ts?: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/iothub/ingest/${device.devKey}/events/${identifier}`,
    headers: { devicesecret: device.deviceSecret },
    payload: ts === undefined ? { params: {} } : { ts, params: {} },
  });

/** An account holding everything, limited to one project (one such account per test app); its access token. */
export const createScopedAccount = async (t: TestApp, token: string, projectCode: string): Promise<string> => {
  const role = await t.call('POST', '/api/v1/system/role/save', {
    token,
    body: { code: 'r-al-scoped', name: 'Alarm scoped', resources: ALL_RESOURCES },
  });
  if (role.statusCode !== 200) throw new Error(role.body);
  const account = await t.call('POST', '/api/v1/system/account/save', {
    token,
    body: {
      account: 'alscoped',
      password: TEST_ACCOUNT_PASSWORD,
      userName: 'Scoped',
      mobile: '13800138000',
      roleIds: [role.json().data.id],
      projectCodes: [projectCode],
    },
  });
  if (account.statusCode !== 200) throw new Error(account.body);
  return t.login('alscoped', TEST_ACCOUNT_PASSWORD);
};
