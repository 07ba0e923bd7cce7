import type { ThingModel } from '@beacon/contracts/thing-model';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, findOverlay, pickOption, renderInApp, resetSession } from '../../test/page-test-kit';
import { ThingModelEditor } from './thing-model-editor';

const EMPTY: ThingModel = { properties: [], events: [], services: [] };

/** A model using every data type, an event with output and a service with parameters. */
const FULL: ThingModel = {
  properties: [
    {
      identifier: 'temperature',
      name: '温度',
      accessMode: 'r',
      dataType: { type: 'float', specs: { min: -40, max: 85, step: 0.1, unit: '°C' } },
    },
    { identifier: 'label', name: '标签', accessMode: 'rw', dataType: { type: 'text', specs: { length: 32 } } },
    {
      identifier: 'power',
      name: '电源',
      accessMode: 'rw',
      dataType: { type: 'bool', specs: { '0': '关', '1': '开' } },
    },
    {
      identifier: 'mode',
      name: '模式',
      accessMode: 'rw',
      dataType: { type: 'enum', specs: { '0': '自动', '2': '手动' } },
    },
    { identifier: 'seen', name: '时间', accessMode: 'r', dataType: { type: 'date' } },
    {
      identifier: 'position',
      name: '位置',
      accessMode: 'r',
      dataType: {
        type: 'struct',
        specs: [
          { identifier: 'x', name: 'X', dataType: { type: 'double' } },
          {
            identifier: 'tags',
            name: '标记',
            dataType: { type: 'array', specs: { size: 4, item: { type: 'text', specs: { length: 8 } } } },
          },
        ],
      },
    },
    {
      identifier: 'levels',
      name: '档位',
      accessMode: 'r',
      dataType: { type: 'array', specs: { size: 3, item: { type: 'int' } } },
    },
  ],
  events: [
    {
      identifier: 'overheat',
      name: '过热',
      type: 'alert',
      outputData: [{ identifier: 'value', name: '温度值', dataType: { type: 'float' } }],
    },
  ],
  services: [
    {
      identifier: 'reboot',
      name: '重启',
      callType: 'async',
      inputData: [{ identifier: 'delay', name: '延迟', dataType: { type: 'int', specs: { min: 0, max: 60 } } }],
      outputData: [],
    },
  ],
};

/** The editor holding its model in state, reporting each change. */
function Harness({ initial, onChange }: { initial: ThingModel; onChange: (model: ThingModel) => void }) {
  const [model, setModel] = useState(initial);
  return (
    <ThingModelEditor
      value={model}
      onChange={(next) => {
        setModel(next);
        onChange(next);
      }}
      exportName="sensor"
    />
  );
}

