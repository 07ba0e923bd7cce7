import { expect, it } from 'vitest';
import { createTestApp, describeEachDatabase } from '../../test/test-app';

describeEachDatabase('iot-device demo data', (dialect) => {
  it('seeds categories, groups, domain models, six products with vendor models and mappings, 200+ devices', async () => {
    const t = await createTestApp(dialect, { DEMO_DATA: 'true' });
    try {
      const token = await t.login();
      const post = async (url: string, body: unknown = {}) => (await t.call('POST', url, { token, body })).json();
      const std = (await post('/api/v1/iothub/std-model/page', { page_size: 50 })).result;
      expect(std.total_count).toBe(6);
      expect(std.items.map((m: { productKey: string }) => m.productKey).sort()).toEqual([
        'access-controller',
        'elevator-monitor',
        'ip-camera',
        'smart-meter',
        'smoke-detector',
        'th-sensor',
      ]);
      for (const model of std.items) {
        expect(model.properties.length).toBeGreaterThan(2);
        expect(model.alarmRules.length).toBeGreaterThan(0);
        expect(model.groupId).not.toBeNull();
        expect(model.categoryId).not.toBeNull();
      }
      expect((await post('/api/v1/iothub/third-model/page')).result.total_count).toBe(6);
      const relevances = (await post('/api/v1/iothub/model-relevance/page', { page_size: 50 })).result;
      expect(relevances.total_count).toBe(6);
      expect(relevances.items.every((r: { mappings: unknown[] }) => r.mappings.length >= 3)).toBe(true);
      const tree = (await post('/api/v1/iothub/device-category/list')).data;
      expect(tree.map((c: { name: string }) => c.name)).toEqual(['Riverside estate', 'Technology park']);
      expect(tree[0].children).toHaveLength(2);
      const groups = (await t.call('GET', '/api/v1/iothub/stdProductGroup/list', { token })).json().data;
      expect(groups.length).toBeGreaterThanOrEqual(5);
      expect((await post('/api/v1/iothub/domain-model/list', { status: 'published' })).data).toHaveLength(1);

      const devices = (await post('/api/v1/iothub/device/page', { page_size: 500 })).result;
      expect(devices.total_count).toBeGreaterThanOrEqual(200);
      const byProject = new Map<string, number>();
      for (const device of devices.items)
        byProject.set(device.projectCode, (byProject.get(device.projectCode) ?? 0) + 1);
      expect([...byProject.keys()].sort()).toEqual(['P-HZ-001', 'P-SH-001', 'P-SZ-001']);
      // With the embedded broker, demo devices seeded online are offline once the server has started (nothing is
      // connected yet); behind an external broker presence comes from heartbeats and they stay as seeded.
      expect(new Set(devices.items.map((d: { status: string }) => d.status))).toEqual(
        new Set(['inactive', 'offline', 'disabled', ...(process.env.TEST_MQTT_URL ? ['online'] : [])]),
      );
      const numericTypes = new Set(['int', 'float', 'double']);
      const numericModels = new Set(
        std.items
          .filter((m: { properties: { dataType: { type: string } }[] }) =>
            m.properties.some((p) => numericTypes.has(p.dataType.type)),
          )
          .map((m: { id: number }) => m.id),
      );
      expect(devices.items.every((d: { stdModelId: number }) => numericModels.has(d.stdModelId))).toBe(true);
      expect(devices.items.every((d: { areaCode: string | null }) => /^\d{6}$/.test(String(d.areaCode)))).toBe(true);
      const projects = (await post('/api/v1/master-data/project/page')).result.items;
      for (const project of projects) expect(project.deviceCount).toBe(byProject.get(project.projectCode));
    } finally {
      await t.close();
    }
  }, 60_000);
});
