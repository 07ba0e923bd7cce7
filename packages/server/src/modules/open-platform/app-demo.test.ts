import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { APP, installSecretBox, storedApp } from './app-fixtures.test-helper';
import { objectOf } from './open-platform-fixtures.test-helper';

describeEachDatabase('gateway application demo data', (dialect) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(dialect, { DEMO_DATA: 'true', DEMO_LANGUAGE: 'en-US' });
    token = await t.login();
  });
  afterAll(async () => {
    await t.close();
  });

  it('seeds one open app bound to every online API (built-in and forwarded) and a demo project, its secret sealed', async () => {
    const page = objectOf(await t.call('POST', `${APP}/page`, { token, body: {} })) as {
      records: { id: number; appId: string; name: string; isClosed: boolean }[];
      total: number;
    };
    expect(page.total).toBe(1);
    const [app] = page.records;
    if (!app) throw new Error('no demo app');
    expect(app).toMatchObject({ name: 'Smart community app', isClosed: false });
    const apis = objectOf(await t.call('GET', `${APP}/api-list?id=${app.id}`, { token })) as { status: string }[];
    expect(apis).toHaveLength(4);
    expect(apis.every((api) => api.status === 'online')).toBe(true);
    const projects = objectOf(await t.call('GET', `${APP}/project-list?id=${app.id}`, { token })) as unknown[];
    expect(projects).toEqual([{ projectCode: expect.stringMatching(/^P-/), projectName: expect.any(String) }]);
    const stored = await storedApp(t, app.appId);
    expect((await installSecretBox(t)).open(stored.secret_sealed, app.appId)).toMatch(/^[\w-]{43}$/);
  });
});
