import { afterEach, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../test/test-app';

describeEachDatabase('variants', (dialect) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
  });

  it('switches modules off on the server in the huawei variant (404) and titles the platform', async () => {
    t = await createTestApp(dialect, { VARIANT: 'huawei' });
    const token = await t.login();
    const response = await t.call('POST', '/api/v1/system/account/page', { token, body: {} });
    expect(response.statusCode).toBe(404);
    const platform = (await t.call('GET', '/api/v1/auth/platform')).json().data;
    expect(platform).toMatchObject({ variant: 'huawei', enabledModules: ['iot-device'] });
    expect(platform.title).toContain('华为');
    const menus = (await t.call('GET', '/api/v1/auth/menus', { token })).json().data as {
      code: string;
      parent_code: string;
    }[];
    expect(menus.filter((m) => m.parent_code === '').map((m) => m.code)).toEqual(['iot-device']);
    expect(menus.some((m) => m.code === '/std-model/list')).toBe(false);
  });

  it('keeps system management in the argrace variant', async () => {
    t = await createTestApp(dialect, { VARIANT: 'argrace' });
    const token = await t.login();
    expect((await t.call('POST', '/api/v1/system/account/page', { token, body: {} })).statusCode).toBe(200);
    const platform = (await t.call('GET', '/api/v1/auth/platform')).json().data;
    expect(platform.enabledModules).not.toContain('iot-device');
  });
});
