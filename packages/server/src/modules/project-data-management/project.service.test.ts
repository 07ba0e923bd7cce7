import type { Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { ALL_PROJECTS } from '../../platform/auth/project-scope';
import { AppError } from '../../platform/http/app-error';
import { UsageRegistry } from '../../platform/usage';
import { describeEachDatabase, type TestApp, withSignedInApp } from '../../test/test-app';
import { ProjectService } from './project.service';
import { projectBody } from './project-test-data';
import { RegionService } from './region.service';
import type { ProjectDatabase, ProjectTables } from './tables';

// The app's own UsageRegistry is not reachable from a test, so the service runs over the app's database
// with a registry the test owns, holding a fake device counter as the device module will register.
describeEachDatabase('project device counts and the delete guard', (dialect) => {
  let t: TestApp;
  let token: string;
  withSignedInApp(dialect, (app, adminToken) => {
    t = app;
    token = adminToken;
  });

  const serviceWith = (devices: Record<string, number>) => {
    const usage = new UsageRegistry();
    usage.register('project.devices', async (codes) => new Map(codes.map((code) => [code, devices[code] ?? 0])));
    const db: Kysely<ProjectDatabase> = t.app.platform.database.db.withTables<ProjectTables>();
    return new ProjectService(db, usage, new RegionService());
  };
  const create = async (projectCode: string) => {
    const response = await t.call('POST', '/api/v1/master-data/project/save', {
      token,
      body: projectBody({ projectCode }),
    });
    return Number(response.json().data.id);
  };

  it('shows the counted devices on the page and the detail', async () => {
    const busy = await create('P-BUSY');
    await create('P-IDLE');
    const service = serviceWith({ 'P-BUSY': 7 });
    const { items } = await service.page({ page_index: 1, page_size: 10 }, ALL_PROJECTS);
    expect(items.map((item) => [item.projectCode, item.deviceCount])).toEqual([
      ['P-IDLE', 0],
      ['P-BUSY', 7],
    ]);
    expect((await service.get(busy, ALL_PROJECTS)).deviceCount).toBe(7);
  });

  it('refuses to delete a project devices still belong to, with 409 naming how many', async () => {
    const busy = await create('P-BUSY');
    const idle = await create('P-IDLE');
    const service = serviceWith({ 'P-BUSY': 3 });
    const refusal = await service.remove(busy, ALL_PROJECTS).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({
      status: 409,
      code: 409,
      message: "id: 3 device(s) still belong to project 'P-BUSY'; move or delete them first",
    });
    await service.remove(idle, ALL_PROJECTS);
    const left = await t.call('POST', '/api/v1/master-data/project/page', { token, body: {} });
    expect(left.json().result.items.map((item: { projectCode: string }) => item.projectCode)).toEqual(['P-BUSY']);
  });
});
