import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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
import { TemplateFormDrawer } from './template-form-drawer';

const server = setupTestServer('admin');
const SAVE = '/api/v1/work-order-template/save';

describe('template form fields editor', { timeout: 30_000 }, () => {
  it('shows options only for a select or radio field, requires them, and sends the fields', async () => {
    server.current.routes.set(
      SAVE,
      ok({
        id: 1,
        name: '设备告警处理',
        kind: 'alarm',
        formFields: [],
        defaultPriority: 'medium',
        slaHours: 24,
        description: '',
        createTime: 0,
        updateTime: 0,
      }),
    );
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    const onClose = vi.fn();
    renderInApp(<TemplateFormDrawer open record={undefined} onClose={onClose} afterClose={() => undefined} />);
    const drawer = await findOverlay('新增工单模板');
    fireEvent.change(within(drawer).getByLabelText('模板名称'), { target: { value: '设备告警处理' } });
    await user.click(within(drawer).getByRole('button', { name: '添加字段' }));
    const field = await within(drawer).findByTestId('template-field-0');
    fireEvent.change(within(field).getByLabelText('字段标识'), { target: { value: 'cause' } });
    fireEvent.change(within(field).getByLabelText('字段名称'), { target: { value: '故障原因' } });
    expect(within(field).queryByLabelText('选项')).toBeNull();

    await user.click(within(field).getByLabelText('字段类型'));
    await user.click(await pickOption('下拉选择'));
    const options = await within(field).findByLabelText('选项');
    await user.click(screen.getByTestId('template-form-submit'));
    expect(await within(field).findByText('请至少添加一个选项')).toBeInTheDocument();

    await user.type(options, '老化{Enter}');
    await user.click(screen.getByTestId('template-form-submit'));
    await waitFor(() => expect(requestsTo(server.current, SAVE, 'POST')).toHaveLength(1));
    expect(requestsTo(server.current, SAVE, 'POST')[0]?.json).toEqual({
      msgId: expect.any(String),
      name: '设备告警处理',
      kind: 'alarm',
      defaultPriority: 'medium',
      slaHours: 24,
      description: '',
      formFields: [{ model: 'cause', label: '故障原因', type: 'select', required: false, options: ['老化'] }],
    });
    await expectToast('工单模板已保存');
  });
});
