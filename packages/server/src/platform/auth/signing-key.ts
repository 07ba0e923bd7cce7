import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { PlatformTables } from '../db/tables';

const KEY_NAME = 'jwt-signing-key';

/**
 * The install's token-signing key: generated at random on first start and kept in the database,
 * so every instance of a cluster shares it and no key is ever a constant in the code.
 */
export const loadSigningKey = async (db: Kysely<PlatformTables>): Promise<Uint8Array> => {
  const existing = await db
    .selectFrom('platform_secret')
    .select('value')
    .where('name', '=', KEY_NAME)
    .executeTakeFirst();
  if (existing) return Buffer.from(existing.value, 'base64');
  const value = randomBytes(64).toString('base64');
  // Two instances starting together: the first insert wins and both read it back.
  await db
    .insertInto('platform_secret')
    .values({ name: KEY_NAME, value, create_date: Date.now() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const stored = await db
    .selectFrom('platform_secret')
    .select('value')
    .where('name', '=', KEY_NAME)
    .executeTakeFirstOrThrow();
  return Buffer.from(stored.value, 'base64');
};
