import { IOT_MODEL_PATHS } from '@beacon/contracts/iot-model';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { expectToast, ok, renderInApp, requestsTo, setupTestServer } from '../../../test/page-test-kit';
import { RELEVANCE, STD_MODEL, THIRD_CHOICE, THIRD_MODEL } from './relevance.test-models';
import RelevanceAddPage from './relevance-add-page';
import RelevanceEditPage from './relevance-edit-page';

const server = setupTestServer('admin');
const { modelRelevance: R, stdModel: S, thirdModel: T } = IOT_MODEL_PATHS;

// The add and edit pages under their routes, in a memory router starting at `path`.
const showAt = (path: string) => {
  server.current.routes.set(`${S}/1`, ok(STD_MODEL));
  server.current.routes.set(`${T}/list`, ok([THIRD_CHOICE]));
  server.current.routes.set(`${T}/2`, ok(THIRD_MODEL));
  server.current.routes.set(`${R}/7`, ok(RELEVANCE));
  const router = createMemoryRouter(
    [
      // Where a saved association goes back to (the list is a declaration, tested on its own).
      { path: '/std-model/relevance', element: <p>association list</p> },
      { path: '/std-model/relevance-add', Component: RelevanceAddPage },
      { path: '/std-model/relevance-edit', Component: RelevanceEditPage },
    ],
    { initialEntries: [path] },
  );
  renderInApp(<RouterProvider router={router} />);
  return router;
};

// The first load of a page (lazy chunks, three requests) can take seconds on a busy machine.
const FIRST_LOAD = { timeout: 20_000 };

type User = ReturnType<typeof userEvent.setup>;

// jsdom's getComputedStyle over antd's many style tags makes the pointer-events check the slowest part of a click.
const fastUser = (): User => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

// Several selects offer the same options: the dropdown opened last is the last in the document.
const lastOption = async (text: string): Promise<HTMLElement> => {
  let option: HTMLElement | undefined;
  await waitFor(() => {
    option = Array.from(document.querySelectorAll<HTMLElement>('.ant-select-item-option'))
      .filter((element) => element.textContent === text)
      .at(-1);
    expect(option).toBeDefined();
  }, FIRST_LOAD);
  if (!option) throw new Error(`no option ${text}`);
  return option;
};

const choose = async (user: User, label: string, option: string) => {
  await user.click(await screen.findByLabelText(label));
  await user.click(await lastOption(option));
};

// One change instead of one per key: every render of the mapping table is costly in jsdom.
const enter = async (user: User, input: HTMLElement, text: string) => {
  await user.click(input);
  await user.paste(text);
};

const problemOf = (identifier: string) => screen.queryByTestId(`mapping-problem-${identifier}`);

