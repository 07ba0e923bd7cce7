import { buildMenuItems } from '@beacon/contracts/registry';
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePermittedPageIds, useSessionStore } from './session-store';

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().resetSession();
});

describe('session store', () => {
  it('permits the page ids of the menu items, buttons included', () => {
    const { result } = renderHook(() => usePermittedPageIds());
    expect(result.current.size).toBe(0);
    const menus = buildMenuItems(
      'full',
      new Set(['system-management', 'PlatformManage.account', 'PlatformManage.account:create']),
    );
    act(() => useSessionStore.setState({ menus }));
    expect([...result.current].sort()).toEqual([
      'PlatformManage',
      'PlatformManage.account',
      'PlatformManage.account:create',
    ]);
  });

  it('resetToken clears token and roles; resetSession also the user, menus and routes', () => {
    localStorage.setItem('accessToken', 'a');
    localStorage.setItem('refreshToken', 'r');
    useSessionStore.setState({
      token: 'a',
      roles: ['admin'],
      routes: [],
      menus: buildMenuItems('full', new Set(['openapi'])),
    });
    useSessionStore.getState().resetToken();
    expect(useSessionStore.getState()).toMatchObject({ token: null, roles: [] });
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(useSessionStore.getState().menus).not.toEqual([]);
    useSessionStore.getState().resetSession();
    expect(useSessionStore.getState()).toMatchObject({ menus: [], routes: null, userInfo: null });
  });
});
