import { IOT_MODEL_PATHS } from '@beacon/contracts/iot-model';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../lib/session-store';
import { expectToast, findOverlay, ok, renderInApp, requestsTo, setupTestServer } from '../../../test/page-test-kit';
import { FILE, VENDOR } from './third-model.test-rows';
import { ThirdModelImportButton } from './third-model-import-button';
import { ThirdModelImportDialog } from './third-model-import-dialog';

const server = setupTestServer('admin');
const IMPORT = `${IOT_MODEL_PATHS.thirdModel}/import`;

describe('third-party model import', { timeout: 60_000 }, () => {
  it('names broken text and broken rules precisely, then creates a good file', async () => {
    const user = userEvent.setup();
    server.current.routes.set(IMPORT, ok({ ...VENDOR, id: 8, name: FILE.name }));
    const onClose = vi.fn();
    renderInApp(<ThirdModelImportDialog open onClose={onClose} />);
    const dialog = await findOverlay('导入第三方物模型');
    const area = within(dialog).getByLabelText('物模型 JSON');
    const confirm = () => user.click(within(dialog).getByRole('button', { name: '确 定' }));

    fireEvent.change(area, { target: { value: '{"name": "x",\n  "manufacturer" 1}' } });
    await confirm();
    expect(await within(dialog).findByText("JSON 格式错误：第 2 行第 18 列出现意外的 '1'")).toBeInTheDocument();

    const bad = {
      ...FILE,
      properties: [{ ...FILE.properties[0], dataType: { type: 'int', specs: { min: 5, max: 1 } } }],
    };
    fireEvent.change(area, { target: { value: JSON.stringify(bad) } });
    await confirm();
    expect(
      await within(dialog).findByText('properties[0].dataType.specs.min: 最小值不能大于最大值'),
    ).toBeInTheDocument();
    expect(requestsTo(server.current, IMPORT)).toHaveLength(0);

    fireEvent.change(area, { target: { value: JSON.stringify(FILE) } });
    await confirm();
    await waitFor(() => expect(requestsTo(server.current, IMPORT, 'POST')).toHaveLength(1));
    expect(requestsTo(server.current, IMPORT)[0]?.json).toEqual({
      msgId: expect.any(String),
      ...FILE,
      description: '',
      events: [],
      services: [],
    });
    await expectToast('已导入 大华电表');
    expect(onClose).toHaveBeenCalled();
  });

  it('the toolbar button opens it for holders of the import button only', async () => {
    const user = userEvent.setup();
    const { unmount } = renderInApp(<ThirdModelImportButton />);
    await user.click(screen.getByTestId('third-model-import'));
    expect(await findOverlay('导入第三方物模型')).toBeInTheDocument();
    unmount();
    useSessionStore.setState({ menus: [] });
    renderInApp(<ThirdModelImportButton />);
    expect(screen.queryByTestId('third-model-import')).toBeNull();
  });
});
