import type { PageParams } from '@beacon/contracts/protocol';
import type { SelectQueryBuilder } from 'kysely';

/** Rows a filtered query matches in all (before paging). */
export const countRows = async <D, T extends keyof D, O>(query: SelectQueryBuilder<D, T, O>): Promise<number> => {
  // The generic Selection type cannot name the alias; the row is read as plain data.
  const row: unknown = await query
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number((row as { total: unknown }).total);
};

/** Applies LIMIT/OFFSET of a 1-based page. */
export const onePage = <D, T extends keyof D, O>(query: SelectQueryBuilder<D, T, O>, page: PageParams) =>
  query.limit(page.page_size).offset((page.page_index - 1) * page.page_size);
