import { DEVICE_BUTTONS } from '@beacon/contracts/iot-device.endpoints';
import { ALL_RESOURCES, buildMenuItems } from '@beacon/contracts/registry';
import { fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ListQuery } from '../../../components/list-page/list-state';
import { useSessionStore } from '../../../lib/session-store';
import { findOverlay, renderInApp, setupTestServer } from '../../../test/page-test-kit';
import { METER, SENSOR } from './device.test-rows';
import { DeviceToolbar } from './device-toolbar';

setupTestServer('admin');
const QUERY: ListQuery = { pageIndex: 1, pageSize: 10, filters: { status: 'online', name: '' } };

const showToolbar = (selectedRows: (typeof SENSOR)[]) => {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        Component: () => <DeviceToolbar query={QUERY} selectedRows={selectedRows} reload={() => undefined} />,
      },
      { path: '*', Component: () => null },
    ],
    { initialEntries: ['/'] },
  );
  renderInApp(<RouterProvider router={router} />);
  return router;
};

describe('device toolbar', { timeout: 30_000 }, () => {
  it('prints the QR labels of the filtered devices when none is selected', async () => {
    const router = showToolbar([]);
    const print = await screen.findByTestId('device-print-codes');
    expect(print).toHaveTextContent('打印当前筛选结果的二维码');
    fireEvent.click(print);
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/pdf/device-code-download?status=online',
    );
  });

  it('prints the QR labels of the selected devices', async () => {
    const router = showToolbar([SENSOR, METER]);
    const print = await screen.findByTestId('device-print-codes');
    expect(print).toHaveTextContent('打印选中设备的二维码');
    fireEvent.click(print);
    expect(router.state.location.search).toBe(`?iotIds=${SENSOR.iotId}%2C${METER.iotId}`);
  });

  it('offers the QR labels only to a role with the download button; import opens its drawer', async () => {
    useSessionStore.setState({
      menus: buildMenuItems('full', new Set(ALL_RESOURCES.filter((id) => id !== DEVICE_BUTTONS.codePdf))),
    });
    showToolbar([]);
    fireEvent.click(await screen.findByTestId('device-import'));
    expect(await findOverlay('导入设备')).toBeInTheDocument();
    expect(screen.queryByTestId('device-print-codes')).toBeNull();
    expect(screen.getByTestId('device-categories')).toBeInTheDocument();
  });
});
