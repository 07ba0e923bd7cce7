import type { Role } from '@beacon/contracts/system-management';
import { roleEndpoints } from '@beacon/contracts/system-management.endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import { describe, expect, it } from 'vitest';
import { type CallOptions, callEndpoint, resourceQueryKey } from '../../lib/api-client/call-endpoint';
import { queryClient } from '../../lib/query-client';
import { expectToast, findOverlay, ok, renderInApp, requestsTo, setupTestServer } from '../../test/page-test-kit';
import { useBulkAction } from './use-bulk-action';
import { useConfirmAction } from './use-confirm-action';

const server = setupTestServer();
const role = (id: number): Role => ({
  id,
  code: `r${id}`,
  name: `角色${id}`,
  description: '',
  resources: [],
  builtin: false,
  createDate: 1,
});
const remove = (row: Role, options?: CallOptions) =>
  callEndpoint(roleEndpoints.remove, { params: { id: row.id } }, options);
const path = (id: number) => roleEndpoints.remove.path.replace(':id', String(id));

/** Whether the role resource's queries were marked stale. */
const invalidated = () => queryClient.getQueryState([...resourceQueryKey(roleEndpoints.page), 'probe'])?.isInvalidated;
const seedProbe = () => queryClient.setQueryData([...resourceQueryKey(roleEndpoints.page), 'probe'], 1);

function DeleteButton({ row }: { row: Role }) {
  const run = useConfirmAction<Role>({
    confirm: 'delete',
    run: (target) => remove(target),
    success: (target) => `已删除 ${target.name}`,
    invalidates: [roleEndpoints.remove],
  });
  return <Button onClick={() => void run(row)}>删除 {row.name}</Button>;
}

function BulkDelete({ rows }: { rows: Role[] }) {
  const bulk = useBulkAction<Role>({ confirm: 'delete', run: remove, invalidates: [roleEndpoints.remove] });
  return (
    <Button onClick={() => void bulk.run(rows)}>
      {bulk.progress ? `${bulk.progress.done}/${bulk.progress.total}` : '批量删除'}
    </Button>
  );
}

describe('useConfirmAction', { timeout: 20_000 }, () => {
  it('asks the spec delete dialog; cancel calls nothing', async () => {
    const user = userEvent.setup();
    renderInApp(<DeleteButton row={role(1)} />);
    await user.click(screen.getByRole('button', { name: '删除 角色1' }));
    const dialog = await findOverlay('删除确认');
    expect(dialog).toHaveTextContent('您确认要删除吗？');
    await user.click(within(dialog).getByRole('button', { name: '取 消' }));
    await waitFor(() => expect(screen.queryByText('您确认要删除吗？')).toBeNull());
    expect(server.current.seen).toHaveLength(0);
  });

  it('确 定 calls, toasts the success and invalidates the resource', async () => {
    const user = userEvent.setup();
    seedProbe();
    server.current.routes.set(path(1), ok(null));
    renderInApp(<DeleteButton row={role(1)} />);
    await user.click(screen.getByRole('button', { name: '删除 角色1' }));
    await user.click(within(await findOverlay('删除确认')).getByRole('button', { name: '确 定' }));
    await expectToast('已删除 角色1');
    expect(requestsTo(server.current, path(1), 'DELETE')).toHaveLength(1);
    await waitFor(() => expect(invalidated()).toBe(true));
  });

  it('a refused call shows the server message once (the api client toast) and invalidates nothing', async () => {
    const user = userEvent.setup();
    seedProbe();
    server.current.routes.set(path(1), { status: 409, body: { code: 409, msg: 'role is assigned to 1 account(s)' } });
    renderInApp(<DeleteButton row={role(1)} />);
    await user.click(screen.getByRole('button', { name: '删除 角色1' }));
    await user.click(within(await findOverlay('删除确认')).getByRole('button', { name: '确 定' }));
    await expectToast('role is assigned to 1 account(s)');
    expect(document.querySelectorAll('.ant-message-notice')).toHaveLength(1);
    expect(invalidated()).toBe(false);
  });
});

describe('useBulkAction', { timeout: 20_000 }, () => {
  it('confirms once, calls each row on its own (silently) and reports how many succeeded', async () => {
    const user = userEvent.setup();
    seedProbe();
    server.current.routes.set(path(1), ok(null));
    server.current.routes.set(path(2), { status: 409, body: { code: 409, msg: 'role is assigned to 1 account(s)' } });
    server.current.routes.set(path(3), ok(null));
    renderInApp(<BulkDelete rows={[role(1), role(2), role(3)]} />);
    await user.click(screen.getByRole('button', { name: '批量删除' }));
    await user.click(within(await findOverlay('删除确认')).getByRole('button', { name: '确 定' }));
    await expectToast('成功 2 项，失败 1 项：role is assigned to 1 account(s)');
    expect(document.querySelectorAll('.ant-message-notice')).toHaveLength(1);
    expect(server.current.seen.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      `DELETE ${path(1)}`,
      `DELETE ${path(2)}`,
      `DELETE ${path(3)}`,
    ]);
    await waitFor(() => expect(invalidated()).toBe(true));
  });

  it('all succeeded: says how many', async () => {
    const user = userEvent.setup();
    server.current.routes.set(path(4), ok(null));
    renderInApp(<BulkDelete rows={[role(4)]} />);
    await user.click(screen.getByRole('button', { name: '批量删除' }));
    await user.click(within(await findOverlay('删除确认')).getByRole('button', { name: '确 定' }));
    await expectToast('已完成 1 项');
  });
});
