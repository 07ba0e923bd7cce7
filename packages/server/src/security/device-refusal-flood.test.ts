import { ErrorCode } from '@beacon/contracts/protocol';
import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { telemetryModule } from '../modules/telemetry';
import { purgeDeviceLogs } from '../modules/telemetry/device-log-retention';
import { FOLDED_TEXT, MAX_REASONS_PER_MINUTE } from '../modules/telemetry/refusal-log';
import type { TelemetryReadTables, TelemetryTables } from '../modules/telemetry/tables';
import {
  brokerUrl,
  connectDevice,
  createTelemetryRefs,
  createTestDevice,
  type TelemetryRefs,
  type TestDevice,
} from '../modules/telemetry/telemetry-fixtures.test-helper';
import { describeEachDatabase, type TestApp, withSignedInApp } from '../test/test-app';

// Issue "Device edge hardening" C: refused values cannot fill the disk. One device sending bad values once wrote
// 2.6 million device-log rows (800 MB) in 20 s: refusals now share one row per device, reason and minute (with a
// count), HTTP ingest holds each device to DEVICE_MAX_MSG_RATE (429), and device logs are purged after
// DEVICE_LOG_RETENTION_DAYS.

const REPORTS = 2_000;
const MQTT_REPORTS = 1_000;
const DAY = 24 * 3_600_000;

