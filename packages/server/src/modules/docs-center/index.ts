import type { BeaconModule } from '../../platform/module';
import { registerApiDocRoutes } from './api-doc.routes';
import { ApiDocService } from './api-doc.service';
import type { DocsCenterReadTables } from './tables';

/**
 * The documentation center. Its API documentation (`/doc-center/list`) is generated from the business centre's
 * online APIs — their published definitions, read through open-platform's published tables — as a catalogue and
 * as an OpenAPI 3.1 file.
 */
export const docsCenterModule: BeaconModule = {
  name: 'docs-center',
  migrations: {},
  async register(ctx) {
    // A variant without the docs-center module registers the routes too: the guard answers them 404.
    registerApiDocRoutes(ctx.app, new ApiDocService(ctx.db.withTables<DocsCenterReadTables>()));
  },
};
