import { beforeEach, expect, it } from 'vitest';
import { signInWith } from '../../test/accounts';
import { describeEachDatabase, type TestApp, withSignedInApp } from '../../test/test-app';
import { createTelemetryRefs, createTestDevice, type TestDevice } from './telemetry-fixtures.test-helper';

/** Only the device page of IoT device access: no real-time page, no device-log page. */
const DEVICE_PAGE_ONLY = ['iot-device', 'IOTDevice.device'];

describeEachDatabase("a device's own telemetry on its detail page", (dialect) => {
  let t: TestApp;
  let admin: string;
  let device: TestDevice;
  withSignedInApp(dialect, (app, token) => {
    t = app;
    admin = token;
  });
  beforeEach(async () => {
    const refs = await createTelemetryRefs(t, admin);
    device = await createTestDevice(t, admin, refs, `detail-${dialect}`);
    const other = await createTestDevice(t, admin, refs, `detail-other-${dialect}`);
    for (const [target, params] of [
      [device, { temperature: 21.5, humidity: 40 }],
      [device, { temperature: 500 }],
      [other, { temperature: 10 }],
    ] as const) {
      const stored = await t.app.inject({
        method: 'POST',
        url: `/api/v1/iothub/ingest/${target.devKey}/properties`,
        headers: { devicesecret: target.deviceSecret },
        payload: { params },
      });
      expect(stored.statusCode, stored.body).toBe(200);
    }
  });

  it('answers the latest values and the log of one device to an account holding only the device page', async () => {
    const token = await signInWith(t, admin, DEVICE_PAGE_ONLY);
    const latest = await t.call('GET', `/api/v1/iothub/device-data/latest/${device.iotId}`, { token });
    expect(latest.statusCode, latest.body).toBe(200);
    expect(
      latest
        .json()
        .data.map((row: { attrKey: string; value: unknown; unit: string }) => [row.attrKey, row.value, row.unit]),
    ).toEqual([
      ['humidity', 40, '%'],
      ['temperature', 21.5, '°C'],
    ]);
    const log = await t.call('POST', `/api/v1/iothub/device/${device.iotId}/log/page`, {
      token,
      body: { page_index: 1, page_size: 10 },
    });
    expect(log.statusCode, log.body).toBe(200);
    const rows = log.json().result.items as { devKey: string; type: string }[];
    expect(rows.map((row) => row.type)).toEqual(['rejected', 'property']);
    expect(new Set(rows.map((row) => row.devKey))).toEqual(new Set([device.devKey]));
    const rejected = await t.call('POST', `/api/v1/iothub/device/${device.iotId}/log/page`, {
      token,
      body: { page_index: 1, page_size: 10, type: 'rejected' },
    });
    expect(rejected.json().result.total_count).toBe(1);
    // The real-time page's and the device-log page's own endpoints stay closed to this account.
    const page = await t.call('POST', '/api/v1/iothub/device-log/page', { token, body: {} });
    expect(page.statusCode).toBe(403);
  });

  it('answers an unknown device with 404 and filters outside the schema with 400 naming the field', async () => {
    const unknown = await t.call('GET', '/api/v1/iothub/device-data/latest/d-none', { token: admin });
    expect(unknown.statusCode).toBe(404);
    const unknownLog = await t.call('POST', '/api/v1/iothub/device/d-none/log/page', { token: admin, body: {} });
    expect(unknownLog.statusCode).toBe(404);
    const bad = await t.call('POST', `/api/v1/iothub/device/${device.iotId}/log/page`, {
      token: admin,
      body: { devKey: 'someone-else' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('devKey');
  });
});
