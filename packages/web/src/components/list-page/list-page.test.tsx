import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import '../../i18n';
import { ListPage, type ListPageProps } from './list-page';
import type { ListTransportOptions } from './list-request';
import { loaderListSource, urlListSource } from './list-source';

type Row = { id: number; name: string };
const rowSchema = z.object({ id: z.number(), name: z.string() });
const columns = [{ title: 'Name', dataIndex: 'name' }];

/** A list A handler over 45 rows that honours page_index, page_size and a name filter. */
const listA = (options: ListTransportOptions) => {
  const body = options.data as { page_index: number; page_size: number; name?: string };
  const all = Array.from({ length: 45 }, (_, i) => ({ id: i + 1, name: `row-${i + 1}` })).filter(
    (row) => !body.name || row.name === body.name,
  );
  const start = (body.page_index - 1) * body.page_size;
  const items = all.slice(start, start + body.page_size);
  return Promise.resolve({ code: '000000', is_success: true, result: { items, total_count: all.length } });
};

const bodies = (request: ReturnType<typeof vi.fn>) => request.mock.calls.map(([options]) => options.data);

const withQuery = (ui: ReactNode) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    {ui}
  </QueryClientProvider>
);
const renderList = (props: ListPageProps<Row>) => render(withQuery(<ListPage<Row> {...props} />));
const fromUrl = (request: (options: ListTransportOptions) => Promise<unknown>, form?: 'A' | 'B') =>
  urlListSource({ url: '/device/page', form }, rowSchema, request);

// jsdom's getComputedStyle over antd's many style tags makes user-event's pointer-events check the slowest part
// of a click; these clicks go to enabled buttons, pager items and checkboxes.
const fastUser = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
// A filter's text in one change: the list does not care how it was typed.
const fill = (input: HTMLElement, text: string) => fireEvent.change(input, { target: { value: text } });

// The filter bar's 查询, found among the filter bar's buttons only: naming every button of the page is slow in jsdom.
const searchButton = () => within(screen.getByTestId('filter-bar')).getByRole('button', { name: /查询/ });

