import type { Project } from '@beacon/contracts/project-data-management';
import { MASTER_DATA_PATHS } from '@beacon/contracts/project-data-management';
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
import { NANSHAN_ROW, REGION_TREE } from './project.test-rows';
import { ProjectFormDrawer } from './project-form-drawer';

const server = setupTestServer('admin');
const { project: BASE, region: REGION } = MASTER_DATA_PATHS;

// The drawer alone, as the page kit opens it: for a new project, or on a row.
const showDrawer = (record?: Project) => {
  server.current.routes.set(`${REGION}/tree`, ok(REGION_TREE));
  const onClose = vi.fn();
  renderInApp(<ProjectFormDrawer open record={record} onClose={onClose} afterClose={() => undefined} />);
  return onClose;
};

const openCreate = async () => {
  showDrawer();
  return findOverlay('新增项目');
};

// jsdom's getComputedStyle over antd's many style tags makes user-event's pointer-events check the slowest part
// of a click; these clicks go to enabled fields, options and buttons.
const fastUser = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
type User = ReturnType<typeof fastUser>;

// One change event per field instead of one per key: no rule here depends on how the text was typed.
const fill = (input: HTMLElement, text: string) => fireEvent.change(input, { target: { value: text } });

// Pick province, city and district in the open cascader.
const pickRegion = async (user: User, drawer: HTMLElement, names: string[]) => {
  await user.click(within(drawer).getByLabelText('所属区域'));
  for (const name of names) {
    const item = await waitFor(() => {
      const found = Array.from(document.querySelectorAll<HTMLElement>('.ant-cascader-menu-item')).find(
        (element) => element.textContent === name,
      );
      expect(found).toBeDefined();
      return found;
    });
    if (item) await user.click(item);
  }
};

const fillCreate = async (user: User, drawer: HTMLElement) => {
  fill(within(drawer).getByLabelText('项目编码'), 'P-SZ-002');
  fill(within(drawer).getByLabelText('项目名称'), '福田广场');
  await user.click(within(drawer).getByLabelText('项目类型'));
  await user.click(await pickOption('住宅'));
  await pickRegion(user, drawer, ['广东省', '深圳市', '福田区']);
  fill(within(drawer).getByLabelText('详细地址'), '福华路3号');
  fill(within(drawer).getByLabelText('经度'), '114.05');
  fill(within(drawer).getByLabelText('纬度'), '22.54');
};

describe('project form drawer', { timeout: 30_000 }, () => {
  it('opens at 664 px and shows the contract rules without calling the server', async () => {
    const user = fastUser();
    const drawer = await openCreate();
    expect(drawer.style.width).toBe('664px');
    fill(within(drawer).getByLabelText('项目编码'), '-bad');
    expect(await within(drawer).findByText('只能包含字母、数字、_ 和 -，以字母或数字开头')).toBeInTheDocument();
    fill(within(drawer).getByLabelText('经度'), '114');
    await user.click(screen.getByTestId('project-form-submit'));
    expect(await within(drawer).findByText('经度和纬度需同时填写或同时留空')).toBeInTheDocument();
    expect(requestsTo(server.current, `${BASE}/save`)).toHaveLength(0);
  });

  it('create sends the save body with the district code; a 409 projectCode shows on its field', async () => {
    const user = fastUser();
    server.current.routes.set(`${BASE}/save`, {
      status: 409,
      body: {
        code: 4001001,
        msg: 'projectCode: already exists',
        refusals: [{ path: 'projectCode', reason: 'alreadyExists' }],
      },
    });
    const drawer = await openCreate();
    await fillCreate(user, drawer);
    await user.click(screen.getByTestId('project-form-submit'));
    await waitFor(() => expect(requestsTo(server.current, `${BASE}/save`, 'POST')).toHaveLength(1));
    expect(requestsTo(server.current, `${BASE}/save`)[0]?.json).toEqual({
      msgId: expect.any(String),
      projectCode: 'P-SZ-002',
      projectName: '福田广场',
      type: 'house',
      areaCode: '440304',
      address: '福华路3号',
      longitude: 114.05,
      latitude: 22.54,
      status: 'active',
    });
    const error = await within(drawer).findByText('已存在', { selector: '.ant-form-item-explain-error' });
    expect(error.closest('.ant-form-item')).toContainElement(within(drawer).getByLabelText('项目编码'));

    server.current.routes.set(`${BASE}/save`, ok({ ...NANSHAN_ROW, id: 3 }));
    fill(within(drawer).getByLabelText('项目编码'), 'P-SZ-002X');
    await user.click(screen.getByTestId('project-form-submit'));
    await expectToast('保存成功');
  });

  it('edits a project loaded by id: code read-only, region path restored, PUT with the id', async () => {
    const user = fastUser();
    server.current.routes.set(`${BASE}/1`, ok(NANSHAN_ROW));
    server.current.routes.set(`${BASE}/update`, ok(NANSHAN_ROW));
    showDrawer(NANSHAN_ROW);
    const drawer = await findOverlay('编辑项目');
    await waitFor(() => expect(within(drawer).getByLabelText('项目编码')).toHaveValue('P-SZ-001'));
    expect(within(drawer).getByLabelText('项目编码')).toBeDisabled();
    expect(within(drawer).getByText('广东省 / 深圳市 / 南山区')).toBeInTheDocument();
    await user.clear(within(drawer).getByLabelText('经度'));
    await user.clear(within(drawer).getByLabelText('纬度'));
    await user.click(screen.getByTestId('project-form-submit'));
    await waitFor(() => expect(requestsTo(server.current, `${BASE}/update`, 'PUT')).toHaveLength(1));
    expect(requestsTo(server.current, `${BASE}/update`)[0]?.json).toEqual({
      msgId: expect.any(String),
      id: 1,
      projectName: '南山花园',
      type: 'community',
      areaCode: '440305',
      address: '科技园路1号',
      longitude: null,
      latitude: null,
      status: 'active',
    });
  });
});
