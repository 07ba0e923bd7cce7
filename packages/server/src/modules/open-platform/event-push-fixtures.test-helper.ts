import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestApp } from '../../test/test-app';

/** A request the callback server received. */
export interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A local callback receiver on a free port: it records every request and answers `status` (200 unless set). */
export const startCallbackServer = async () => {
  const received: Received[] = [];
  const state = { status: 200 };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      response.writeHead(state.status, { 'content-type': 'text/plain' }).end(`answered ${state.status}`);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    received,
    state,
    /** The URL of a path on this server. */
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

const ok = (response: { statusCode: number; body: string; json(): { data: Record<string, unknown> } }) => {
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json().data;
};

/** A device that raises events (`overheat` alert, `fault` error) in a project it creates; with its secret. */
export const createEventDevice = async (t: TestApp, token: string, devKey: string, projectCode: string) => {
  const post = (url: string, body: unknown) => t.call('POST', url, { token, body });
  ok(
    await post('/api/v1/master-data/project/save', {
      projectCode,
      projectName: `Push park ${projectCode}`,
      type: 'park',
      areaCode: '440305',
      address: 'Road 1',
    }),
  );
  const model = ok(
    await post('/api/v1/iothub/std-model/save', {
      name: `Push ${devKey}`,
      productKey: `push-${devKey}`,
      protocol: 'MQTT',
      properties: [],
      events: [
        { identifier: 'overheat', name: 'Overheat', type: 'alert', outputData: [] },
        { identifier: 'fault', name: 'Fault', type: 'error', outputData: [] },
      ],
      services: [],
      alarmRules: [],
    }),
  );
  const device = ok(
    await post('/api/v1/iothub/device/save', { devKey, name: `Device ${devKey}`, stdModelId: model.id, projectCode }),
  );
  return { iotId: String(device.iotId), devKey, deviceSecret: String(device.deviceSecret), projectCode };
};

/** Reports an event of a device over HTTP ingest. */
export const reportDeviceEvent = async (
  t: TestApp,
  device: { devKey: string; deviceSecret: string },
  identifier: string,
) => {
  const reply = await t.app.inject({
    method: 'POST',
    url: `/api/v1/iothub/ingest/${device.devKey}/events/${identifier}`,
    headers: { devicesecret: device.deviceSecret },
    payload: { params: {} },
  });
  if (reply.statusCode !== 200) throw new Error(reply.body);
};

/** The scene log rows of one rule, newest first. */
export const sceneLogsOf = async (t: TestApp, token: string, ruleId: string) =>
  (await t.call('POST', '/api/v1/scene-log/page', { token, body: { ruleId, page_size: 100 } })).json().result.items as {
    ruleId: string;
    ruleName: string;
    trigger: string;
    result: string;
    detail: string;
  }[];
