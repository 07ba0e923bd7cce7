import { DEVICE_PATH, type Device } from '@beacon/contracts/iot-device';
import { DEVICE_BUTTONS } from '@beacon/contracts/iot-device.endpoints';
import { MASTER_DATA_PATHS } from '@beacon/contracts/project-data-management';
import { ALL_RESOURCES, buildMenuItems } from '@beacon/contracts/registry';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../lib/session-store';
import { expectToast, listA, ok, renderInApp, requestsTo, setupTestServer } from '../../../test/page-test-kit';
import DeviceCodeDownloadPage from './device-code-download-page';

const server = setupTestServer('admin');
const PDF = `${DEVICE_PATH}/code-pdf`;
const FIRST_LOAD = { timeout: 10_000 };

const device = (index: number): Device => ({
  iotId: `d00000000000000000000${index}`,
  devKey: `th-00${index}`,
  name: `传感器${index}`,
  stdModelId: 1,
  thirdModelId: null,
  projectCode: 'P-SZ-001',
  categoryId: null,
  areaCode: null,
  address: '',
  status: 'online',
  lastOnlineTime: null,
  firmware: '',
  createDate: Date.UTC(2024, 0, 1),
});

const showAt = (search: string) => {
  server.current.routes.set(
    `${MASTER_DATA_PATHS.project}/list`,
    ok([{ projectCode: 'P-SZ-001', projectName: '南山花园' }]),
  );
  server.current.routes.set(PDF, {
    body: Buffer.from('%PDF-1.7'),
    headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="device-codes.pdf"' },
  });
  const router = createMemoryRouter([{ path: '/pdf/device-code-download', Component: DeviceCodeDownloadPage }], {
    initialEntries: [`/pdf/device-code-download${search}`],
  });
  renderInApp(<RouterProvider router={router} />);
};

const saved: string[] = [];
beforeAll(() => {
  // jsdom has no object URLs or downloads: record the file name the link would save.
  URL.createObjectURL = () => 'blob:test';
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});

describe('device code download', { timeout: 120_000 }, () => {
  it('a filter: shows how many devices match and the first rows, then posts the filter for the PDF', async () => {
    const user = userEvent.setup({ delay: null });
    server.current.routes.set(`${DEVICE_PATH}/page`, {
      body: { ...listA([device(1), device(2)]).body, result: { items: [device(1), device(2)], total_count: 42 } },
    });
    showAt('?status=online&stdModelId=1');
    expect(await screen.findByText('当前筛选条件匹配 42 台设备', {}, FIRST_LOAD)).toBeInTheDocument();
    const preview = screen.getByTestId('device-code-preview');
    expect(await within(preview).findAllByText('南山花园', {}, FIRST_LOAD)).toHaveLength(2);
    expect(within(preview).getByText('th-002').closest('tr')).toHaveTextContent('传感器2');
    expect(requestsTo(server.current, `${DEVICE_PATH}/page`)[0]?.json).toMatchObject({
      status: 'online',
      stdModelId: 1,
      page_index: 1,
    });
    await user.click(screen.getByTestId('device-code-generate'));
    await waitFor(() => expect(requestsTo(server.current, PDF, 'POST')).toHaveLength(1), FIRST_LOAD);
    expect(requestsTo(server.current, PDF)[0]?.json).toEqual({
      msgId: expect.any(String),
      filter: { status: 'online', stdModelId: 1 },
    });
    await expectToast('PDF 已下载');
    expect(saved).toContain('device-codes.pdf');
  });

  it('a selection: counts the ids, shows their devices and posts the ids', async () => {
    const user = userEvent.setup({ delay: null });
    server.current.routes.set(`${DEVICE_PATH}/${device(1).iotId}`, ok({ ...device(1), deviceSecret: 's' }));
    server.current.routes.set(`${DEVICE_PATH}/${device(2).iotId}`, ok({ ...device(2), deviceSecret: 's' }));
    showAt(`?iotIds=${device(1).iotId},${device(2).iotId}`);
    expect(await screen.findByText('已选择 2 台设备', {}, FIRST_LOAD)).toBeInTheDocument();
    expect(await screen.findByText('传感器2', {}, FIRST_LOAD)).toBeInTheDocument();
    await user.click(screen.getByTestId('device-code-generate'));
    await waitFor(() => expect(requestsTo(server.current, PDF, 'POST')).toHaveLength(1), FIRST_LOAD);
    expect(requestsTo(server.current, PDF)[0]?.json).toEqual({
      msgId: expect.any(String),
      iotIds: [device(1).iotId, device(2).iotId],
    });
  });

  it('without the download button: explains it and offers no generate button', async () => {
    useSessionStore.setState({
      menus: buildMenuItems('full', new Set(ALL_RESOURCES.filter((id) => id !== DEVICE_BUTTONS.codePdf))),
    });
    server.current.routes.set(`${DEVICE_PATH}/${device(1).iotId}`, ok({ ...device(1), deviceSecret: 's' }));
    showAt(`?iotIds=${device(1).iotId}`);
    expect(await screen.findByTestId('device-code-no-permission', {}, FIRST_LOAD)).toHaveTextContent('下载设备码');
    expect(await screen.findByText('传感器1', {}, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.queryByTestId('device-code-generate')).toBeNull();
    expect(requestsTo(server.current, PDF)).toHaveLength(0);
  });

  it('refuses a malformed query without calling the server', async () => {
    showAt('?status=sleeping');
    expect(await screen.findByText(/status/, {}, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.queryByTestId('device-code-generate')).toBeNull();
    expect(server.current.seen).toHaveLength(0);
  });
});
