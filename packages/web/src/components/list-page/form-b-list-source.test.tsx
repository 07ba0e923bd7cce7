import type { ApiArea } from '@beacon/contracts/open-platform';
import { apiAreaEndpoints } from '@beacon/contracts/open-platform.endpoints';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formB, formBPage, renderInApp, requestsTo, setupTestServer } from '../../test/page-test-kit';
import { endpointListSource, formBPageBody } from './endpoint-list-source';
import { ListPage } from './list-page';

const server = setupTestServer();
const PAGE = apiAreaEndpoints.page.path;
const area = (id: number, name: string): ApiArea => ({
  id,
  name,
  code: `a${id}`,
  description: '',
  sort: 0,
  createDate: 1,
  updateDate: 1,
});
const columns = [{ title: 'Name', dataIndex: 'name' }];

describe('endpointListSource of a form B page endpoint', () => {
  it('sends the filters in data, offset = (page_index-1)*page_size, limit and create_date descending', () => {
    const query = { pageIndex: 3, pageSize: 20, filters: { name: 'east', code: '' } };
    expect(formBPageBody(query, { page_index: 3, page_size: 20, name: 'east' })).toEqual({
      data: { name: 'east' },
      offset: 40,
      limit: 20,
      orders: [{ column: 'create_date', asc: false }],
    });
    expect(endpointListSource(apiAreaEndpoints.page).key(query)).toEqual([
      'openPlatform',
      'area',
      'page',
      { body: { data: { name: 'east' }, offset: 40, limit: 20, orders: [{ column: 'create_date', asc: false }] } },
      'rows',
    ]);
  });

  it('reads object.records and object.total, parsed by the contract', async () => {
    server.current.routes.set(PAGE, formBPage([area(1, '东区'), area(2, '西区')], 12));
    renderInApp(<ListPage<ApiArea> source={endpointListSource(apiAreaEndpoints.page)} columns={columns} />);
    expect(await screen.findByText('西区')).toBeInTheDocument();
    expect(screen.getByText('共 12 条')).toBeInTheDocument();
    expect(requestsTo(server.current, PAGE, 'POST')[0]?.json).toEqual({
      msgId: expect.any(String),
      data: {},
      offset: 0,
      limit: 10,
      orders: [{ column: 'create_date', asc: false }],
    });
  });

  it('shows a form B reply that breaks the contract as an error in the table', async () => {
    server.current.routes.set(PAGE, formB({ records: [{ id: 'x' }], total: 1 }));
    renderInApp(<ListPage<ApiArea> source={endpointListSource(apiAreaEndpoints.page)} columns={columns} />);
    const alert = await within(screen.getByTestId('list-table')).findByRole('alert');
    expect(alert).toHaveTextContent('does not match its contract');
  });
});
