import { type ProjectScope, projectScopeCondition } from '../../platform/auth/project-scope';
import type { IotDb } from './tables';

/** The choices of the import template's dropdowns (the catalogue, and the caller's projects). */
export const deviceTemplateRepository = {
  /** Standard models by key. */
  stdModels: (db: IotDb) =>
    db.selectFrom('iot_std_model').select(['product_key', 'name']).orderBy('product_key').execute(),
  /** Third-party models by manufacturer and model number. */
  thirdModels: (db: IotDb) =>
    db
      .selectFrom('iot_third_model')
      .select(['manufacturer', 'model_number', 'name'])
      .orderBy('manufacturer')
      .orderBy('model_number')
      .execute(),
  /** Device categories by id. */
  categories: (db: IotDb) => db.selectFrom('iot_device_category').select(['id', 'name']).orderBy('id').execute(),
  /** The caller's projects by code (the project module's table, read-only). */
  projects: (db: IotDb, scope: ProjectScope) =>
    db
      .selectFrom('project')
      .select(['project_code', 'project_name'])
      .where(projectScopeCondition(scope, 'project.project_code'))
      .orderBy('project_code')
      .execute(),
};
