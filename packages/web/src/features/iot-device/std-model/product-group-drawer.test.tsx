import { IOT_MODEL_PATHS } from '@beacon/contracts/iot-model';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../lib/session-store';
import { expectToast, findOverlay, ok, renderInApp, requestsTo, setupTestServer } from '../../../test/page-test-kit';
import { ProductGroupDialog } from './product-group-dialog';
import { ProductGroupsButton } from './product-groups-button';
import { GROUPS } from './std-model.test-rows';

const server = setupTestServer('admin');
const GROUP = IOT_MODEL_PATHS.productGroup;
const noop = () => undefined;

describe('product groups', { timeout: 60_000 }, () => {
  it('the toolbar button opens the manager listing the groups; a group holding models is not deleted', async () => {
    const user = userEvent.setup();
    server.current.routes.set(`${GROUP}/list`, ok(GROUPS));
    server.current.routes.set(`${GROUP}/2`, {
      status: 409,
      body: {
        code: 409,
        msg: 'id: product group holds 4 standard model(s); move or delete them first',
        refusals: [{ path: 'id', reason: 'inUse', params: { holder: 'stdModels', count: 4 } }],
      },
    });
    renderInApp(<ProductGroupsButton />);
    await user.click(screen.getByTestId('std-model-groups'));
    const drawer = await findOverlay('产品分组');
    const row = (await within(drawer).findByText('能源计量')).closest('tr');
    if (!row) throw new Error('no group row');
    expect(row).toHaveTextContent('电表水表');
    await user.click(within(row).getByRole('button', { name: '删除' }));
    const question = await findOverlay('删除确认');
    expect(question).toHaveTextContent('能源计量');
    await user.click(within(question).getByRole('button', { name: '确 定' }));
    await expectToast('仍被 4 个标准模型使用，请先移除或删除');
    expect(requestsTo(server.current, `${GROUP}/2`, 'DELETE')).toHaveLength(1);
  });

  it('the manager is hidden without the group button', () => {
    useSessionStore.setState({ menus: [] });
    renderInApp(<ProductGroupsButton />);
    expect(screen.queryByTestId('std-model-groups')).toBeNull();
  });

  it('creates a group with POST', async () => {
    const user = userEvent.setup();
    server.current.routes.set(GROUP, ok({ ...GROUPS[0], id: 3, name: '安防' }));
    renderInApp(<ProductGroupDialog open onClose={noop} />);
    const dialog = await findOverlay('新增产品分组');
    fireEvent.change(within(dialog).getByLabelText('分组名称'), { target: { value: '安防' } });
    await user.click(within(dialog).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(requestsTo(server.current, GROUP, 'POST')).toHaveLength(1));
    expect(requestsTo(server.current, GROUP)[0]?.json).toEqual({
      msgId: expect.any(String),
      name: '安防',
      description: '',
    });
    await expectToast('保存成功');
  });

  it('renames a group with PUT, keeping its description', async () => {
    const user = userEvent.setup();
    const meters = GROUPS[1];
    if (!meters) throw new Error('no group');
    server.current.routes.set(GROUP, ok({ ...meters, name: '计量' }));
    renderInApp(<ProductGroupDialog open group={meters} onClose={noop} />);
    const dialog = await findOverlay('重命名产品分组');
    expect(within(dialog).getByLabelText('分组名称')).toHaveValue('能源计量');
    fireEvent.change(within(dialog).getByLabelText('分组名称'), { target: { value: '计量' } });
    await user.click(within(dialog).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(requestsTo(server.current, GROUP, 'PUT')).toHaveLength(1));
    expect(requestsTo(server.current, GROUP, 'PUT')[0]?.json).toEqual({
      msgId: expect.any(String),
      id: 2,
      name: '计量',
      description: '电表水表',
    });
  });
});
