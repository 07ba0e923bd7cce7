import type { MenuItem } from '@beacon/contracts/registry';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../lib/session-store';
import { Permission } from './permission';

const menu = (pageId: string, type: MenuItem['type'] = 'menu'): MenuItem => ({
  id: 1,
  code: pageId,
  parent_code: '',
  display_name: pageId,
  index: 0,
  order: 'menu',
  pageId,
  extend: '',
  type,
});

afterEach(() => act(() => useSessionStore.setState({ menus: [] })));

describe('Permission', () => {
  it('renders its children when the page id is in the menu list (buttons included)', () => {
    useSessionStore.setState({ menus: [menu('IOTDevice'), menu('device-export', 'button')] });
    render(
      <>
        <Permission pageId="IOTDevice">
          <span>menu child</span>
        </Permission>
        <Permission pageId="device-export">
          <span>button child</span>
        </Permission>
      </>,
    );
    expect(screen.getByText('menu child')).toBeInTheDocument();
    expect(screen.getByText('button child')).toBeInTheDocument();
  });

  it('renders nothing (or the fallback) when the page id is not permitted', () => {
    useSessionStore.setState({ menus: [menu('IOTDevice')] });
    render(
      <>
        <Permission pageId="OpenAPI">
          <span>hidden child</span>
        </Permission>
        <Permission pageId="OpenAPI" fallback={<span>no access</span>}>
          <span>hidden too</span>
        </Permission>
      </>,
    );
    expect(screen.queryByText('hidden child')).not.toBeInTheDocument();
    expect(screen.queryByText('hidden too')).not.toBeInTheDocument();
    expect(screen.getByText('no access')).toBeInTheDocument();
  });

  it('follows menu changes', () => {
    render(<Permission pageId="LogManage">logs</Permission>);
    expect(screen.queryByText('logs')).not.toBeInTheDocument();
    act(() => useSessionStore.setState({ menus: [menu('LogManage')] }));
    expect(screen.getByText('logs')).toBeInTheDocument();
  });
});
