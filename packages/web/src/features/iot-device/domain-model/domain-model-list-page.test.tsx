import { IOT_MODEL_PATHS } from '@beacon/contracts/iot-model';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  expectToast,
  findOverlay,
  findRow,
  listA,
  ok,
  pickOption,
  renderInApp,
  requestsTo,
  setupTestServer,
} from '../../../test/page-test-kit';
import DomainModelListPage from './domain-model-list-page';
import { DOMAIN_MODELS, DRAFT_MODEL, PUBLISHED_MODEL } from './domain-model-test-rows';

const server = setupTestServer('admin');
const BASE = IOT_MODEL_PATHS.domainModel;
const PAGE = `${BASE}/page`;
// The first load (lazy chunks, the page request) can take seconds on a busy machine.
const FIRST_LOAD = { timeout: 20_000 };
// An overlay opened on a busy machine: wait for its title as long as for a first load.
const slowOverlay = async (title: string) => {
  await screen.findByText(title, { selector: '.ant-drawer-title, .ant-modal-title' }, FIRST_LOAD);
  return findOverlay(title);
};

const fastUser = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

const showList = async () => {
  server.current.routes.set(PAGE, listA(DOMAIN_MODELS));
  renderInApp(<DomainModelListPage />);
  await screen.findByText('环境监测', { selector: 'td, td *' }, FIRST_LOAD);
};

describe('domain service model list', { timeout: 60_000 }, () => {
  it('renders domain, status tags and services; filters by name, domain and status', async () => {
    const user = fastUser();
    await showList();
    const draft = await findRow('环境监测');
    const published = await findRow('门禁通行');
    expect(within(draft).getByText('env-monitor')).toBeInTheDocument();
    expect(within(draft).getByText('环境')).toBeInTheDocument();
    expect(within(draft).getByText('1: 读取环境')).toBeInTheDocument();
    expect(within(draft).getByText('草稿').closest('.ant-tag')).not.toHaveClass('ant-tag-green');
    expect(within(published).getByText('已发布').closest('.ant-tag')).toHaveClass('ant-tag-green');
    expect(within(published).getByRole('button', { name: '查看' })).toBeInTheDocument();
    expect(within(published).queryByRole('button', { name: '发布' })).toBeNull();

    const filters = screen.getByTestId('filter-bar');
    await user.type(within(filters).getByLabelText('模型名称'), '环境');
    await user.click(within(filters).getByLabelText('业务领域'));
    await user.click(await pickOption('环境'));
    await user.click(within(filters).getByLabelText('状态'));
    await user.click(await pickOption('草稿'));
    await user.click(within(filters).getByRole('button', { name: /查询/ }));
    await waitFor(() => expect(requestsTo(server.current, PAGE)).toHaveLength(2));
    expect(requestsTo(server.current, PAGE)[1]?.json).toEqual({
      msgId: expect.any(String),
      page_index: 1,
      page_size: 10,
      name: '环境',
      domain: 'environment',
      status: 'draft',
    });
  });

  it('publishes a draft after 发布确认; a published model cannot be deleted (disabled, with the reason)', async () => {
    const user = fastUser();
    await showList();
    const published = await findRow('门禁通行');
    const disabledDelete = within(published).getByRole('button', { name: '删除' });
    expect(disabledDelete).toBeDisabled();
    fireEvent.mouseEnter(within(published).getByTestId('domain-model-delete-disabled'));
    expect(await screen.findByText('已发布的模型不能删除，只能删除草稿', {}, FIRST_LOAD)).toBeInTheDocument();
    expect(within(await findRow('环境监测')).getByRole('button', { name: '删除' })).toBeEnabled();

    server.current.routes.set(`${BASE}/1/publish`, ok({ ...DRAFT_MODEL, status: 'published' }));
    await user.click(within(await findRow('环境监测')).getByRole('button', { name: '发布' }));
    const dialog = await slowOverlay('发布确认');
    expect(dialog).toHaveTextContent('发布后「环境监测」将不能再编辑或删除，确认发布吗？');
    server.current.routes.set(PAGE, listA([{ ...DRAFT_MODEL, status: 'published' }, PUBLISHED_MODEL]));
    await user.click(within(dialog).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(requestsTo(server.current, `${BASE}/1/publish`, 'POST')).toHaveLength(1));
    await expectToast('发布成功');
    await waitFor(() => expect(requestsTo(server.current, PAGE)).toHaveLength(2));
    const nowPublished = await findRow('环境监测');
    await waitFor(() => expect(within(nowPublished).getByRole('button', { name: '删除' })).toBeDisabled());
    expect(within(nowPublished).queryByRole('button', { name: '发布' })).toBeNull();
  });

  it('shows the server 409 when a delete is refused anyway', async () => {
    const user = fastUser();
    server.current.routes.set(`${BASE}/1`, {
      status: 409,
      body: { code: 409, msg: 'id: domain model is published; only drafts can be deleted' },
    });
    await showList();
    await user.click(within(await findRow('环境监测')).getByRole('button', { name: '删除' }));
    const dialog = await slowOverlay('删除确认');
    await user.click(within(dialog).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(requestsTo(server.current, `${BASE}/1`, 'DELETE')).toHaveLength(1));
    await expectToast('id: domain model is published; only drafts can be deleted');
  });
});
