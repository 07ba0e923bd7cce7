import { LOG_PATHS, type SceneLog } from '@beacon/contracts/log-manage';
import { sceneLogEndpoints } from '@beacon/contracts/log-manage.endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../i18n';
import { useSessionStore } from '../../lib/session-store';
import { listA, pickOption, renderInApp, requestsTo, setupTestServer } from '../../test/page-test-kit';
import { definePage } from './define-page';

// The kit's composition, once: the parts themselves are unit-tested in spec-filters and spec-columns.
const FIRST_LOAD = { timeout: 10_000 };
const server = setupTestServer();
const PAGE = `${LOG_PATHS.sceneLog}/page`;

const Page = definePage({
  route: '/sass-log/list',
  texts: 'kitPage',
  endpoint: sceneLogEndpoints.page,
  filters: ['result'],
  columns: ['ruleName', { key: 'detail', only: ['detail'] }],
  rowActions: [{ kind: 'detail' }],
  toolbar: [{ kind: 'export', button: 'Page:export' }],
  parts: {
    header: () => <p>header part</p>,
    toolbar: ({ query }) => <span>page {query.pageIndex}</span>,
  },
});

const EXPORT_BUTTON = { code: 'Page:export', pageId: 'Page:export', order: 'menu', type: 'button' } as const;

const RUN: SceneLog = {
  id: 1,
  ruleId: 'r1',
  ruleName: '温度告警',
  trigger: 'event',
  result: 'fail',
  detail: 'the whole detail',
  createDate: 1,
};

beforeAll(() => {
  i18n.addResourceBundle('zh-CN', 'kitPage', {
    ruleName: '规则',
    result: '结果',
    detail: '详情',
    empty: '还没有执行记录',
    detailTitle: '执行详情',
    values: { result: { success: '成功', fail: '失败', skipped: '跳过' } },
  });
});

describe('DeclaredPage', { timeout: 60_000 }, () => {
  it("says the page's empty sentence, shows its parts, and hides a button the user does not hold", async () => {
    server.current.routes.set(PAGE, listA([]));
    useSessionStore.setState({ menus: [] });
    renderInApp(<Page />);
    await waitFor(
      () => expect(screen.getByTestId('empty-state-blank')).toHaveTextContent('还没有执行记录'),
      FIRST_LOAD,
    );
    expect(screen.getByText('header part')).toBeInTheDocument();
    expect(screen.getByText('page 1')).toBeInTheDocument();
    expect(screen.queryByTestId('export')).toBeNull();
  });

  it('lists, filters through the endpoint, and shows a row in the detail drawer', async () => {
    const user = userEvent.setup();
    server.current.routes.set(PAGE, listA([RUN]));
    const granted = { ...EXPORT_BUTTON, id: 1, parent_code: '', display_name: '', index: 0, extend: '' };
    useSessionStore.setState({ menus: [granted] });
    renderInApp(<Page />);
    const table = screen.getByTestId('list-table');
    expect(await within(table).findByText('温度告警', {}, FIRST_LOAD)).toBeInTheDocument();
    expect(within(table).queryByText('the whole detail')).toBeNull();
    expect(screen.getByTestId('export')).toBeInTheDocument();

    await user.click(screen.getByLabelText('结果'));
    await user.click(await pickOption('失败'));
    await user.click(screen.getByRole('button', { name: /查询/ }));
    await waitFor(() => expect(requestsTo(server.current, PAGE)).toHaveLength(2));
    expect(requestsTo(server.current, PAGE)[1]?.json).toEqual({
      msgId: expect.any(String),
      page_index: 1,
      page_size: 10,
      result: 'fail',
    });

    // The table takes clicks again once the search's rows have arrived.
    await waitFor(() => expect(table.querySelector('.ant-spin-spinning')).toBeNull());
    await user.click(within(table).getByTestId('row-detail'));
    const drawer = await screen.findByTestId('detail-drawer');
    expect(within(drawer).getByText('执行详情')).toBeInTheDocument();
    expect(within(drawer).getByText('the whole detail')).toBeInTheDocument();
  });
});
