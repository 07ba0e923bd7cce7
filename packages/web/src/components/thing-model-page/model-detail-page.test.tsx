import { IOT_MODEL_PATHS, type StdModel } from '@beacon/contracts/iot-model';
import { STD_MODEL_BUTTONS, stdModelEndpoints } from '@beacon/contracts/iot-model.endpoints';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../lib/session-store';
import { expectToast, ok, renderInApp, setupTestServer } from '../../test/page-test-kit';
import { ModelDetailEditor, ModelDetailRoute } from './model-detail-page';

const server = setupTestServer('admin');
const METER: StdModel = {
  id: 1,
  name: '智能电表',
  productKey: 'smart-meter',
  groupId: null,
  categoryId: null,
  protocol: 'Modbus',
  domainModelId: null,
  description: '',
  properties: [],
  events: [],
  services: [],
  alarmRules: [],
  createDate: 0,
  updateDate: 0,
};

const showRoute = (entry: string) =>
  renderInApp(
    <MemoryRouter initialEntries={[entry]}>
      <ModelDetailRoute texts="stdModel" listPath="/std-model/list" get={stdModelEndpoints.get}>
        {(model: StdModel) => <p>{`loaded ${model.name}`}</p>}
      </ModelDetailRoute>
    </MemoryRouter>,
  );

/** An editor of a counter: its draft is a number the child raises. */
const showEditor = (save: (draft: number) => Promise<unknown>) =>
  renderInApp(
    <ModelDetailEditor<number>
      texts="stdModel"
      testId="counter"
      title="计数器"
      editButton={STD_MODEL_BUTTONS.edit}
      items={[{ key: 'name', label: '名称', children: '计数器' }]}
      saved={1}
      save={save}
      invalidates={[]}
    >
      {(draft, change, readOnly) => (
        <button type="button" disabled={readOnly} onClick={() => change((value) => value + 1)}>
          {`value ${draft}`}
        </button>
      )}
    </ModelDetailEditor>,
  );

describe('model detail page', { timeout: 60_000 }, () => {
  it('loads the model of ?id= and shows it; without a valid id, or unknown, says so', async () => {
    server.current.routes.set(`${IOT_MODEL_PATHS.stdModel}/1`, ok(METER));
    const first = showRoute('/?id=1');
    expect(await screen.findByText('loaded 智能电表')).toBeInTheDocument();
    first.unmount();
    const second = showRoute('/?id=abc');
    expect(screen.getByText('未找到该标准物模型')).toBeInTheDocument();
    second.unmount();
    server.current.routes.set(`${IOT_MODEL_PATHS.stdModel}/2`, ok(null));
    showRoute('/?id=2');
    expect(await screen.findByText('未找到该标准物模型')).toBeInTheDocument();
  });

  it('saves and resets only a changed draft; saving sends the draft and says so', async () => {
    const user = userEvent.setup();
    const save = vi.fn(async () => undefined);
    showEditor(save);
    expect(screen.getByTestId('counter-detail')).toHaveTextContent('计数器');
    expect(screen.getByTestId('counter-save')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'value 1' }));
    await user.click(screen.getByTestId('counter-reset'));
    expect(screen.getByRole('button', { name: 'value 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'value 1' }));
    await user.click(screen.getByTestId('counter-save'));
    await waitFor(() => expect(save).toHaveBeenCalledWith(2));
    await expectToast('保存成功');
  });

  it('is read-only without the edit button: no save, no reset', () => {
    useSessionStore.setState({ menus: [] });
    showEditor(async () => undefined);
    expect(screen.queryByTestId('counter-save')).toBeNull();
    expect(screen.queryByTestId('counter-reset')).toBeNull();
    expect(screen.getByRole('button', { name: 'value 1' })).toBeDisabled();
  });
});
