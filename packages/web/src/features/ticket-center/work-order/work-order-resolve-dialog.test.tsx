import type { WorkOrderDetail } from '@beacon/contracts/work-order';
import { fireEvent, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectToast, findOverlay, ok, renderInApp, requestsTo, setupTestServer } from '../../../test/page-test-kit';
import { IN_PROGRESS } from './work-order.test-rows';
import { WorkOrderResolveDialog } from './work-order-resolve-dialog';

const server = setupTestServer('admin');
const DETAIL: WorkOrderDetail = {
  ...IN_PROGRESS,
  timeline: [],
  formFields: [
    { model: 'cause', label: '故障原因', type: 'text', required: true },
    { model: 'result', label: '处理结果', type: 'radio', required: false, options: ['已修复', '待观察'] },
    { model: 'replaced', label: '更换部件', type: 'switch', required: false },
  ],
};
const PATH = `/api/v1/work-order/${IN_PROGRESS.id}`;

describe('resolve dialog', { timeout: 30_000 }, () => {
  it("renders the template's fields, refuses an empty required field, then sends the values as formValues", async () => {
    server.current.routes.set(PATH, ok(DETAIL));
    server.current.routes.set(`${PATH}/resolve`, ok({ ...IN_PROGRESS, status: 'resolved' }));
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    const onClose = vi.fn();
    renderInApp(<WorkOrderResolveDialog open record={IN_PROGRESS} onClose={onClose} afterClose={() => undefined} />);
    const dialog = await findOverlay('解决工单 · WO-20261123-0001');
    const cause = await within(dialog).findByLabelText('故障原因', {}, { timeout: 10_000 });
    expect(within(dialog).getByText('处理结果')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('更换部件')).toBeInTheDocument();

    const submit = within(dialog).getByRole('button', { name: /确\s*定/ });
    await user.click(submit);
    expect(await within(dialog).findByText('请输入故障原因')).toBeInTheDocument();
    expect(requestsTo(server.current, `${PATH}/resolve`)).toHaveLength(0);

    fireEvent.change(cause, { target: { value: '传感器老化' } });
    await user.click(within(dialog).getByLabelText('已修复'));
    await user.click(submit);
    await waitFor(() => expect(requestsTo(server.current, `${PATH}/resolve`, 'POST')).toHaveLength(1));
    expect(requestsTo(server.current, `${PATH}/resolve`, 'POST')[0]?.json).toEqual({
      msgId: expect.any(String),
      formValues: { cause: '传感器老化', result: '已修复', replaced: false },
    });
    await expectToast('工单“WO-20261123-0001 A栋 3F 温度过高”已解决');
    expect(onClose).toHaveBeenCalled();
  });
});
