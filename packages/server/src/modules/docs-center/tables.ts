import type { Kysely } from 'kysely';
import type { OpenPlatformTables } from '#module-tables/open-platform';
import type { PlatformTables } from '../../platform/db/tables';

/**
 * Other modules' tables this module reads, typed by their owners (it never writes them): the business centre's
 * areas, groups and APIs, whose published definitions the API documentation shows. It owns no table yet.
 */
export type DocsCenterReadTables = Pick<OpenPlatformTables, 'api_area' | 'api_group' | 'open_api'>;

/** The database as this module sees it. */
export type DocsCenterDatabase = PlatformTables & DocsCenterReadTables;
/** The module's database. */
export type DocsCenterDb = Kysely<DocsCenterDatabase>;