describe('model association pages', { timeout: 120_000 }, () => {
  it('checks each mapping with checkConversion on its row, previews a sample and saves the valid mappings', async () => {
    const user = fastUser();
    const router = showAt('/std-model/relevance-add?stdModelId=1');
    expect(await screen.findByText('新增关联：温湿度传感器（th-sensor）', {}, FIRST_LOAD)).toBeInTheDocument();
    await choose(user, '第三方物模型', 'Acme 传感器 · Acme V-1');

    await choose(user, '温度 的来源属性', 'TempF (temp_f) · float °F');
    expect(problemOf('temperature')).toBeNull();
    await enter(user, screen.getByLabelText('温度 的示例值'), '212');
    expect(await screen.findByTestId('mapping-preview-temperature')).toHaveTextContent('→ 100');

    await choose(user, '门 的来源属性', 'Door (door_state) · enum 10 shut, 11 ajar');
    expect(problemOf('door')).toHaveTextContent('源枚举值 10 不在目标枚举中');
    await user.click(screen.getByTestId('relevance-submit'));
    await expectToast('请先修正标红的映射');
    expect(requestsTo(server.current, `${R}/save`)).toHaveLength(0);

    await choose(user, '门 的转换方式', '枚举映射');
    expect(problemOf('door')).toHaveTextContent('必填');
    await choose(user, '门 的第 1 个目标值', '0 关');
    await choose(user, '门 的第 2 个目标值', '1 开');
    expect(problemOf('door')).toBeNull();
    await enter(user, screen.getByLabelText('门 的示例值'), '11');
    expect(await screen.findByTestId('mapping-preview-door')).toHaveTextContent('→ 1');

    server.current.routes.set(`${R}/save`, ok(RELEVANCE));
    await user.click(screen.getByTestId('relevance-submit'));
    await waitFor(() => expect(requestsTo(server.current, `${R}/save`, 'POST')).toHaveLength(1));
    expect(requestsTo(server.current, `${R}/save`)[0]?.json).toEqual({
      msgId: expect.any(String),
      stdModelId: 1,
      thirdModelId: 2,
      mappings: [
        { stdProperty: 'temperature', thirdProperty: 'temp_f', conversion: { kind: 'unit', from: '°F', to: '°C' } },
        {
          stdProperty: 'door',
          thirdProperty: 'door_state',
          conversion: { kind: 'enumMap', map: { '10': 0, '11': 1 } },
        },
      ],
    });
    await expectToast('保存成功');
    await waitFor(() => expect(router.state.location.search).toBe('?stdModelId=1'));
    expect(router.state.location.pathname).toBe('/std-model/relevance');
  });

  it('shows the server refusal of a mapping on its row and a 409 on the third-party model field', async () => {
    const user = fastUser();
    showAt('/std-model/relevance-add?stdModelId=1');
    await screen.findByText('新增关联：温湿度传感器（th-sensor）', {}, FIRST_LOAD);
    await choose(user, '第三方物模型', 'Acme 传感器 · Acme V-1');
    await choose(user, '湿度 的来源属性', 'RH (rh) · float %');
    server.current.routes.set(`${R}/save`, {
      status: 400,
      body: {
        code: 400,
        msg: "body.mappings[0].thirdProperty: unknown property 'rh' of the third-party model",
        refusals: [{ path: 'mappings[0].thirdProperty', reason: 'unknownProperty', params: { property: 'rh' } }],
      },
    });
    await user.click(screen.getByTestId('relevance-submit'));
    expect(await screen.findByTestId('mapping-problem-humidity')).toHaveTextContent('属性 rh 不存在');

    server.current.routes.set(`${R}/save`, {
      status: 409,
      body: {
        code: 4001001,
        msg: 'thirdModelId: already exists',
        refusals: [{ path: 'thirdModelId', reason: 'alreadyExists' }],
      },
    });
    await user.click(screen.getByTestId('relevance-submit'));
    const error = await screen.findByText('已存在', { selector: '.ant-form-item-explain-error' }, FIRST_LOAD);
    expect(error.closest('.ant-form-item')).toContainElement(screen.getByLabelText('第三方物模型'));
  });

  it('edits an association: mappings restored, third-party model fixed, PUT with the id', async () => {
    const user = fastUser();
    showAt('/std-model/relevance-edit?id=7');
    expect(await screen.findByText('编辑关联：温湿度传感器（th-sensor）', {}, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.getByLabelText('第三方物模型')).toBeDisabled();
    expect(await screen.findByLabelText('温度 的源单位')).toBeInTheDocument();
    await choose(user, '湿度 的转换方式', '倍率×偏移');
    await user.clear(screen.getByLabelText('湿度 的倍率'));
    expect(problemOf('humidity')).toHaveTextContent('必填');
    await enter(user, screen.getByLabelText('湿度 的倍率'), '0.1');
    expect(problemOf('humidity')).toBeNull();
    server.current.routes.set(`${R}/update`, ok(RELEVANCE));
    await user.click(screen.getByTestId('relevance-submit'));
    await waitFor(() => expect(requestsTo(server.current, `${R}/update`, 'PUT')).toHaveLength(1));
    expect(requestsTo(server.current, `${R}/update`)[0]?.json).toEqual({
      msgId: expect.any(String),
      id: 7,
      stdModelId: 1,
      thirdModelId: 2,
      mappings: [
        RELEVANCE.mappings[0],
        { stdProperty: 'humidity', thirdProperty: 'rh', conversion: { kind: 'scale', scale: 0.1, offset: 0 } },
      ],
    });
  });
});
