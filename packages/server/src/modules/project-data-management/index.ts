import type { BeaconModule } from '../../platform/module';
import { seedDemoProjects } from './demo';
import { migration0001 } from './migrations/0001-projects';
import { registerProjectRoutes } from './project.routes';
import { ProjectService } from './project.service';
import { registerRegionRoutes } from './region.routes';
import { RegionService } from './region.service';
import type { ProjectTables } from './tables';

/** Project data management: projects (which scope devices and the rest) and the region codes they sit in. */
export const projectDataManagementModule: BeaconModule = {
  name: 'project-data-management',
  migrations: { '0001-projects': migration0001 },
  async demo(ctx) {
    await seedDemoProjects(ctx.db.withTables<ProjectTables>(), ctx.settings.demoLanguage);
  },
  async register(ctx) {
    const regions = new RegionService();
    registerProjectRoutes(ctx.app, new ProjectService(ctx.db.withTables<ProjectTables>(), ctx.usage, regions));
    registerRegionRoutes(ctx.app, regions);
  },
};