describeEachDatabase('security: refused values cannot fill the disk', (dialect) => {
  let t: TestApp;
  let token: string;
  let refs: TelemetryRefs;
  let device: TestDevice;
  const setUp = (env: Record<string, string>) => {
    withSignedInApp(
      dialect,
      (app, adminToken) => {
        t = app;
        token = adminToken;
      },
      env,
    );
    beforeEach(async () => {
      refs = await createTelemetryRefs(t, token);
      device = await createTestDevice(t, token, refs, `flood-${dialect}`);
    });
  };
  const db = () => t.app.platform.database.db.withTables<TelemetryTables & TelemetryReadTables>();
  const report = (params: Record<string, unknown>, target: TestDevice = device, secret = target.deviceSecret) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/iothub/ingest/${target.devKey}/properties`,
      headers: { devicesecret: secret },
      payload: { params },
    });
  /** The device's rejected rows: how many, the refusals they stand for, and their text in bytes. */
  const rejectedFigures = async () => {
    const { rows } = await sql<{ rows: string; refusals: string | null; bytes: string | null }>`
      select count(*) as rows, sum(count) as refusals, sum(length(content) + length(reason)) as bytes
      from device_log where iot_id = ${device.iotId} and type = 'rejected'`.execute(db());
    return { rows: Number(rows[0]?.rows), refusals: Number(rows[0]?.refusals ?? 0), bytes: Number(rows[0]?.bytes) };
  };

  describe('a flood of bad values (DEVICE_MAX_MSG_RATE high enough to let it through)', () => {
    setUp({ DEVICE_MAX_MSG_RATE: '1000000' });

    it(`adds a few dozen rows for ${REPORTS} bad reports, whose counts add up to every refusal`, async () => {
      const started = Date.now();
      // Each report: one value out of range (one reason) and one unknown property named anew each time.
      for (let n = 0; n < REPORTS; n += 20) {
        const replies = await Promise.all(
          Array.from({ length: 20 }, (_, k) => report({ humidity: 150, [`x${n + k}`]: 1 })),
        );
        for (const reply of replies) expect(reply.json().data.rejected).toHaveLength(2);
      }
      const sent = Date.now() - started;
      // Counts are added to their rows every few seconds.
      await expect.poll(async () => (await rejectedFigures()).refusals, { timeout: 15_000 }).toBe(2 * REPORTS);
      const figures = await rejectedFigures();
      // One row a minute per reason up to the bound, one folded row; the flood may straddle a minute.
      expect(figures.rows).toBeLessThanOrEqual(2 * (MAX_REASONS_PER_MINUTE + 1));
      const page = await t.call('POST', '/api/v1/iothub/device-log/page', {
        token,
        body: { iotId: device.iotId, type: 'rejected', page_size: 200 },
      });
      const items = page.json().result.items as { reason: string; count: number }[];
      expect(items.reduce((sum, item) => sum + item.count, 0)).toBe(2 * REPORTS);
      // Summed over the rows of each reason: a slow run straddles a minute and splits them.
      const countOf = (match: (reason: string) => boolean) =>
        items.filter((item) => match(item.reason)).reduce((sum, item) => sum + item.count, 0);
      expect(countOf((reason) => reason.startsWith('humidity:'))).toBe(REPORTS);
      expect(countOf((reason) => reason === FOLDED_TEXT)).toBeGreaterThanOrEqual(REPORTS - 2 * MAX_REASONS_PER_MINUTE);
      process.stdout.write(
        `[refusal flood ${dialect}] HTTP: ${REPORTS} reports (${2 * REPORTS} refusals) in ${sent} ms: ` +
          `${figures.rows} rejected rows, ${figures.bytes} bytes of content and reason\n`,
      );
    });

    it(`adds one row for ${MQTT_REPORTS} payloads over MQTT that are not JSON`, async () => {
      const client = await connectDevice(brokerUrl(t), device);
      try {
        const started = Date.now();
        const topic = `beacon/${device.devKey}/properties`;
        for (let n = 0; n < MQTT_REPORTS - 1; n += 1) client.publish(topic, `garbage ${n}`, { qos: 0 });
        await client.publishAsync(topic, 'garbage, the last one', { qos: 1 });
        const sent = Date.now() - started;
        await expect
          .poll(async () => (await rejectedFigures()).refusals, { timeout: 15_000 })
          .toBeGreaterThanOrEqual(MQTT_REPORTS * 0.9);
        const figures = await rejectedFigures();
        // QoS 0 may drop under load; what arrived is one row (two if the flood straddled a minute).
        expect(figures.rows).toBeLessThanOrEqual(2);
        process.stdout.write(
          `[refusal flood ${dialect}] MQTT: ${MQTT_REPORTS} payloads in ${sent} ms: ${figures.refusals} refusals ` +
            `counted on ${figures.rows} rejected row(s), ${figures.bytes} bytes\n`,
        );
      } finally {
        await client.endAsync(true);
      }
    });
  });

  describe('the HTTP side of DEVICE_MAX_MSG_RATE=5', () => {
    setUp({ DEVICE_MAX_MSG_RATE: '5' });

    it('answers 429 with Retry-After past the rate, to that device only, after authenticating it', async () => {
      const other = await createTestDevice(t, token, refs, `flood-other-${dialect}`);
      const replies = [];
      for (let n = 0; n < 8; n += 1) replies.push(await report({ temperature: n }));
      const statuses = replies.map((reply) => reply.statusCode);
      expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
      expect(statuses.slice(5)).toContain(429);
      const limited = replies.find((reply) => reply.statusCode === 429);
      expect(limited?.headers['retry-after']).toBe('1');
      expect(limited?.json()).toEqual({
        code: ErrorCode.RATE_LIMITED,
        msg: expect.stringMatching(/^devKey: /),
        refusals: [{ path: 'devKey', reason: 'deviceRateExceeded', params: { seconds: 1 } }],
      });
      // A wrong secret is refused as such, whatever the device's rate; other devices are not held back.
      expect((await report({ temperature: 1 }, device, 'wrong')).statusCode).toBe(401);
      expect((await report({ temperature: 1 }, other)).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect((await report({ temperature: 9 })).statusCode).toBe(200);
    });
  });

  describe('retention', () => {
    setUp({});

    it('purges device logs older than DEVICE_LOG_RETENTION_DAYS in the hourly housekeeping', async () => {
      expect(telemetryModule.jobs).toHaveLength(1);
      const now = Date.now();
      const row = (age: number) => ({
        iot_id: device.iotId,
        dev_key: device.devKey,
        type: 'online',
        content: 'online',
        reason: '',
        create_date: now - age,
      });
      await db()
        .insertInto('device_log')
        .values([row(31 * DAY), row(40 * DAY), row(29 * DAY), row(0)])
        .execute();
      expect(await purgeDeviceLogs(db(), 30, now)).toBe(2);
      const left = await db().selectFrom('device_log').select('create_date').orderBy('create_date').execute();
      expect(left.map((entry) => now - Number(entry.create_date))).toEqual([29 * DAY, 0]);
    });
  });
});
