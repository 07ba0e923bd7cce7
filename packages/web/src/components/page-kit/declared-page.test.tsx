import { LOG_PATHS, type SceneLog } from '@beacon/contracts/log-manage';
import { sceneLogEndpoints } from '@beacon/contracts/log-manage.endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n';
import { useSessionStore } from '../../lib/session-store';
import {
  expectToast,
  findOverlay,
  listA,
  pickOption,
  renderInApp,
  requestsTo,
  setupTestServer,
} from '../../test/page-test-kit';
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
    retry: '重试',
    retryTitle: '重试?',
    retryAsk: '重试 {{count}} 条',
    check: '检查',
    checkAsk: '检查“{{name}}”？',
    checked: '已检查“{{name}}”',
    busyTitle: '不能检查',
    values: { result: { success: '成功', fail: '失败', skipped: '跳过' } },
  });
});

describe('DeclaredPage', { timeout: 60_000 }, () => {
  it("says the page's empty sentence, shows its parts, and hides a button the user does not hold", async () => {
    server.current.routes.set(PAGE, listA([]));
    useSessionStore.setState({ menus: [] });
    renderInApp(
      <MemoryRouter>
        <Page />
      </MemoryRouter>,
    );
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
    renderInApp(
      <MemoryRouter>
        <Page />
      </MemoryRouter>,
    );
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

  it('opens its form for a new record and on a row, deletes naming the record, and runs a bulk action', async () => {
    // The closing delete dialog can still cover the table (pointer-events: none) on a busy machine.
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const removed = vi.fn(async () => undefined);
    const bulk = vi.fn(async (rows: readonly SceneLog[]) => ({ succeeded: rows.length, failed: 0 }));
    const CrudPage = definePage({
      route: '/sass-log/list',
      texts: 'kitPage',
      endpoint: sceneLogEndpoints.page,
      columns: ['ruleName'],
      rowActions: [{ kind: 'edit' }, { kind: 'delete', name: (row) => row.ruleName, call: removed }],
      toolbar: [
        { kind: 'create' },
        { kind: 'bulk', key: 'retry', ask: { title: 'retryTitle', content: 'retryAsk' }, runAll: bulk },
      ],
      form: ({ open, record, onClose }) =>
        open ? (
          <button type="button" data-testid="form" onClick={onClose}>
            {record?.ruleName ?? 'new record'}
          </button>
        ) : null,
    });
    server.current.routes.set(PAGE, listA([RUN]));
    useSessionStore.setState({ menus: [] });
    renderInApp(
      <MemoryRouter>
        <CrudPage />
      </MemoryRouter>,
    );
    const table = screen.getByTestId('list-table');
    await within(table).findByText('温度告警', {}, FIRST_LOAD);

    await user.click(screen.getByTestId('page-create'));
    expect(screen.getByTestId('form')).toHaveTextContent('new record');
    await user.click(screen.getByTestId('form'));
    await user.click(within(table).getByTestId('row-edit'));
    expect(screen.getByTestId('form')).toHaveTextContent('温度告警');

    await user.click(within(table).getByTestId('row-delete'));
    const dialog = await findOverlay('删除确认');
    expect(within(dialog).getByTestId('confirm-record')).toHaveTextContent('温度告警');
    await user.click(within(dialog).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(removed).toHaveBeenCalledWith(RUN));
    await expectToast('删除成功');

    expect(screen.getByTestId('bulk-retry')).toBeDisabled();
    await user.click(within(table).getAllByRole('checkbox')[1] ?? table);
    expect(screen.getByText('已选 1 项')).toBeInTheDocument();
    await user.click(screen.getByTestId('bulk-retry'));
    const question = await findOverlay('重试?');
    expect(question).toHaveTextContent('重试 1 条');
    await user.click(within(question).getByRole('button', { name: '确 定' }));
    await waitFor(() =>
      expect(bulk).toHaveBeenCalledWith([RUN], expect.anything(), expect.objectContaining({ language: 'zh-CN' })),
    );
  });

  it("opens a row action's own dialog, and shows a confirm action's refusal instead of its question", async () => {
    const user = userEvent.setup();
    const checked = vi.fn(async () => undefined);
    const refusal = vi
      .fn<(row: SceneLog) => Promise<{ title: string; content: string } | undefined>>()
      .mockResolvedValueOnce({ title: 'busyTitle', content: 'held by 2 accounts' })
      .mockResolvedValueOnce(undefined);
    const DialogPage = definePage({
      route: '/sass-log/list',
      texts: 'kitPage',
      endpoint: sceneLogEndpoints.page,
      columns: ['ruleName'],
      rowActions: [
        {
          kind: 'dialog',
          key: 'retry',
          dialog: ({ open, record, onClose }) =>
            open ? (
              <button type="button" data-testid="row-dialog" onClick={onClose}>
                {record.ruleName}
              </button>
            ) : null,
        },
        {
          kind: 'confirm',
          key: 'check',
          ask: { title: 'retryTitle', content: 'checkAsk' },
          name: (row) => row.ruleName,
          refusal,
          call: checked,
          success: 'checked',
        },
      ],
    });
    server.current.routes.set(PAGE, listA([RUN]));
    renderInApp(
      <MemoryRouter>
        <DialogPage />
      </MemoryRouter>,
    );
    const table = screen.getByTestId('list-table');
    await within(table).findByText('温度告警', {}, FIRST_LOAD);

    await user.click(within(table).getByTestId('row-retry'));
    expect(screen.getByTestId('row-dialog')).toHaveTextContent('温度告警');
    await user.click(screen.getByTestId('row-dialog'));
    expect(screen.queryByTestId('row-dialog')).toBeNull();

    await user.click(within(table).getByTestId('row-check'));
    const warning = await findOverlay('不能检查');
    expect(warning).toHaveTextContent('held by 2 accounts');
    expect(refusal).toHaveBeenCalledWith(RUN);
    expect(checked).not.toHaveBeenCalled();
    await user.click(within(warning).getByRole('button'));

    await user.click(within(table).getByTestId('row-check'));
    const question = await findOverlay('重试?');
    expect(question).toHaveTextContent('检查“温度告警”？');
    await user.click(within(question).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(checked).toHaveBeenCalledWith(RUN));
    await expectToast('已检查“温度告警”');
  });
});
