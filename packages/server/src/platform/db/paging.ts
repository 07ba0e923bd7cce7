import { MAX_PAGE_OFFSET, type PageParams } from '@beacon/contracts/protocol';
import type { SelectQueryBuilder } from 'kysely';
import { AppError } from '../http/app-error';

/** Rows a filtered query matches in all (before paging). */
export const countRows = async <D, T extends keyof D, O>(query: SelectQueryBuilder<D, T, O>): Promise<number> => {
  // The generic Selection type cannot name the alias; the row is read as plain data.
  const row: unknown = await query
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(Reflect.get(Object(row), 'total'));
};

/**
 * One page of a filtered query: the total it matches and the rows of the 1-based page, in the order
 * `select` gives. Pages past MAX_PAGE_OFFSET rows are refused (deep OFFSETs scan everything before them).
 */
export const fetchPage = async <D, T extends keyof D, O, R>(
  filtered: SelectQueryBuilder<D, T, O>,
  select: (query: SelectQueryBuilder<D, T, O>) => SelectQueryBuilder<D, T, R>,
  page: PageParams,
): Promise<{ rows: R[]; total: number }> => {
  const offset = (page.page_index - 1) * page.page_size;
  if (offset > MAX_PAGE_OFFSET) {
    throw AppError.badRequest(
      `body.page_index: pages beyond the first ${MAX_PAGE_OFFSET} rows are not served; narrow the filters`,
    );
  }
  const total = await countRows(filtered);
  const rows = await select(filtered).limit(page.page_size).offset(offset).execute();
  return { rows, total };
};
