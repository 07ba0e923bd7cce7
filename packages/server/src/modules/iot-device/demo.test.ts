import type { ConsoleLanguage } from '@beacon/contracts/console-locale';
import { expect, it } from 'vitest';
import { notInLanguage } from '../../test/demo-language';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';

interface Named {
  name: string;
  dataType?: { type: string; specs?: unknown };
}
interface ThingModel {
  name: string;
  description?: string;
  properties?: Named[];
  events?: Named[];
  services?: (Named & { inputData?: Named[]; outputData?: Named[] })[];
}
interface Category {
  name: string;
  children?: Category[];
}

/** The names of a thing model's definitions, enum and bool labels included (units are symbols: not names). */
const modelTexts = (model: ThingModel): string[] => {
  const definitions = [
    ...(model.properties ?? []),
    ...(model.events ?? []),
    ...(model.services ?? []).flatMap((s) => [s, ...(s.inputData ?? []), ...(s.outputData ?? [])]),
  ];
  const labels = definitions.flatMap(({ dataType }) =>
    dataType?.type === 'enum' || dataType?.type === 'bool'
      ? Object.values(dataType.specs as Record<string, string>)
      : [],
  );
  return [model.name, model.description ?? '', ...definitions.map((d) => d.name), ...labels];
};

const categoryNames = (nodes: Category[]): string[] =>
  nodes.flatMap((c) => [c.name, ...categoryNames(c.children ?? [])]);

/** Every text of the iot-device demo an operator reads: models, catalog, domain models, devices. */
const demoTexts = async (t: TestApp): Promise<string[]> => {
  const token = await t.login();
  const post = async (url: string, body: unknown = {}) => (await t.call('POST', url, { token, body })).json();
  const items = async (url: string) => (await post(url, { page_size: 500 })).result.items;
  const groups = (await t.call('GET', '/api/v1/iothub/stdProductGroup/list', { token })).json().data;
  return [
    ...((await items('/api/v1/iothub/std-model/page')) as ThingModel[]).flatMap(modelTexts),
    ...((await items('/api/v1/iothub/third-model/page')) as ThingModel[]).flatMap(modelTexts),
    ...((await items('/api/v1/iothub/domain-model/page')) as ThingModel[]).flatMap(modelTexts),
    ...categoryNames((await post('/api/v1/iothub/device-category/list')).data),
    ...(groups as { name: string; description: string }[]).flatMap((g) => [g.name, g.description]),
    ...((await items('/api/v1/iothub/device/page')) as { name: string; address: string }[]).flatMap((d) => [
      d.name,
      d.address,
    ]),
  ].filter((text) => text !== '');
};

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
      expect(tree.map((c: { name: string }) => c.name)).toEqual(['滨江片区', '科技园区']);
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
      expect(devices.items.every((d: { categoryId: number | null }) => d.categoryId !== null)).toBe(true);
      const projects = (await post('/api/v1/master-data/project/page')).result.items;
      for (const project of projects) expect(project.deviceCount).toBe(byProject.get(project.projectCode));

      // DEMO_LANGUAGE defaults to zh-CN: every name in Chinese, brands and model numbers aside.
      const sensor = devices.items.find((d: { devKey: string }) => d.devKey === 'sz001-th-sensor-001');
      expect(sensor.name).toBe('B座 8F 温湿度传感器 01');
      expect(sensor.address).toBe('广东省深圳市南山区粤海街道科技南十二路 B座 8层');
      const texts = await demoTexts(t);
      expect(texts.length).toBeGreaterThan(400);
      expect(notInLanguage(texts, 'zh-CN')).toEqual([]);
    } finally {
      await t.close();
    }
  }, 60_000);

  it('names everything in English with DEMO_LANGUAGE=en-US, keeping the codes', async () => {
    const language: ConsoleLanguage = 'en-US';
    const t = await createTestApp(dialect, { DEMO_DATA: 'true', DEMO_LANGUAGE: language });
    try {
      const token = await t.login();
      const devices = (
        await t.call('POST', '/api/v1/iothub/device/page', { token, body: { devKey: 'sz001-th-sensor-001' } })
      ).json().result.items;
      expect(devices).toMatchObject([
        {
          name: 'Tower B 8F Temperature and humidity sensor 01',
          address: 'Keji South 12th Road, Yuehai Subdistrict, Nanshan District, Shenzhen, Guangdong, Tower B, Floor 8',
        },
      ]);
      const texts = await demoTexts(t);
      expect(texts.length).toBeGreaterThan(400);
      expect(notInLanguage(texts, language)).toEqual([]);
    } finally {
      await t.close();
    }
  }, 60_000);
});
