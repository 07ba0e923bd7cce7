import type { Role } from '@beacon/contracts/system-management';
import { accountEndpoints, roleEndpoints } from '@beacon/contracts/system-management.endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { endpointQueryKey, resourceQueryKey } from '../../lib/api-client/call-endpoint';
import { queryClient } from '../../lib/query-client';
import { listA, renderInApp, requestsTo, setupTestServer } from '../../test/page-test-kit';
import { endpointListSource } from './endpoint-list-source';
import { ListPage } from './list-page';

const server = setupTestServer();
const PAGE = roleEndpoints.page.path;
const role = (id: number, name: string): Role => ({
  id,
  name,
  code: `r${id}`,
  description: '',
  resources: [],
  builtin: false,
  createDate: 1,
});
const columns = [{ title: 'Name', dataIndex: 'name' }];
const source = endpointListSource(roleEndpoints.page);

describe('endpointListSource', () => {
  it('keys each page by the endpoint table (resource, verb, body, then its own mark) and sends page_index, page_size and filters', () => {
    const query = { pageIndex: 2, pageSize: 20, filters: { name: 'ops', code: '' } };
    expect(source.key(query)).toEqual([
      'system',
      'role',
      'page',
      { body: { page_index: 2, page_size: 20, name: 'ops' } },
      'rows',
    ]);
    const mapped = endpointListSource(accountEndpoints.page, (q) => ({
      page_index: q.pageIndex,
      status: 'enabled' as const,
    }));
    expect(mapped.key(query)).toEqual([
      'system',
      'account',
      'page',
      { body: { page_index: 2, status: 'enabled' } },
      'rows',
    ]);
    // A raw query of the same endpoint and input (e.g. a preview's) never reads a page of rows from the cache.
    expect(mapped.key(query)).not.toEqual(
      endpointQueryKey(accountEndpoints.page, { body: { page_index: 2, status: 'enabled' } }),
    );
  });

  it('parses the rows with the contract and refetches when a mutation invalidates the resource', async () => {
    server.current.routes.set(PAGE, listA([role(1, '运维')]));
    renderInApp(<ListPage<Role> source={source} columns={columns} />);
    expect(await screen.findByText('运维')).toBeInTheDocument();
    expect(requestsTo(server.current, PAGE, 'POST')[0]?.json).toMatchObject({ page_index: 1, page_size: 10 });

    server.current.routes.set(PAGE, listA([role(1, '运维'), role(2, '审计')]));
    await queryClient.invalidateQueries({ queryKey: [...resourceQueryKey(roleEndpoints.remove)] });
    expect(await screen.findByText('审计')).toBeInTheDocument();
    expect(requestsTo(server.current, PAGE)).toHaveLength(2);
  });

  it('shows a reply that breaks the contract as an error in the table', async () => {
    server.current.routes.set(PAGE, listA([{ id: 'x' }]));
    renderInApp(<ListPage<Role> source={source} columns={columns} />);
    const alert = await within(screen.getByTestId('list-table')).findByRole('alert');
    expect(alert).toHaveTextContent('does not match its contract');
  });

  it('shows error_info.msg of a failed list reply, else 未知错误', async () => {
    const user = userEvent.setup();
    server.current.routes.set(PAGE, { body: { code: '000000', is_success: false, error_info: { msg: '无权限' } } });
    renderInApp(
      <ListPage<Role> source={source} columns={columns} fields={[{ model: 'name', label: 'N', type: 'text' }]} />,
    );
    expect(await within(screen.getByTestId('list-table')).findByText('无权限')).toBeInTheDocument();
    server.current.routes.set(PAGE, { body: { code: '000000', is_success: false, error_info: null } });
    await user.type(screen.getByLabelText('N'), 'x');
    await user.click(screen.getByRole('button', { name: /查询/ }));
    await waitFor(() => expect(screen.getByTestId('list-table')).toHaveTextContent('未知错误'));
  });
});
