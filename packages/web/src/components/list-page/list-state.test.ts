import { PAGE_SIZE_DEFAULT } from '@beacon/contracts/constants';
import { describe, expect, it } from 'vitest';
import { initialListQuery, type ListQueryAction, nextListQuery } from './list-state';

const run = (actions: ListQueryAction[]) => actions.reduce(nextListQuery, initialListQuery());

describe('list query transitions', () => {
  it('starts on page 1 with the default page size and no filters', () => {
    expect(initialListQuery()).toEqual({ pageIndex: 1, pageSize: PAGE_SIZE_DEFAULT, filters: {} });
    expect(initialListQuery(20, { name: 'x' })).toEqual({ pageIndex: 1, pageSize: 20, filters: { name: 'x' } });
  });

  it('a page change keeps the size and the filters', () => {
    expect(
      run([
        { type: 'search', filters: { a: 1 } },
        { type: 'page', pageIndex: 3 },
      ]),
    ).toEqual({
      pageIndex: 3,
      pageSize: PAGE_SIZE_DEFAULT,
      filters: { a: 1 },
    });
  });

  it('a page-size change resets to page 1', () => {
    expect(
      run([
        { type: 'page', pageIndex: 4 },
        { type: 'pageSize', pageSize: 30 },
      ]),
    ).toMatchObject({ pageIndex: 1, pageSize: 30 });
  });

  it('a search resets to page 1 with the new filters', () => {
    expect(
      run([
        { type: 'page', pageIndex: 5 },
        { type: 'search', filters: { name: 'x' } },
      ]),
    ).toMatchObject({ pageIndex: 1, filters: { name: 'x' } });
  });
});
