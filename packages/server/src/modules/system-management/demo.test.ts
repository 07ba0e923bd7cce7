import type { ConsoleLanguage } from '@beacon/contracts/console-locale';
import { expect, it } from 'vitest';
import { notInLanguage } from '../../test/demo-language';
import { createTestApp, describeEachDatabase } from '../../test/test-app';

describeEachDatabase('system-management demo data', (dialect) => {
  it.each<[ConsoleLanguage, string]>([
    ['zh-CN', '运维人员'],
    ['en-US', 'Operator'],
  ])(
    'names and describes the demo roles in %s',
    async (language, operator) => {
      const t = await createTestApp(dialect, { DEMO_DATA: 'true', DEMO_LANGUAGE: language });
      try {
        const token = await t.login();
        const body = { page_index: 1, page_size: 50 };
        const roles = (await t.call('POST', '/api/v1/system/role/page', { token, body })).json().result.items as {
          code: string;
          name: string;
          description: string;
          builtin: boolean;
        }[];
        const demo = roles.filter((role) => !role.builtin);
        expect(demo.map((role) => role.code).sort()).toEqual(['auditor', 'operator']);
        expect(demo.find((role) => role.code === 'operator')?.name).toBe(operator);
        expect(
          notInLanguage(
            demo.flatMap((role) => [role.name, role.description]),
            language,
          ),
        ).toEqual([]);
      } finally {
        await t.close();
      }
    },
    60_000,
  );
});
