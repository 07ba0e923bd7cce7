import { IOT_MODEL_PATHS } from '@beacon/contracts/iot-model';
import { STD_MODEL_BUTTONS } from '@beacon/contracts/iot-model.endpoints';
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageTexts } from '../../../components/page-kit/page-texts';
import { cellText, columnsIn, tableColumns } from '../../../components/page-kit/spec-columns';
import { listSourceOf } from '../../../components/page-kit/spec-source';
import { useBackLinkStore } from '../../../lib/page-back-link';
import { ok, renderInApp, requestsTo, setupTestServer } from '../../../test/page-test-kit';
import { rowHandlers, textContext } from '../../../test/text-context';
import page from './relevance.page';
import { RELEVANCE, STD_MODEL } from './relevance.test-models';
import { RelevanceAddButton, RelevanceHeader, useStdModelScope } from './relevance-parts';

const { spec } = page;
const zh = textContext('relevance');
const server = setupTestServer('admin');
const { modelRelevance: R, stdModel: S } = IOT_MODEL_PATHS;
const at = (path: string) =>
  function Router({ children }: { children: ReactNode }) {
    return <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;
  };

describe('association list page', () => {
  it('is the page of /std-model/relevance; without ?stdModelId= it says no standard model is named', () => {
    expect(page.route).toBe('/std-model/relevance');
    expect(pageTexts(zh).noScope).toBe('未指定标准物模型');
    const none = renderHook(() => useStdModelScope(), { wrapper: at('/std-model/relevance') });
    expect(none.result.current).toBeNull();
    const malformed = renderHook(() => useStdModelScope(), { wrapper: at('/std-model/relevance?stdModelId=x') });
    expect(malformed.result.current).toBeNull();
  });

  it('lists the associations of the standard model of ?stdModelId= only', async () => {
    const { result } = renderHook(() => useStdModelScope(), { wrapper: at('/std-model/relevance?stdModelId=1') });
    expect(result.current).toEqual({ stdModelId: 1 });
    server.current.routes.set(`${R}/page`, {
      body: { code: '000000', is_success: true, result: { items: [RELEVANCE], total_count: 1 }, error_info: null },
    });
    const source = listSourceOf(spec, result.current ?? {});
    const loaded = await source.load({ pageIndex: 1, pageSize: 10, filters: {} }, new AbortController().signal);
    expect(loaded.total).toBe(1);
    expect(requestsTo(server.current, `${R}/page`)[0]?.json).toEqual({
      msgId: expect.any(String),
      page_index: 1,
      page_size: 10,
      stdModelId: 1,
    });
  });

  it('shows the third-party model and its mappings in short, one line each', () => {
    const [third, mappings, updated] = columnsIn(spec, 'table');
    if (!third || !mappings || !updated) throw new Error('three columns');
    expect(tableColumns(spec, zh, rowHandlers()).map((column) => column.title)).toEqual([
      '第三方物模型',
      '属性映射',
      '更新时间',
      '操作',
    ]);
    expect(cellText(third, RELEVANCE, zh)).toBe('Acme 传感器');
    expect(cellText(mappings, RELEVANCE, zh)).toBe(
      '2 个属性已映射\ntemperature ← temp_f (°F → °C)\nhumidity ← rh (不转换)',
    );
    expect(cellText(mappings, { ...RELEVANCE, mappings: [] }, zh)).toBe('暂无映射');
    render(<div>{mappings.render?.(RELEVANCE, zh)}</div>);
    expect(screen.getByText('temperature ← temp_f (°F → °C)')).toBeInTheDocument();
    expect(screen.getByText('humidity ← rh (不转换)')).toBeInTheDocument();
    expect(cellText(updated, RELEVANCE, zh)).toMatch(/^2024-05-06 \d{2}:30:15$/);
  });

  it('edits in the association editor and deletes by id, both behind the association button', async () => {
    const [edit, remove] = spec.rowActions ?? [];
    if (edit?.kind !== 'link' || remove?.kind !== 'delete') throw new Error('edit link, then delete');
    expect([edit.button, remove.button]).toEqual([STD_MODEL_BUTTONS.relevance, STD_MODEL_BUTTONS.relevance]);
    expect(edit.to(RELEVANCE)).toBe('/std-model/relevance-edit?id=7');
    const handlers = rowHandlers();
    render(<div>{tableColumns(spec, zh, handlers).at(-1)?.render?.(undefined, RELEVANCE, 0) as ReactNode}</div>);
    expect(screen.getByTestId('row-edit')).toHaveTextContent('编辑');
    await userEvent.click(screen.getByTestId('row-edit'));
    expect(handlers.open).toHaveBeenCalledWith('/std-model/relevance-edit?id=7');
    expect(remove.name(RELEVANCE)).toBe('Acme 传感器');
    server.current.routes.set(`${R}/7`, ok(null));
    await remove.call(RELEVANCE);
    expect(requestsTo(server.current, `${R}/7`, 'DELETE')).toHaveLength(1);
  });

  it('names the standard model above the list, links back to the models, and adds to that model', async () => {
    server.current.routes.set(`${S}/1`, ok(STD_MODEL));
    const router = createMemoryRouter(
      [
        {
          path: '/std-model/relevance',
          element: (
            <>
              <RelevanceHeader />
              <RelevanceAddButton />
            </>
          ),
        },
        { path: '/std-model/relevance-add', element: <p>editor</p> },
      ],
      { initialEntries: ['/std-model/relevance?stdModelId=1'] },
    );
    renderInApp(<RouterProvider router={router} />);
    expect(await screen.findByText('温湿度传感器（th-sensor）的关联')).toBeInTheDocument();
    expect(useBackLinkStore.getState().link).toEqual({ title: '标准物模型', path: '/std-model/list' });
    await userEvent.click(screen.getByTestId('relevance-create'));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/std-model/relevance-add?stdModelId=1',
      ),
    );
  });
});
