import { LOG_PATHS } from '@beacon/contracts/log-manage';
import { sceneLogEndpoints } from '@beacon/contracts/log-manage.endpoints';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../i18n';
import { listA, renderInApp, requestsTo, setupTestServer } from '../../test/page-test-kit';
import { fetchExportRows } from '../crud/export-rows';
import { definePage } from './define-page';
import { exportSourceOf, listSourceOf } from './spec-source';

// A page scoped from outside its filters (e.g. by a query parameter of its route).
const server = setupTestServer();
const PAGE = `${LOG_PATHS.sceneLog}/page`;
const scoped = (scope: { ruleId: string } | null) =>
  definePage({
    route: '/sass-log/list',
    texts: 'kitScope',
    endpoint: sceneLogEndpoints.page,
    useScope: () => scope,
    filters: ['result'],
    columns: ['ruleName'],
  });

beforeAll(() => {
  i18n.addResourceBundle('zh-CN', 'kitScope', { ruleName: '规则', result: '结果', noScope: '未指定规则' });
});

describe('a scoped page', () => {
  it('lists and exports within its scope, besides its filters', async () => {
    const { spec } = scoped({ ruleId: 'r1' });
    server.current.routes.set(PAGE, listA([]));
    const query = { pageIndex: 1, pageSize: 10, filters: { result: 'fail' } };
    await listSourceOf(spec, { ruleId: 'r1' }).load(query, new AbortController().signal);
    await fetchExportRows(exportSourceOf(spec, 1_000, { ruleId: 'r1' }), { result: 'fail' });
    expect(requestsTo(server.current, PAGE).map((request) => request.json)).toEqual([
      { msgId: expect.any(String), page_index: 1, page_size: 10, result: 'fail', ruleId: 'r1' },
      expect.objectContaining({ result: 'fail', ruleId: 'r1' }),
    ]);
  });

  it('says its noScope text instead of the list when its route names no scope, and asks nothing', async () => {
    const Page = scoped(null);
    renderInApp(
      <MemoryRouter>
        <Page />
      </MemoryRouter>,
    );
    expect(await screen.findByText('未指定规则')).toBeInTheDocument();
    expect(screen.queryByTestId('list-table')).toBeNull();
    expect(requestsTo(server.current, PAGE)).toHaveLength(0);
  });
});
