import { ROUTES } from '@beacon/contracts/registry';
import { act, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useBackLinkStore } from '../../lib/page-back-link';
import { renderInApp } from '../../test/page-test-kit';
import { AppBreadcrumb } from './app-breadcrumb';

const route = (path: string) => {
  const found = ROUTES.find((candidate) => candidate.path === path);
  if (!found) throw new Error(path);
  return found;
};

const show = (path: string) =>
  renderInApp(
    <MemoryRouter>
      <AppBreadcrumb routes={ROUTES} current={route(path)} />
    </MemoryRouter>,
  );

describe('breadcrumb', () => {
  afterEach(() => useBackLinkStore.setState({ link: null }));

  it('a back-link to a page of the trail is not repeated: that crumb links there with its query', () => {
    act(() => useBackLinkStore.setState({ link: { title: '关联管理', path: '/std-model/relevance?stdModelId=7' } }));
    show('/std-model/relevance-add');
    const trail = screen.getByTestId('breadcrumb');
    expect(trail).toHaveTextContent('IoT设备接入/标准物模型/关联管理/新增关联');
    expect(within(trail).getAllByText('关联管理')).toHaveLength(1);
    expect(within(trail).getByRole('link', { name: '关联管理' })).toHaveAttribute(
      'href',
      '/std-model/relevance?stdModelId=7',
    );
    expect(screen.queryByTestId('breadcrumb-back')).toBeNull();
  });

  it('a back-link elsewhere leads the trail', () => {
    act(() => useBackLinkStore.setState({ link: { title: '设备列表', path: '/iot-device-manage/list' } }));
    show('/std-model/detail');
    expect(screen.getByTestId('breadcrumb-back')).toHaveAttribute('href', '/iot-device-manage/list');
  });
});
