import { afterEach, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';

describeEachDatabase('first start', (dialect) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
  });

  const roleCodes = async (app: TestApp) => {
    const token = await app.login();
    const page = await app.call('POST', '/api/v1/system/role/page', { token, body: { page_size: 50 } });
    return (page.json().result.items as { code: string }[]).map((role) => role.code).sort();
  };

  it('creates only the admin account and role with DEMO_DATA=false', async () => {
    t = await createTestApp(dialect, { DEMO_DATA: 'false' });
    expect(t.app.platform.announcements).toContain('Admin account:   admin / the password in BEACON_ADMIN_PASSWORD');
    expect(await roleCodes(t)).toEqual(['admin']);
  });

  it('seeds the demo roles with DEMO_DATA=true', async () => {
    t = await createTestApp(dialect, { DEMO_DATA: 'true' });
    expect(await roleCodes(t)).toEqual(['admin', 'auditor', 'operator']);
  });

  it('generates an admin password when none is configured', async () => {
    t = await createTestApp(dialect, { BEACON_ADMIN_PASSWORD: '' });
    const line = t.app.platform.announcements.find((text) => text.startsWith('Admin account:'));
    const generated = /admin \/ ([A-Za-z0-9_-]{16}) /.exec(line ?? '')?.[1];
    expect(generated).toMatch(/^[A-Za-z0-9_-]{16}$/);
    await expect(t.login('admin', generated ?? '')).resolves.toEqual(expect.any(String));
  });
});
