import type { TestApp } from '../../test/test-app';
import { RuleService } from './rule.service';
import type { TicketCenterReadTables, TicketCenterTables } from './tables';
import { TemplateService } from './template.service';
import { WorkOrderService } from './work-order.service';
import { WorkOrderActions } from './work-order-actions';
import { WorkOrderAutomation } from './work-order-automation';

const ok = (response: { statusCode: number; body: string; json(): { data: Record<string, unknown> } }) => {
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json().data;
};

/** The fields of the test template: a required select, a required textarea, an optional switch. */
export const TEST_FIELDS = [
  { model: 'cause', label: 'Cause', type: 'select', required: true, options: ['fault', 'false alarm'] },
  { model: 'actions', label: 'Actions', type: 'textarea', required: true },
  { model: 'replaced', label: 'Replaced', type: 'switch', required: false },
];

/** Creates a template (SLA 4 h, default priority high); its id. */
export const createTemplate = async (t: TestApp, token: string, name = 'Alarm handling', kind = 'alarm') =>
  Number(
    ok(
      await t.call('POST', '/api/v1/work-order-template/save', {
        token,
        body: { name, kind, formFields: TEST_FIELDS, defaultPriority: 'high', slaHours: 4, description: 'test' },
      }),
    ).id,
  );

/** Creates a project (when missing). */
export const createProject = async (t: TestApp, token: string, projectCode: string) => {
  const reply = await t.call('POST', '/api/v1/master-data/project/save', {
    token,
    body: { projectCode, projectName: `Park ${projectCode}`, type: 'park', areaCode: '440305', address: 'Road 1' },
  });
  if (reply.statusCode !== 200 && reply.statusCode !== 409) throw new Error(reply.body);
};

/** Opens a work order by hand; the reply's data. */
export const openManual = async (t: TestApp, token: string, body: Record<string, unknown>) =>
  ok(await t.call('POST', '/api/v1/work-order/save', { token, body: { title: 'Check the pump', ...body } }));

/** A device of the automation tests, with its secret. */
export interface TicketDevice {
  iotId: string;
  devKey: string;
  deviceSecret: string;
}

/** A model with the alarm rule `hot` (temperature > 50, critical) and the error event `fault`; a device of it. */
export const createAlarmingDevice = async (t: TestApp, token: string, devKey: string, projectCode: string) => {
  await createProject(t, token, projectCode);
  const post = (url: string, body: unknown) => t.call('POST', url, { token, body });
  const found = (await post('/api/v1/iothub/std-model/page', { productKey: 'ticket-th' })).json().result.items;
  const model =
    found.find((item: { productKey: string }) => item.productKey === 'ticket-th') ??
    ok(
      await post('/api/v1/iothub/std-model/save', {
        name: 'Ticket TH',
        productKey: 'ticket-th',
        protocol: 'MQTT',
        properties: [
          {
            identifier: 'temperature',
            name: 't',
            accessMode: 'r',
            dataType: { type: 'float', specs: { min: -40, max: 85 } },
          },
        ],
        events: [{ identifier: 'fault', name: 'Fault', type: 'error', outputData: [] }],
        services: [],
        alarmRules: [
          { name: 'hot', property: 'temperature', condition: '>', value: 50, durationSeconds: 0, severity: 'critical' },
        ],
      }),
    );
  const device = ok(
    await post('/api/v1/iothub/device/save', { devKey, name: `Device ${devKey}`, stdModelId: model.id, projectCode }),
  );
  return { iotId: String(device.iotId), devKey, deviceSecret: String(device.deviceSecret) } as TicketDevice;
};

/** Reports a temperature over HTTP ingest. */
export const reportTemperature = (t: TestApp, device: TicketDevice, temperature: number, ts?: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/iothub/ingest/${device.devKey}/properties`,
    headers: { devicesecret: device.deviceSecret },
    payload: ts === undefined ? { params: { temperature } } : { ts, params: { temperature } },
  });

/** The app's work-order automation built over its own database connections, to tell it an alarm directly. */
export const automationOf = (t: TestApp): WorkOrderAutomation => {
  const db = t.app.platform.database.db.withTables<TicketCenterTables & TicketCenterReadTables>();
  const templates = new TemplateService(db);
  const service = new WorkOrderService(db, templates, 'full');
  return new WorkOrderAutomation(
    db,
    new RuleService(db, templates, 'full'),
    templates,
    new WorkOrderActions(db, service, templates),
    t.app.platform.logs,
  );
};