/** The text of a saved blob (jsdom's Blob has no text()). */
const readText = (blob: Blob | undefined): Promise<string> =>
  new Promise((resolve, reject) => {
    if (!blob) return reject(new Error('nothing saved'));
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

// jsdom's getComputedStyle over antd's many style tags makes user-event's pointer-events check the slowest part
// of a click (most of this file's time); these clicks go to enabled buttons, options and menu items.
const fastUser = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

/** Set an input's text in one change (typing key by key is slow in jsdom). */
const fill = (input: HTMLElement, text: string) => fireEvent.change(input, { target: { value: text } });

const addProperty = async (user: ReturnType<typeof fastUser>, identifier: string, type: string) => {
  await user.click(screen.getByTestId('thing-model-properties-add'));
  const drawer = await findOverlay('添加属性');
  fill(within(drawer).getByLabelText('标识符'), identifier);
  fill(within(drawer).getByLabelText('名称'), identifier);
  await user.click(within(drawer).getByLabelText('数据类型'));
  await user.click(await pickOption(type));
  return drawer;
};

beforeEach(() => resetSession());
afterEach(clearToasts);

describe('thing-model editor', { timeout: 240_000 }, () => {
  it('an int property with min > max shows the validator reason on min in Chinese and is not added; fixed, it is', async () => {
    const user = fastUser();
    const onChange = vi.fn();
    renderInApp(<Harness initial={EMPTY} onChange={onChange} />);
    const drawer = await addProperty(user, 'speed', 'int（整数）');
    fill(within(drawer).getByLabelText('最小值'), '10');
    fill(within(drawer).getByLabelText('最大值'), '5');
    await user.click(screen.getByTestId('thing-model-item-submit'));
    const message = await within(drawer).findByText('最小值不能大于最大值');
    expect(message.closest('.ant-form-item')).toContainElement(within(drawer).getByLabelText('最小值'));
    expect(onChange).not.toHaveBeenCalled();

    fill(within(drawer).getByLabelText('最大值'), '50');
    await waitFor(() => expect(within(drawer).queryByText('最小值不能大于最大值')).toBeNull());
    await user.click(screen.getByTestId('thing-model-item-submit'));
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(onChange.mock.calls[0]?.[0]).toEqual({
      ...EMPTY,
      properties: [
        { identifier: 'speed', name: 'speed', accessMode: 'r', dataType: { type: 'int', specs: { min: 10, max: 50 } } },
      ],
    });
    const table = screen.getByTestId('thing-model-properties');
    expect(await within(table).findByText('int (10 ~ 50)')).toBeInTheDocument();
  });

  it('an enum without items needs at least one; a duplicate identifier names the first use', async () => {
    const user = fastUser();
    const onChange = vi.fn();
    renderInApp(<Harness initial={FULL} onChange={onChange} />);
    const drawer = await addProperty(user, 'temperature', 'enum（枚举）');
    await user.click(screen.getByTestId('thing-model-item-submit'));
    expect(await within(drawer).findByText('至少 1 项')).toBeInTheDocument();
    expect(
      within(drawer).getByText('标识符 temperature 重复（与 properties[0] 相同）').closest('.ant-form-item'),
    ).toContainElement(within(drawer).getByLabelText('标识符'));

    await user.click(within(drawer).getByTestId('enum-item-add'));
    // The new row renders after the click settles (slower on a busy machine).
    fill(await within(drawer).findByLabelText('第 1 项枚举值', {}, { timeout: 15_000 }), 'x');
    fill(within(drawer).getByLabelText('第 1 项枚举名称'), '甲');
    expect(await within(drawer).findByText('取值须为整数')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('exports the model as JSON and imports it back into an empty editor unchanged', async () => {
    const user = fastUser();
    const saved: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:model';
    });
    URL.revokeObjectURL = vi.fn();
    const first = renderInApp(<Harness initial={FULL} onChange={vi.fn()} />);
    await user.click(screen.getByTestId('thing-model-export'));
    expect(saved).toHaveLength(1);
    const text = await readText(saved[0]);
    first.unmount();

    const onChange = vi.fn();
    renderInApp(<Harness initial={EMPTY} onChange={onChange} />);
    await user.click(screen.getByTestId('thing-model-import'));
    const dialog = await findOverlay('导入物模型 JSON');
    const area = within(dialog).getByLabelText('物模型 JSON');
    fill(area, '{"properties": [');
    await user.click(within(dialog).getByRole('button', { name: '确 定' }));
    expect(await within(dialog).findByText(/^JSON 格式错误：第 1 行第 17 列/)).toBeInTheDocument();
    fill(area, '{"properties": [{"identifier": "a"}]}');
    await user.click(within(dialog).getByRole('button', { name: '确 定' }));
    expect(await within(dialog).findByText('properties[0].name: 必填')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();

    fill(area, text);
    await user.click(within(dialog).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(onChange.mock.calls[0]?.[0]).toEqual(FULL);
    const table = screen.getByTestId('thing-model-properties');
    expect(await within(table).findByText('float (-40 ~ 85, 步长 0.1, °C)')).toBeInTheDocument();
    expect(within(table).getByText('enum (0: 自动, 2: 手动)')).toBeInTheDocument();
  });

  it('adds a service with an input parameter through the parameter drawer', async () => {
    const user = fastUser();
    const onChange = vi.fn();
    renderInApp(<Harness initial={EMPTY} onChange={onChange} />);
    await user.click(screen.getByRole('tab', { name: /服务/ }));
    await user.click(await screen.findByTestId('thing-model-services-add'));
    const drawer = await findOverlay('添加服务');
    fill(within(drawer).getByLabelText('标识符'), 'setLevel');
    fill(within(drawer).getByLabelText('名称'), '设置档位');
    await user.click(within(drawer).getByTestId('input-params-add'));
    const inner = await findOverlay('添加参数');
    fill(within(inner).getByLabelText('标识符'), 'level');
    fill(within(inner).getByLabelText('名称'), '档位');
    await user.click(within(inner).getByLabelText('数据类型'));
    await user.click(await pickOption('text（字符串）'));
    await user.click(screen.getByTestId('input-params-submit'));
    expect(await within(inner).findByText('必填')).toBeInTheDocument();
    fill(within(inner).getByLabelText('数据长度'), '16');
    await user.click(screen.getByTestId('input-params-submit'));
    expect(await within(within(drawer).getByTestId('input-params')).findByText('text (长度 16)')).toBeInTheDocument();
    await user.click(screen.getByTestId('thing-model-item-submit'));
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(onChange.mock.calls[0]?.[0]).toEqual({
      ...EMPTY,
      services: [
        {
          identifier: 'setLevel',
          name: '设置档位',
          callType: 'async',
          inputData: [{ identifier: 'level', name: '档位', dataType: { type: 'text', specs: { length: 16 } } }],
          outputData: [],
        },
      ],
    });
  });

  it('read-only shows the tables without add, edit, delete or import', async () => {
    renderInApp(<ThingModelEditor value={FULL} readOnly />);
    const table = screen.getByTestId('thing-model-properties');
    expect(within(table).getByText('temperature')).toBeInTheDocument();
    expect(within(table).queryByRole('button')).toBeNull();
    expect(screen.queryByTestId('thing-model-properties-add')).toBeNull();
    expect(screen.queryByTestId('thing-model-import')).toBeNull();
    expect(screen.getByTestId('thing-model-export')).toBeInTheDocument();
  });
});
