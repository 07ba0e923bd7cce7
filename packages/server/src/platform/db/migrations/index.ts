import { migration0001 } from './0001-core';
import type { VersionedMigration } from './helpers';

/** Every migration by version name; names sort in the order they run. */
export const MIGRATIONS: Record<string, VersionedMigration> = {
  '0001-core': migration0001,
};
