import type { PropertyDef, ThingModel } from '@beacon/contracts/thing-model';
import { describe, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase } from '../test/test-app';
import { applyExcursion, type Excursion, planExcursion } from './alarm-excursion';
import { devicesFromDatabase } from './device-source';
import { nextValue } from './simulated-device';
import { startSimulator } from './simulator';

const float: PropertyDef = {
  identifier: 't',
  name: 't',
  accessMode: 'r',
  dataType: { type: 'float', specs: { min: -10, max: 10 } },
};

describe('simulated values', () => {
  it('drift inside the range of a numeric property and stay members of an enum', () => {
    let value = nextValue(float, undefined, Math.random);
    for (let i = 0; i < 1_000; i++) {
      value = nextValue(float, value, Math.random);
      expect(value).toBeGreaterThanOrEqual(-10);
      expect(value).toBeLessThanOrEqual(10);
    }
    const door: PropertyDef = { ...float, dataType: { type: 'enum', specs: { '0': 'closed', '1': 'open' } } };
    for (let i = 0; i < 100; i++) expect([0, 1]).toContain(nextValue(door, undefined, Math.random));
  });
});

describe('alarm excursions', () => {
  const temperature: PropertyDef = {
    ...float,
    identifier: 'temperature',
    dataType: { type: 'float', specs: { min: -40, max: 85 } },
  };
  const door: PropertyDef = {
    ...float,
    identifier: 'door',
    dataType: { type: 'enum', specs: { '0': 'closed', '2': 'forced' } },
  };
  const model: ThingModel = { properties: [temperature, door], events: [], services: [] };
  const rule = (property: string, condition: '>' | '==', value: number) =>
    ({ property, condition, value, durationSeconds: 60, severity: 'major' }) as const;

  it('hold a value meeting the rule for its duration (plus three reports), then one that does not', () => {
    const plan = planExcursion(model, [rule('temperature', '>', 35)], 5_000, () => 0);
    expect(plan).toMatchObject({ property: 'temperature', reportsLeft: 15 });
    if (!plan) throw new Error('no plan');
    expect(plan.value).toBeGreaterThan(35);
    expect(plan.value).toBeLessThanOrEqual(85);
    expect(plan.recovery).toBeLessThanOrEqual(35);
    const last = new Map<string, unknown>();
    const played: unknown[] = [];
    let excursion: Excursion | null = plan;
    while (excursion) {
      const params: Record<string, unknown> = { temperature: 20 };
      excursion = applyExcursion(excursion, params, last);
      played.push(params.temperature);
    }
    expect(played).toEqual([...Array(15).fill(plan.value), plan.recovery]);
    expect(last.get('temperature')).toBe(plan.recovery);
  });

  it('play an enum rule with a member, and skip a rule outside the range or on a non-numeric property', () => {
    expect(planExcursion(model, [rule('door', '==', 2)], 1_000, () => 0)).toMatchObject({ value: 2, recovery: 0 });
    expect(planExcursion(model, [rule('temperature', '>', 85)], 1_000, () => 0)).toBeNull();
    expect(planExcursion(model, [rule('missing', '>', 1)], 1_000, () => 0)).toBeNull();
    expect(planExcursion(model, [], 1_000, () => 0)).toBeNull();
  });
});

describeEachDatabase('simulator', (dialect) => {
  it('plays demo devices over MQTT: their reports are accepted and stored', async () => {
    const t = await createTestApp(dialect, { DEMO_DATA: 'true' });
    const devices = await devicesFromDatabase(t.app.platform.database.db, 500);
    // The demo has vendor-model devices too: reports in their own model must be converted, not rejected.
    expect(devices.length).toBeGreaterThan(150);
    const simulation = startSimulator({
      brokerUrl: process.env.TEST_MQTT_URL ?? t.app.platform.bus.deviceUrl,
      devices,
      intervalMs: 1_000,
      log: () => undefined,
    });
    try {
      const token = await t.login();
      const logs = async () =>
        (await t.call('POST', '/api/v1/iothub/device-log/page', { token, body: { type: 'property' } })).json().result
          .total_count as number;
      const started = Date.now();
      await expect.poll(logs, { timeout: 15_000 }).toBeGreaterThan(devices.length);
      process.stdout.write(
        `[simulator ${dialect}] ${devices.length} devices stored ${await logs()} reports in ${Date.now() - started} ms\n`,
      );
      const rejected = await t.call('POST', '/api/v1/iothub/device-log/page', { token, body: { type: 'rejected' } });
      expect(rejected.json().result.total_count).toBe(0);
      expect(simulation.published()).toBeGreaterThan(devices.length);
    } finally {
      await simulation.stop();
      await t.close();
    }
  }, 60_000);
});
