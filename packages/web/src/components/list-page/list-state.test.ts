import { PAGE_SIZE_DEFAULT } from '@beacon/contracts/constants';
import { describe, expect, it } from 'vitest';
import { initialListState, type ListAction, type ListState, listReducer } from './list-state';

type Row = { id: number };
const run = (actions: ListAction<Row>[], state: ListState<Row> = initialListState<Row>()) =>
  actions.reduce(listReducer<Row>, state);

describe('list state machine', () => {
  it('starts idle on page 1 with the default page size', () => {
    const state = initialListState<Row>();
    expect(state.status).toBe('idle');
    expect(state.query).toEqual({ pageIndex: 1, pageSize: PAGE_SIZE_DEFAULT, filters: {} });
  });

  it('goes loading → success with rows and total', () => {
    const state = run([
      { type: 'loading', version: 0 },
      { type: 'loaded', version: 0, result: { rows: [{ id: 1 }], total: 41 } },
    ]);
    expect(state.status).toBe('success');
    expect(state.rows).toEqual([{ id: 1 }]);
    expect(state.total).toBe(41);
  });

  it('goes loading → error with the message and no rows', () => {
    const loaded = run([{ type: 'loaded', version: 0, result: { rows: [{ id: 1 }], total: 1 } }]);
    const state = run(
      [
        { type: 'loading', version: 0 },
        { type: 'failed', version: 0, message: { type: 'error', text: 'boom' } },
      ],
      loaded,
    );
    expect(state.status).toBe('error');
    expect(state.message).toEqual({ type: 'error', text: 'boom' });
    expect(state.rows).toEqual([]);
  });

  it('a page change keeps the size and asks for a reload', () => {
    const state = run([{ type: 'page', pageIndex: 3 }]);
    expect(state.query.pageIndex).toBe(3);
    expect(state.version).toBe(1);
  });

  it('a page-size change resets to page 1 and reloads', () => {
    const state = run([
      { type: 'page', pageIndex: 4 },
      { type: 'pageSize', pageSize: 30 },
    ]);
    expect(state.query).toMatchObject({ pageIndex: 1, pageSize: 30 });
    expect(state.version).toBe(2);
  });

  it('a search resets to page 1 with the new filters', () => {
    const state = run([
      { type: 'page', pageIndex: 5 },
      { type: 'search', filters: { name: 'x' } },
    ]);
    expect(state.query).toMatchObject({ pageIndex: 1, filters: { name: 'x' } });
  });

  it('a reload keeps page and filters but makes a new query', () => {
    const before = run([{ type: 'page', pageIndex: 2 }]);
    const after = listReducer(before, { type: 'reload' });
    expect(after.query).toEqual(before.query);
    expect(after.query).not.toBe(before.query);
    expect(after.version).toBe(before.version + 1);
  });

  it('ignores a late reply to an older query', () => {
    const state = run([
      { type: 'loading', version: 0 },
      { type: 'page', pageIndex: 2 },
      { type: 'loading', version: 1 },
      { type: 'loaded', version: 0, result: { rows: [{ id: 1 }], total: 1 } },
      { type: 'failed', version: 0, message: { type: 'error', text: 'old' } },
    ]);
    expect(state.status).toBe('loading');
    expect(state.rows).toEqual([]);
    expect(state.message).toBeNull();
  });
});
