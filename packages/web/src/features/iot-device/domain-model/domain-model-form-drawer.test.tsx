import type { DomainModel } from '@beacon/contracts/iot-domain-model';
import { IOT_MODEL_PATHS } from '@beacon/contracts/iot-model';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  expectToast,
  findOverlay,
  ok,
  pickOption,
  renderInApp,
  requestsTo,
  setupTestServer,
} from '../../../test/page-test-kit';
import { DRAFT_MODEL, PUBLISHED_MODEL } from './domain-model.test-rows';
import { DomainModelFormDrawer } from './domain-model-form-drawer';

const server = setupTestServer('admin');
const BASE = IOT_MODEL_PATHS.domainModel;
// The first load (lazy chunks, the page request) can take seconds on a busy machine.
const FIRST_LOAD = { timeout: 20_000 };
// An overlay opened on a busy machine: wait for its title as long as for a first load.
const slowOverlay = async (title: string) => {
  await screen.findByText(title, { selector: '.ant-drawer-title, .ant-modal-title' }, FIRST_LOAD);
  return findOverlay(title);
};

const fastUser = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
type User = ReturnType<typeof fastUser>;

// The drawer alone, as the page kit opens it: for a new model, or on a row.
const showDrawer = (record?: DomainModel) => {
  const onClose = vi.fn();
  renderInApp(<DomainModelFormDrawer open record={record} onClose={onClose} afterClose={() => undefined} />);
  return onClose;
};

// One change event instead of one per key.
const fill = (input: HTMLElement, text: string) => fireEvent.change(input, { target: { value: text } });

const openCreate = async (user: User) => {
  const onClose = showDrawer();
  const drawer = await slowOverlay('新增领域服务模型');
  fill(within(drawer).getByLabelText('模型编码'), 'fire-alarm');
  fill(within(drawer).getByLabelText('模型名称'), '火灾报警');
  await user.click(within(drawer).getByLabelText('业务领域'));
  await user.click(await pickOption('消防'));
  return { drawer, onClose };
};

const addService = async (user: User, drawer: HTMLElement, index: number, identifier: string, name: string) => {
  await user.click(within(drawer).getByTestId('domain-service-add'));
  const card = await waitFor(() => {
    const found = within(drawer)
      .getByText(`服务 ${index + 1}`)
      .closest<HTMLElement>('.ant-card');
    expect(found).not.toBeNull();
    return found as HTMLElement;
  });
  fill(within(card).getByLabelText('服务标识符'), identifier);
  fill(within(card).getByLabelText('服务名称'), name);
  return card;
};

describe('domain service model drawer', { timeout: 90_000 }, () => {
  it('creates a model with a service whose input parameter comes from the parameter drawer', async () => {
    const user = fastUser();
    const { drawer, onClose } = await openCreate(user);
    expect(drawer.style.width).toBe('768px');
    await addService(user, drawer, 0, 'silence', '消音');
    await user.click(within(drawer).getByTestId('service-0-input-add'));
    const inner = await slowOverlay('添加参数');
    fill(within(inner).getByLabelText('标识符'), 'minutes');
    fill(within(inner).getByLabelText('名称'), '时长');
    await user.click(within(inner).getByLabelText('数据类型'));
    await user.click(await pickOption('int（整数）'));
    await user.click(screen.getByTestId('service-0-input-submit'));
    expect(
      await within(within(drawer).getByTestId('service-0-input')).findByText('minutes', {}, FIRST_LOAD),
    ).toBeInTheDocument();

    server.current.routes.set(`${BASE}/save`, ok({ ...DRAFT_MODEL, id: 3 }));
    await user.click(screen.getByTestId('domain-model-form-submit'));
    await waitFor(() => expect(requestsTo(server.current, `${BASE}/save`, 'POST')).toHaveLength(1), FIRST_LOAD);
    expect(requestsTo(server.current, `${BASE}/save`)[0]?.json).toEqual({
      msgId: expect.any(String),
      code: 'fire-alarm',
      name: '火灾报警',
      domain: 'fire',
      version: '1.0.0',
      description: '',
      services: [
        {
          identifier: 'silence',
          name: '消音',
          inputData: [{ identifier: 'minutes', name: '时长', dataType: { type: 'int' } }],
          outputData: [],
        },
      ],
    });
    await expectToast('保存成功');
    expect(onClose).toHaveBeenCalled();
  });

  it('refuses duplicate service identifiers with the contract validator message, without calling the server', async () => {
    const user = fastUser();
    // A draft whose two services share an identifier: the edit drawer loads it by id.
    const [service] = DRAFT_MODEL.services;
    if (!service) throw new Error('the draft has a service');
    server.current.routes.set(
      `${BASE}/1`,
      ok({ ...DRAFT_MODEL, services: [service, { ...service, name: '再次读取' }] }),
    );
    showDrawer(DRAFT_MODEL);
    const drawer = await slowOverlay('编辑领域服务模型');
    await waitFor(() => expect(within(drawer).getAllByLabelText('服务标识符')).toHaveLength(2), FIRST_LOAD);
    expect(within(drawer).getByLabelText('模型编码')).toBeDisabled();
    await user.click(screen.getByTestId('domain-model-form-submit'));
    expect(
      await within(drawer).findByText(
        'services[1].identifier: 标识符 readClimate 重复（与 services[0] 相同）',
        {},
        FIRST_LOAD,
      ),
    ).toBeInTheDocument();
    expect(requestsTo(server.current, `${BASE}/update`)).toHaveLength(0);
  });

  it('opens a published model read-only: no save, inputs disabled, no parameter editing', async () => {
    server.current.routes.set(`${BASE}/2`, ok({ ...PUBLISHED_MODEL, services: DRAFT_MODEL.services }));
    showDrawer(PUBLISHED_MODEL);
    const drawer = await slowOverlay('查看领域服务模型（已发布，只读）');
    await waitFor(() => expect(within(drawer).getByLabelText('模型名称')).toHaveValue('门禁通行'), FIRST_LOAD);
    expect(within(drawer).getByLabelText('模型名称')).toBeDisabled();
    expect(within(drawer).getByLabelText('服务标识符')).toHaveValue('readClimate');
    expect(within(drawer).getByLabelText('服务标识符')).toBeDisabled();
    expect(within(within(drawer).getByTestId('service-0-output')).getByText('temperature')).toBeInTheDocument();
    expect(screen.queryByTestId('domain-model-form-submit')).toBeNull();
    expect(screen.queryByTestId('domain-service-add')).toBeNull();
    expect(screen.queryByTestId('service-0-output-add')).toBeNull();
  });
});
