import { LOG_PATHS, type SceneLog } from '@beacon/contracts/log-manage';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { findRow, listA, pickOption, renderInApp, requestsTo, setupTestServer } from '../../test/page-test-kit';
import { sceneLogPageBody } from './scene-log-filters';
import SceneLogListPage from './scene-log-list-page';

// The machine may be busy: the first load gets longer than the default to show.
const FIRST_LOAD = { timeout: 10_000 };

const server = setupTestServer('admin');
const PAGE = `${LOG_PATHS.sceneLog}/page`;
const AT = Date.UTC(2026, 10, 23, 6, 0, 0);

const RUNS: SceneLog[] = [
  {
    id: 1,
    ruleId: 'alarm-7',
    ruleName: '温度过高告警',
    trigger: '设备事件 overheat',
    result: 'skipped',
    detail: 'conditions not met: temperature 41 < 45',
    createDate: AT,
  },
];

describe('scene logs', { timeout: 60_000 }, () => {
  it('shows the empty state saying entries appear once automation rules run', async () => {
    server.current.routes.set(PAGE, listA([]));
    renderInApp(<SceneLogListPage />);
    await waitFor(() => expect(requestsTo(server.current, PAGE)).toHaveLength(1), FIRST_LOAD);
    expect(requestsTo(server.current, PAGE)[0]?.json).toEqual({
      msgId: expect.any(String),
      page_index: 1,
      page_size: 10,
    });
    // Once loaded (no spinner), the table's empty area says when entries will appear.
    await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).toBeNull(), FIRST_LOAD);
    expect(screen.getByTestId('empty-state-blank')).toHaveTextContent('自动化规则');
  });

  it('shows a run with its result tag, and filters by rule and result', async () => {
    const user = userEvent.setup();
    server.current.routes.set(PAGE, listA(RUNS));
    renderInApp(<SceneLogListPage />);
    await screen.findByText('温度过高告警', { selector: 'td, td *' }, FIRST_LOAD);
    const row = await findRow('温度过高告警');
    expect(within(row).getByText('已跳过').closest('.ant-tag')).toBeInTheDocument();
    expect(within(row).getByText('conditions not met: temperature 41 < 45')).toBeInTheDocument();
    const filters = screen.getByTestId('filter-bar');
    await user.type(within(filters).getByLabelText('规则名称'), '告警');
    await user.click(within(filters).getByLabelText('执行结果'));
    await user.click(await pickOption('失败'));
    await user.click(within(filters).getByRole('button', { name: /查询/ }));
    await waitFor(() => expect(requestsTo(server.current, PAGE)).toHaveLength(2));
    expect(requestsTo(server.current, PAGE)[1]?.json).toEqual({
      msgId: expect.any(String),
      page_index: 1,
      page_size: 10,
      ruleName: '告警',
      result: 'fail',
    });
  });

  it('sends the time range as from/to in epoch ms, the end second included', () => {
    const body = sceneLogPageBody({
      pageIndex: 1,
      pageSize: 10,
      filters: { timeRange: ['2026-11-01 08:00:00', '2026-11-01 09:00:00'], ruleName: '告警' },
    });
    expect(body).toEqual({
      page_index: 1,
      page_size: 10,
      ruleName: '告警',
      result: undefined,
      from: dayjs('2026-11-01 08:00:00').valueOf(),
      to: dayjs('2026-11-01 09:00:00').valueOf() + 999,
    });
  });
});
