import { DEVICE_ABNORMAL_PATH } from '@beacon/contracts/device-abnormal';
import { MASTER_DATA_PATHS } from '@beacon/contracts/project-data-management';
import { ALL_RESOURCES, buildMenuItems } from '@beacon/contracts/registry';
import { ABNORMAL_SETTINGS_BUTTON } from '@beacon/contracts/telemetry.endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../lib/session-store';
import { expectToast, findOverlay, ok, renderInApp, requestsTo, setupTestServer } from '../../../test/page-test-kit';
import { AbnormalSettingDrawer } from './abnormal-setting-drawer';
import { AbnormalSettingsButton } from './abnormal-settings-button';

const FIRST_LOAD = { timeout: 10_000 };
const server = setupTestServer('admin');
const SETTINGS = `${DEVICE_ABNORMAL_PATH}/settings`;

/** An option of the open dropdown (the filter bar's closed one holds the same project names). */
const openOption = async (text: string) => {
  let option: HTMLElement | undefined;
  await waitFor(() => {
    const open = Array.from(document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden)'));
    const options = open.at(-1)?.querySelectorAll<HTMLElement>('.ant-select-item-option') ?? [];
    option = Array.from(options).find((element) => element.textContent === text);
    expect(option).toBeDefined();
  });
  if (!option) throw new Error(`no option ${text}`);
  return option;
};

const PROJECTS = [
  { projectCode: 'P-SZ-001', projectName: '南山花园' },
  { projectCode: 'P-HZ-001', projectName: '西湖园区' },
];

const serveSettings = () => {
  server.current.routes.set(`${MASTER_DATA_PATHS.project}/list`, ok(PROJECTS));
  server.current.routes.set(
    `${SETTINGS}/P-SZ-001`,
    ok({ projectCode: 'P-SZ-001', offlineMinutes: 30, silentMinutes: 60, stuckRepeats: 10, custom: false }),
  );
  server.current.routes.set(
    `${SETTINGS}/P-HZ-001`,
    ok({ projectCode: 'P-HZ-001', offlineMinutes: 5, silentMinutes: 15, stuckRepeats: 3, custom: true }),
  );
  server.current.routes.set(
    `${SETTINGS}/save`,
    ok({ projectCode: 'P-SZ-001', offlineMinutes: 45, silentMinutes: 60, stuckRepeats: 10, custom: true }),
  );
};

// The toolbar part alone, as the page kit shows it over a list filtered on `projectCode`.
const showButton = (projectCode = '') => {
  serveSettings();
  const part = { query: { pageIndex: 1, pageSize: 10, filters: { projectCode } }, selectedRows: [], reload: () => {} };
  renderInApp(<AbnormalSettingsButton {...part} />);
};

// The drawer alone, opened without a project filter.
const showDrawer = () => {
  serveSettings();
  const onClose = vi.fn();
  renderInApp(<AbnormalSettingDrawer open projects={PROJECTS} onClose={onClose} afterClose={() => undefined} />);
  return onClose;
};

describe('detection limits drawer', { timeout: 60_000 }, () => {
  it('opens on the filtered project, shows its own limits, and switches to a project on the defaults', async () => {
    const user = userEvent.setup();
    showButton('P-HZ-001');
    await user.click(await screen.findByTestId('abnormal-settings', {}, FIRST_LOAD));
    const drawer = await findOverlay('检测设置');
    expect(await within(drawer).findByText('该项目已有自定义设置')).toBeInTheDocument();
    expect(within(drawer).getByLabelText('离线超过（分钟）')).toHaveValue('5');
    expect(within(drawer).getByLabelText('同一数值连续次数')).toHaveValue('3');
    await user.click(within(drawer).getByLabelText('项目'));
    await user.click(await openOption('南山花园'));
    expect(await within(drawer).findByText(/该项目使用默认设置/)).toBeInTheDocument();
    await waitFor(() => expect(within(drawer).getByLabelText('离线超过（分钟）')).toHaveValue('30'));
  });

  it('saves the limits of the first project when none is filtered, then closes with a toast', async () => {
    const user = userEvent.setup();
    const onClose = showDrawer();
    const drawer = await findOverlay('检测设置');
    const offline = await within(drawer).findByLabelText('离线超过（分钟）');
    await waitFor(() => expect(offline).toHaveValue('30'));
    await user.clear(offline);
    await user.paste('45');
    await user.click(within(drawer).getByTestId('abnormal-setting-submit'));
    await expectToast('检测设置已保存');
    expect(onClose).toHaveBeenCalled();
    expect(requestsTo(server.current, `${SETTINGS}/save`)[0]?.json).toEqual({
      msgId: expect.any(String),
      projectCode: 'P-SZ-001',
      offlineMinutes: 45,
      silentMinutes: 60,
      stuckRepeats: 10,
    });
  });

  it('refuses an empty or out-of-bounds value on its field without calling the server', async () => {
    const user = userEvent.setup();
    showDrawer();
    const drawer = await findOverlay('检测设置');
    const silent = await within(drawer).findByLabelText('无数据超过（分钟）');
    await waitFor(() => expect(silent).toHaveValue('60'));
    await user.clear(silent);
    const repeats = within(drawer).getByLabelText('同一数值连续次数');
    await user.clear(repeats);
    await user.paste('1');
    await user.click(within(drawer).getByTestId('abnormal-setting-submit'));
    expect(await within(drawer).findByText('请输入 2–1000 的整数')).toBeInTheDocument();
    expect(await within(drawer).findByText(/请输入无数据超过/)).toBeInTheDocument();
    expect(requestsTo(server.current, `${SETTINGS}/save`)).toHaveLength(0);
  });

  it('hides the button without the settings button permission', async () => {
    useSessionStore.setState({
      menus: buildMenuItems('full', new Set(ALL_RESOURCES.filter((id) => id !== ABNORMAL_SETTINGS_BUTTON))),
    });
    showButton();
    // The same render with the button held shows it: its absence here is the permission's.
    await waitFor(() => expect(requestsTo(server.current, `${MASTER_DATA_PATHS.project}/list`)).toHaveLength(1));
    expect(screen.queryByTestId('abnormal-settings')).not.toBeInTheDocument();
  });
});
