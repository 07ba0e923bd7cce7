import type { ConsoleLanguage } from '@beacon/contracts/console-locale';
import type { OpenApi } from '@beacon/contracts/open-platform-api';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { notInLanguage } from '../../test/demo-language';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { seedOpenPlatformDemo } from './demo';
import { OP, objectOf } from './open-platform-fixtures.test-helper';
import type { OpenPlatformTables } from './tables';

describeEachDatabase('open platform demo data', (dialect) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    token = await t.login();
  });
  afterAll(async () => {
    await t.close();
  });

  const seedIn = async (language: ConsoleLanguage) => {
    const db = t.app.platform.database.db.withTables<OpenPlatformTables>();
    await db.deleteFrom('open_api').execute();
    await db.deleteFrom('api_group').execute();
    await db.deleteFrom('api_area').execute();
    await seedOpenPlatformDemo(db, language);
  };

  it.each(['zh-CN', 'en-US'] as const)(
    'seeds an area, groups and built-in APIs online, texts in %s',
    async (language) => {
      await seedIn(language);
      expect(objectOf(await t.call('GET', OP.count, { token }))).toEqual({ total: 5, draft: 1, online: 3, offline: 1 });
      const apis = objectOf(await t.call('POST', `${OP.api}/list`, { token, body: {} })) as OpenApi[];
      const online = apis.filter((api) => api.status === 'online');
      expect(online.map((api) => api.builtin).sort()).toEqual(['device-history', 'device-latest', 'device-list']);
      for (const api of online)
        expect(objectOf(await t.call('GET', `${OP.api}/view?id=${api.id}`, { token }))).toBeTruthy();
      const areas = objectOf(await t.call('POST', `${OP.area}/list`, { token, body: {} })) as { name: string }[];
      const groups = objectOf(await t.call('POST', `${OP.group}/list`, { token, body: {} })) as { name: string }[];
      expect(areas).toHaveLength(1);
      expect(groups).toHaveLength(2);
      const texts = [...areas, ...groups, ...apis].map((item) => item.name);
      texts.push(...apis.map((api) => api.description));
      expect(notInLanguage(texts, language)).toEqual([]);
    },
  );
});
