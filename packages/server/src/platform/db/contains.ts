import { type RawBuilder, type SqlBool, sql } from 'kysely';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** Case-insensitive "column contains text" with LIKE wildcards in the text taken literally, on both dialects. */
export const contains = (column: string, text: string): RawBuilder<SqlBool> =>
  sql<SqlBool>`lower(${sql.ref(column)}) like ${`%${escapeLike(text.toLowerCase())}%`} escape '\\'`;
