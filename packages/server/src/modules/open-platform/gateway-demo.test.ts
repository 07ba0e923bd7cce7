import type { OpenApi } from '@beacon/contracts/open-platform-api';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { notInLanguage } from '../../test/demo-language';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { seedOpenPlatformDemo } from './demo';
import { seedGatewayDemo } from './gateway-demo';
import { GW } from './gateway-fixtures.test-helper';
import { OP, objectOf } from './open-platform-fixtures.test-helper';
import type { OpenPlatformTables } from './tables';

describeEachDatabase('gateway demo data', (dialect) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    token = await t.login();
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(['zh-CN', 'en-US'] as const)(
    'seeds a cluster for the work-order API and a rate limit on the device list, %s',
    async (language) => {
      const db = t.app.platform.database.db.withTables<OpenPlatformTables>();
      for (const table of ['gateway_plugin', 'service_cluster', 'open_api', 'api_group', 'api_area'] as const)
        await db.deleteFrom(table).execute();
      await seedOpenPlatformDemo(db, language);
      await seedGatewayDemo(db, language);

      const clusters = objectOf(await t.call('POST', `${GW.cluster}/page`, { token, body: {} })) as {
        records: { id: number; name: string; description: string; nodes: unknown[]; apiCount: number }[];
      };
      expect(clusters.records).toHaveLength(1);
      const [cluster] = clusters.records;
      expect(cluster).toMatchObject({ nodes: [{ host: '127.0.0.1', port: 8080, health: 'unknown' }], apiCount: 2 });
      const apis = objectOf(await t.call('POST', `${OP.api}/list`, { token, body: {} })) as OpenApi[];
      const sync = apis.find((api) => api.path === '/work-order/sync');
      expect(apis.find((api) => api.path === '/platform/status')).toMatchObject({
        clusterId: cluster?.id,
        status: 'online',
        backendPath: '/readyz',
      });
      expect(sync).toMatchObject({ clusterId: cluster?.id, status: 'draft' });
      expect(objectOf(await t.call('GET', `${OP.api}/deploy?id=${sync?.id}`, { token }))).toBe(true);

      const plugins = objectOf(await t.call('POST', `${GW.plugin}/page`, { token, body: {} })) as {
        records: { id: number; name: string; type: string }[];
      };
      expect(plugins.records.map((plugin) => plugin.type)).toEqual(['rate-limit']);
      const bound = objectOf(
        await t.call('GET', `${GW.plugin}/api-list?pluginId=${plugins.records[0]?.id}`, { token }),
      ) as { path: string }[];
      expect(bound.map((api) => api.path)).toEqual(['/device/list']);
      const texts = [cluster?.name ?? '', cluster?.description ?? '', ...plugins.records.map((plugin) => plugin.name)];
      expect(notInLanguage(texts, language)).toEqual([]);
    },
  );
});
