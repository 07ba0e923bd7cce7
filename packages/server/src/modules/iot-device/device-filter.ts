import type { DeviceFilter } from '@beacon/contracts/iot-device-files';
import { type ProjectScope, projectScopeCondition } from '../../platform/auth/project-scope';
import { contains } from '../../platform/db/contains';
import type { IotDb } from './tables';

/** The code prefix a region filter matches: a province (xx0000) or city (xxxx00) covers the codes below it. */
const regionPrefix = (areaCode: string): string => areaCode.replace(/0000$/, '').replace(/00$/, '');

/** Devices matching the device page's filters inside the caller's projects (columns qualified, so the query can be joined). */
export const filteredDevices = (db: IotDb, filter: DeviceFilter, scope: ProjectScope) => {
  let query = db.selectFrom('device').where(projectScopeCondition(scope, 'device.project_code'));
  if (filter.name) query = query.where(contains('device.name', filter.name));
  if (filter.devKey) query = query.where(contains('device.dev_key', filter.devKey));
  if (filter.stdModelId !== undefined) query = query.where('device.std_model_id', '=', filter.stdModelId);
  if (filter.projectCode) query = query.where('device.project_code', '=', filter.projectCode);
  if (filter.categoryId !== undefined) query = query.where('device.category_id', '=', filter.categoryId);
  if (filter.areaCode) query = query.where('device.area_code', 'like', `${regionPrefix(filter.areaCode)}%`);
  if (filter.status) query = query.where('device.status', '=', filter.status);
  return query;
};
