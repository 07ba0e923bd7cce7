import { type FormBOrder, MAX_PAGE_OFFSET, type PageParams, pageTotalBound } from '@beacon/contracts/protocol';
import { refusal } from '@beacon/contracts/reasons';
import { type QueryExecutorProvider, type SelectQueryBuilder, sql } from 'kysely';
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
 * How a bounded total is found. `probe` looks for a row at position `bound` (an OFFSET only steps through
 * index entries, about twice as fast as counting them) and counts only a smaller set, which it then reads
 * twice; `scan` counts in one pass, for filters no index serves (text search), where reading twice costs most.
 */
export type BoundedCount = 'probe' | 'scan';

/** Rows a filtered query matches, counted no further than `bound`. */
export const countRowsUpTo = async <D, T extends keyof D, O>(
  db: QueryExecutorProvider,
  query: SelectQueryBuilder<D, T, O>,
  bound: number,
  how: BoundedCount = 'probe',
): Promise<number> => {
  const ones = query.clearSelect().select(sql<number>`1`.as('one'));
  const all = query.clearSelect().select((eb) => eb.fn.countAll<number>().as('total'));
  // Both databases evaluate only the CASE branch taken, so a large set is never counted.
  const counted =
    how === 'probe'
      ? sql<{ total: number | string }>`
          select case when exists ${ones.limit(1).offset(bound - 1)} then ${sql.lit(bound)} else ${all} end as total`
      : sql<{ total: number | string }>`select count(*) as total from ${ones.limit(bound)} as bounded`;
  const { rows } = await counted.execute(db);
  return Number(rows[0]?.total ?? 0);
};

/** The start row of a 1-based page; pages past MAX_PAGE_OFFSET rows are refused (deep OFFSETs scan everything before them). */
export const pageOffset = (page: PageParams): number => {
  const offset = (page.page_index - 1) * page.page_size;
  if (offset > MAX_PAGE_OFFSET) {
    throw AppError.badRequest(
      `body.page_index: pages beyond the first ${MAX_PAGE_OFFSET} rows are not served; narrow the filters`,
    ).with(refusal('page_index', 'pageTooDeep', { max: MAX_PAGE_OFFSET }));
  }
  return offset;
};

/**
 * One page of a filtered query: the total it matches and the rows of the 1-based page, in the order
 * `select` gives. Pages past MAX_PAGE_OFFSET rows are refused.
 */
export const fetchPage = async <D, T extends keyof D, O, R>(
  filtered: SelectQueryBuilder<D, T, O>,
  select: (query: SelectQueryBuilder<D, T, O>) => SelectQueryBuilder<D, T, R>,
  page: PageParams,
): Promise<{ rows: R[]; total: number }> => {
  const offset = pageOffset(page);
  const total = await countRows(filtered);
  const rows = await select(filtered).limit(page.page_size).offset(offset).execute();
  return { rows, total };
};

/**
 * One page of a filtered query over a table that grows without bound. The total is exact up to
 * pageTotalBound (every page the console can offer is served) and that bound above it, so a page never
 * counts more rows than the deepest page reads. `readRows` reads `limit` rows from `offset` in the list's
 * order (a deferred join on the key reads only index entries for the rows it skips); `count` as for countRowsUpTo.
 */
export const fetchBoundedPage = async <D, T extends keyof D, O, R>(
  db: QueryExecutorProvider,
  filtered: SelectQueryBuilder<D, T, O>,
  readRows: (offset: number, limit: number) => Promise<R[]>,
  page: PageParams,
  count: BoundedCount = 'probe',
): Promise<{ rows: R[]; total: number }> => {
  const offset = pageOffset(page);
  const [total, rows] = await Promise.all([
    countRowsUpTo(db, filtered, pageTotalBound(page.page_size), count),
    readRows(offset, page.page_size),
  ]);
  return { rows, total };
};

/** A form B page: `limit` rows from row `offset` (the contract bounds both). */
export interface OffsetPage {
  offset: number;
  limit: number;
}

/** One form B page of a filtered query: the total it matches and `limit` rows from `offset`, in `select`'s order. */
export const fetchOffsetPage = async <D, T extends keyof D, O, R>(
  filtered: SelectQueryBuilder<D, T, O>,
  select: (query: SelectQueryBuilder<D, T, O>) => SelectQueryBuilder<D, T, R>,
  page: OffsetPage,
): Promise<{ rows: R[]; total: number }> => {
  const total = await countRows(filtered);
  const rows = await select(filtered).limit(page.limit).offset(page.offset).execute();
  return { rows, total };
};

/**
 * A query in a form B page's orders (columns the contract allows, named as in `table`), then by `table`.id newest
 * first, so equal values keep one order from page to page.
 */
export const orderByFormB = <D, T extends keyof D, O>(
  query: SelectQueryBuilder<D, T, O>,
  orders: readonly FormBOrder[],
  table: string,
): SelectQueryBuilder<D, T, O> =>
  [...orders, { column: 'id', asc: false }].reduce(
    (ordered, order) => ordered.orderBy(sql.ref(`${table}.${order.column}`), order.asc ? 'asc' : 'desc'),
    query,
  );