describe('ListPage', () => {
  it('loads page 1 with the default page size and shows rows and total', async () => {
    const request = vi.fn(listA);
    renderList({ source: fromUrl(request), columns });
    expect(await screen.findByText('row-1')).toBeInTheDocument();
    expect(bodies(request)).toEqual([{ page_index: 1, page_size: 10 }]);
    expect(screen.getByTestId('pagination')).toHaveTextContent('共 45 条');
  });

  it('page change reloads that page; search goes back to page 1; the same search again reloads', async () => {
    const user = fastUser();
    const request = vi.fn(listA);
    renderList({ source: fromUrl(request), columns, fields: [{ model: 'name', label: 'Name', type: 'text' }] });
    await screen.findByText('row-1');
    await user.click(within(screen.getByTestId('pagination')).getByTitle('3'));
    expect(await screen.findByText('row-21')).toBeInTheDocument();
    fill(screen.getByLabelText('Name'), 'row-5');
    await user.click(searchButton());
    expect(await screen.findByText('row-5')).toBeInTheDocument();
    await user.click(searchButton());
    await waitFor(() => expect(request).toHaveBeenCalledTimes(4));
    expect(bodies(request)).toEqual([
      { page_index: 1, page_size: 10 },
      { page_index: 3, page_size: 10 },
      { page_index: 1, page_size: 10, name: 'row-5' },
      { page_index: 1, page_size: 10, name: 'row-5' },
    ]);
  });

  it('a page-size change goes back to page 1 and reloads', async () => {
    const user = fastUser();
    const request = vi.fn(listA);
    renderList({ source: fromUrl(request), columns });
    await screen.findByText('row-1');
    await user.click(within(screen.getByTestId('pagination')).getByTitle('3'));
    await screen.findByText('row-21');
    await user.click(within(screen.getByTestId('pagination')).getByRole('combobox', { name: '每页条数' }));
    const option = Array.from(document.querySelectorAll<HTMLElement>('.ant-select-item-option')).find(
      (element) => element.textContent === '20 条/页',
    );
    if (!option) throw new Error('no 20 option');
    await user.click(option);
    expect(await screen.findByText('row-20')).toBeInTheDocument();
    expect(bodies(request).at(-1)).toEqual({ page_index: 1, page_size: 20 });
    expect(request).toHaveBeenCalledTimes(3);
  });

  it('reset clears the filters and searches page 1 again', async () => {
    const user = fastUser();
    const request = vi.fn(listA);
    renderList({ source: fromUrl(request), columns, fields: [{ model: 'name', label: 'Name', type: 'text' }] });
    await screen.findByText('row-1');
    fill(screen.getByLabelText('Name'), 'row-7');
    await user.click(searchButton());
    await screen.findByText('row-7');
    await user.click(within(screen.getByTestId('filter-bar')).getByRole('button', { name: /重\s*置/ }));
    expect(await screen.findByText('row-1')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(bodies(request).at(-1)).toEqual({ page_index: 1, page_size: 10 });
  });

  it('shows 未知错误 in the table when a list A reply has no error_info.msg', async () => {
    const request = vi.fn(() => Promise.resolve({ code: '000000', is_success: false, error_info: null }));
    renderList({ source: fromUrl(request), columns });
    const table = screen.getByTestId('list-table');
    expect(await within(table).findByText('未知错误')).toBeInTheDocument();
    expect(within(table).getByRole('status')).toHaveAttribute('data-type', 'warning');
  });

  it('shows the thrown message of a failed request in the table with the error icon', async () => {
    const request = vi.fn(() => Promise.reject(new Error('网络不稳定，请稍后再试')));
    renderList({ source: fromUrl(request), columns });
    const alert = await within(screen.getByTestId('list-table')).findByRole('alert');
    expect(alert).toHaveTextContent('网络不稳定，请稍后再试');
    expect(alert).toHaveAttribute('data-type', 'error');
  });

  it('a new search aborts the request in flight and its late reply is ignored', async () => {
    const user = fastUser();
    let releaseFirst: (value: unknown) => void = () => undefined;
    const signals: AbortSignal[] = [];
    const request = vi.fn((options: ListTransportOptions) => {
      if (options.signal) signals.push(options.signal);
      if (signals.length === 1) return new Promise((resolve) => (releaseFirst = resolve));
      return listA(options);
    });
    renderList({ source: fromUrl(request), columns, fields: [{ model: 'q', label: 'Q', type: 'text' }] });
    await waitFor(() => expect(signals).toHaveLength(1));
    fill(screen.getByLabelText('Q'), 'x');
    await user.click(searchButton());
    expect(await screen.findByText('row-1')).toBeInTheDocument();
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
    await act(async () =>
      releaseFirst({ is_success: true, result: { items: [{ id: 99, name: 'stale' }], total_count: 1 } }),
    );
    expect(screen.queryByText('stale')).not.toBeInTheDocument();
  });

  it('makes no request without a source', async () => {
    renderList({ columns });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByTestId('list-table')).toHaveTextContent('暂无数据');
  });

  it('uses an in-page handler; empty cells show --', async () => {
    const loader = vi.fn(() => Promise.resolve({ rows: [{ id: 1, name: '' }], total: 1 }));
    renderList({ source: loaderListSource('handler', loader), columns });
    await waitFor(() =>
      expect(loader).toHaveBeenCalledWith({ pageIndex: 1, pageSize: 10, filters: {} }, expect.any(AbortSignal)),
    );
    expect(await within(screen.getByTestId('list-table')).findByText('--')).toBeInTheDocument();
  });

  it('sends the variant list (form B) and reads object.records', async () => {
    const request = vi.fn(() =>
      Promise.resolve({ code: 200, object: { records: [{ id: 7, name: 'b-row' }], total: 1 } }),
    );
    renderList({ source: fromUrl(request, 'B'), columns });
    expect(await screen.findByText('b-row')).toBeInTheDocument();
    expect(bodies(request)[0]).toEqual({
      data: {},
      offset: 0,
      limit: 10,
      orders: [{ column: 'create_date', asc: false }],
    });
  });

  it('scrolls the table back to the top after a load', async () => {
    const user = fastUser();
    renderList({ source: fromUrl(vi.fn(listA)), columns });
    await screen.findByText('row-1');
    const scroller = screen.getByTestId('list-table').querySelector<HTMLElement>('.ant-table-content');
    if (!scroller) throw new Error('no table scroller');
    scroller.scrollTop = 120;
    await user.click(within(screen.getByTestId('pagination')).getByTitle('2'));
    await screen.findByText('row-11');
    expect(scroller.scrollTop).toBe(0);
  });

  it('hands the selected rows of the page to the action bar; a new page clears the selection', async () => {
    const user = fastUser();
    renderList({
      source: fromUrl(vi.fn(listA)),
      columns,
      selection: 'multiple',
      isSelectable: (row) => row.id !== 2,
      actions: ({ selectedRows }) => <span data-testid="chosen">{selectedRows.map((row) => row.name).join(',')}</span>,
    });
    const first = (await screen.findByText('row-1')).closest('tr');
    const second = screen.getByText('row-2').closest('tr');
    const third = screen.getByText('row-3').closest('tr');
    if (!first || !second || !third) throw new Error('no rows');
    expect(within(second).getByRole('checkbox')).toBeDisabled();
    await user.click(within(first).getByRole('checkbox'));
    await user.click(within(third).getByRole('checkbox'));
    expect(screen.getByTestId('chosen')).toHaveTextContent('row-1,row-3');
    await user.click(within(screen.getByTestId('pagination')).getByTitle('2'));
    await screen.findByText('row-11');
    expect(screen.getByTestId('chosen')).toHaveTextContent('');
  });
});
