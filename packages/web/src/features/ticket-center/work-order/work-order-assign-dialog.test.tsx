import type { WorkOrderAssignees } from '@beacon/contracts/work-order';
import { waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  expectToast,
  findOverlay,
  ok,
  pickOption,
  renderInApp,
  requestsTo,
  setupTestServer,
} from '../../../test/page-test-kit';
import { IN_PROGRESS } from './work-order.test-rows';
import { WorkOrderAssignDialog } from './work-order-assign-dialog';

const server = setupTestServer('admin');
const ASSIGNEES: WorkOrderAssignees = {
  accounts: [
    { id: 5, account: 'zhang', userName: '张工' },
    { id: 6, account: 'li', userName: '李工' },
  ],
  roles: [{ id: 2, name: '运维' }],
};
const ASSIGN = `/api/v1/work-order/${IN_PROGRESS.id}/assign`;

describe('assign dialog', { timeout: 30_000 }, () => {
  it('offers the accounts of the ticket center assignee list (not the account page) and sends the choice', async () => {
    server.current.routes.set('/api/v1/work-order/assignees', ok(ASSIGNEES));
    server.current.routes.set(ASSIGN, ok({ ...IN_PROGRESS, assigneeAccountId: 6, assigneeName: '李工' }));
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    const onClose = vi.fn();
    renderInApp(<WorkOrderAssignDialog open record={IN_PROGRESS} onClose={onClose} afterClose={() => undefined} />);
    const dialog = await findOverlay('指派工单 · WO-20261123-0001');
    // The current assignee shows by name, not as `#5`.
    expect(await within(dialog).findByText('张工 (zhang)', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(dialog).queryByText('#5')).toBeNull();

    await user.click(within(dialog).getByLabelText('处理人'));
    await user.click(await pickOption('李工 (li)'));
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(requestsTo(server.current, ASSIGN, 'POST')).toHaveLength(1));
    expect(requestsTo(server.current, ASSIGN, 'POST')[0]?.json).toEqual({
      msgId: expect.any(String),
      assigneeAccountId: 6,
    });
    await expectToast('已指派给 李工 (li)');
    expect(onClose).toHaveBeenCalled();
    expect(requestsTo(server.current, '/api/v1/work-order/assignees', 'GET').length).toBeGreaterThan(0);
    expect(server.current.seen.filter((request) => request.url.pathname.startsWith('/api/v1/system/'))).toEqual([]);
  });
});
