import { afterEach, expect, it } from 'vitest';
import { notInLanguage } from '../../test/demo-language';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';

describeEachDatabase('project demo data', (dialect) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
  });

  const projects = async (app: TestApp) => {
    const token = await app.login();
    const page = await app.call('POST', '/api/v1/master-data/project/page', { token, body: {} });
    return page.json().result.items as Record<string, unknown>[];
  };

  it('seeds three projects, one of each type, in real districts, with DEMO_DATA=true', async () => {
    t = await createTestApp(dialect, { DEMO_DATA: 'true' });
    const items = await projects(t);
    expect(items.map((item) => item.type).sort()).toEqual(['community', 'house', 'park']);
    expect(items.map((item) => item.projectCode).sort()).toEqual(['P-HZ-001', 'P-SH-001', 'P-SZ-001']);
    const token = await t.login();
    for (const item of items) {
      const region = await t.call('GET', `/api/v1/master-data/region/${String(item.areaCode)}`, { token });
      expect(region.json().data.district, String(item.areaCode)).not.toBe('');
      expect(item).toMatchObject({ status: 'active' });
      // The iot-device module's demo seeds devices into every demo project.
      expect(item.deviceCount).toBeGreaterThan(0);
      expect(item.longitude).toEqual(expect.any(Number));
    }
    // DEMO_LANGUAGE defaults to zh-CN.
    expect(items.find((item) => item.projectCode === 'P-SZ-001')?.projectName).toBe('深圳湾科技生态园');
    expect(
      notInLanguage(
        items.flatMap((item) => [String(item.projectName), String(item.address)]),
        'zh-CN',
      ),
    ).toEqual([]);
  });

  it('names and addresses the projects in English with DEMO_LANGUAGE=en-US, keeping their codes', async () => {
    t = await createTestApp(dialect, { DEMO_DATA: 'true', DEMO_LANGUAGE: 'en-US' });
    const items = await projects(t);
    expect(items.map((item) => item.projectCode).sort()).toEqual(['P-HZ-001', 'P-SH-001', 'P-SZ-001']);
    expect(items.find((item) => item.projectCode === 'P-SH-001')).toMatchObject({
      projectName: 'Lujiazui Riverside Gardens, Pudong',
      areaCode: '310115',
    });
    expect(
      notInLanguage(
        items.flatMap((item) => [String(item.projectName), String(item.address)]),
        'en-US',
      ),
    ).toEqual([]);
  });

  it('seeds no project with DEMO_DATA=false', async () => {
    t = await createTestApp(dialect, { DEMO_DATA: 'false' });
    expect(await projects(t)).toEqual([]);
  });
});
