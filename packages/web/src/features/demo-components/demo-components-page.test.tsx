import type { MenuItem } from '@beacon/contracts/registry';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render as renderUi, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import '../../i18n';
import { useSessionStore } from '../../lib/session-store';
import DemoComponentsPage from './demo-components-page';

const SECTIONS = [
  'demo-list',
  'demo-filter-bar',
  'demo-pagination',
  'demo-form',
  'demo-confirm',
  'demo-viewers',
  'demo-upload',
  'demo-empty-states',
  'demo-layout',
  'demo-permission',
];

const menu: MenuItem = {
  id: 1,
  code: 'iot-device',
  parent_code: '',
  display_name: 'IoT',
  index: 0,
  order: 'menu',
  pageId: 'IOTDevice',
  extend: '',
  type: 'menu',
};

afterEach(() => act(() => useSessionStore.setState({ menus: [] })));

/** The catalogue's list runs on TanStack Query, as under the main layout. */
const render = (ui: ReactNode) => renderUi(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);

// The whole catalogue renders in jsdom: slow on small machines, and user-event's pointer-events check
// (getComputedStyle over antd's many style tags) is skipped for speed.
describe('/demo-components', { timeout: 20_000 }, () => {
  // One render of the whole catalogue (the slow part) serves every check of its static content.
  it('has a section for every building block, shows permitted content and hides the rest, starts one accordion open', () => {
    useSessionStore.setState({ menus: [menu] });
    render(<DemoComponentsPage />);
    for (const id of SECTIONS) expect(screen.getByTestId(id)).toBeInTheDocument();
    for (const type of ['delete', 'blank', 'confirm', 'send']) {
      expect(within(screen.getByTestId('demo-empty-states')).getByTestId(`empty-state-${type}`)).toBeInTheDocument();
    }
    expect(within(screen.getByTestId('demo-pagination')).getAllByTestId('pagination')).toHaveLength(2);

    expect(screen.getByTestId('demo-permission-shown')).toHaveTextContent('IOTDevice');
    expect(screen.queryByTestId('demo-permission-hidden')).not.toBeInTheDocument();

    const [open, closed] = within(screen.getByTestId('demo-accordion')).getAllByRole('button');
    expect(open).toHaveAttribute('aria-expanded', 'true');
    expect(closed).toHaveAttribute('aria-expanded', 'false');
  });

  it('loads the sample list and switches it to the error state', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    render(<DemoComponentsPage />);
    const list = screen.getByTestId('demo-list');
    expect(await within(list).findByText('Gateway-001')).toBeInTheDocument();
    expect(within(list).getByTestId('pagination')).toHaveTextContent('共 57 条');
    await user.click(within(list).getByText('请求失败'));
    expect(await within(list).findByRole('alert')).toHaveTextContent('网络不稳定，请稍后再试');
    await user.click(within(list).getByText('接口失败（无 msg）'));
    expect(await within(list).findByText('未知错误')).toBeInTheDocument();
  });

  it('queues two confirm dialogs and logs how each settled', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    render(<DemoComponentsPage />);
    const section = screen.getByTestId('demo-confirm');
    await user.click(within(section).getByText('连续弹出两个确认框'));
    const first = await screen.findByRole('dialog', { hidden: true });
    expect(first).toHaveTextContent('这是队列中的第一个对话框。');
    expect(document.querySelectorAll('.ant-modal')).toHaveLength(1);
    await user.click(within(first).getByRole('button', { name: '确 定', hidden: true }));
    await waitFor(() => expect(document.querySelector('.ant-modal')).toHaveTextContent('第二个对话框，确认或取消'));
    const second = document.querySelector<HTMLElement>('.ant-modal');
    if (!second) throw new Error('no second dialog');
    await user.click(within(second).getByRole('button', { name: '取 消', hidden: true }));
    const log = within(section).getByTestId('demo-confirm-log');
    await waitFor(() => expect(log).toHaveTextContent('第二个确认框：已取消'));
    expect(log).toHaveTextContent('第一个确认框：已确认');
  });
});
