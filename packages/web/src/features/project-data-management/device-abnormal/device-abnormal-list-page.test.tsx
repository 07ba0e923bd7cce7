import { DEVICE_ABNORMAL_PATH, type DeviceAbnormal } from '@beacon/contracts/device-abnormal';
import { MASTER_DATA_PATHS } from '@beacon/contracts/project-data-management';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { findRow, listA, ok, pickOption, renderInApp, requestsTo, setupTestServer } from '../../../test/page-test-kit';
import { deviceAbnormalPageBody } from './device-abnormal-filters';
import DeviceAbnormalListPage from './device-abnormal-list-page';

// The machine may be busy: the first rows get longer than the default second to show.
const FIRST_LOAD = { timeout: 10_000 };
const firstRow = async (text: string) => {
  await screen.findByText(text, { selector: 'td, td *' }, FIRST_LOAD);
  return findRow(text);
};

const server = setupTestServer('admin');
const PAGE = `${DEVICE_ABNORMAL_PATH}/page`;
const AT = Date.UTC(2026, 10, 23, 6, 0, 0);

const RECORDS: DeviceAbnormal[] = [
  {
    id: 7,
    iotId: 'iot-0001',
    devKey: 'sensor-01',
    projectCode: 'P-SZ-001',
    type: 'out_of_range',
    attrKey: 'temperature',
    value: '999',
    status: 'open',
    openTime: AT,
    recoverTime: null,
  },
  {
    id: 6,
    iotId: 'iot-0002',
    devKey: 'meter-02',
    projectCode: 'P-HZ-001',
    type: 'offline',
    attrKey: '',
    value: '',
    status: 'recovered',
    openTime: AT - 3_600_000,
    recoverTime: AT - 60_000,
  },
];

const showList = () => {
  server.current.routes.set(
    `${MASTER_DATA_PATHS.project}/list`,
    ok([
      { projectCode: 'P-SZ-001', projectName: '南山花园' },
      { projectCode: 'P-HZ-001', projectName: '西湖园区' },
    ]),
  );
  server.current.routes.set(PAGE, listA(RECORDS));
  renderInApp(<DeviceAbnormalListPage />);
};

describe('abnormal records', { timeout: 60_000 }, () => {
  it('shows device, project name, type, value and status tags with open and recover times', async () => {
    showList();
    const open = await firstRow('sensor-01');
    expect(await within(open).findByText('南山花园')).toBeInTheDocument();
    expect(within(open).getByText('数值越界')).toBeInTheDocument();
    expect(within(open).getByText('999')).toBeInTheDocument();
    expect(within(open).getByText('未恢复').closest('.ant-tag')).toHaveClass('ant-tag-red');
    expect(within(open).getAllByText('--')).toHaveLength(1);
    const recovered = await firstRow('meter-02');
    expect(within(recovered).getByText('离线超时')).toBeInTheDocument();
    expect(within(recovered).getByText('已恢复').closest('.ant-tag')).toHaveClass('ant-tag-green');
    expect(within(recovered).getAllByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)).toHaveLength(2);
  });

  it('filters by project, type and status: the request body carries them', async () => {
    const user = userEvent.setup();
    showList();
    await firstRow('sensor-01');
    const filters = screen.getByTestId('filter-bar');
    await user.click(within(filters).getByLabelText('所属项目'));
    await user.click(await pickOption('西湖园区'));
    await user.click(within(filters).getByLabelText('异常类型'));
    await user.click(await pickOption('数值不变'));
    await user.click(within(filters).getByLabelText('状态'));
    await user.click(await pickOption('已恢复'));
    await user.click(within(filters).getByRole('button', { name: /查询/ }));
    await waitFor(() => expect(requestsTo(server.current, PAGE)).toHaveLength(2));
    expect(requestsTo(server.current, PAGE)[1]?.json).toEqual({
      msgId: expect.any(String),
      page_index: 1,
      page_size: 10,
      projectCode: 'P-HZ-001',
      type: 'stuck',
      status: 'recovered',
    });
  });

  it('sends the time range as from/to in epoch ms', () => {
    const body = deviceAbnormalPageBody({
      pageIndex: 1,
      pageSize: 10,
      filters: { timeRange: ['2026-11-01 08:00:00', '2026-11-01 09:00:00'], status: 'open' },
    });
    expect(body).toMatchObject({
      status: 'open',
      from: dayjs('2026-11-01 08:00:00').valueOf(),
      to: dayjs('2026-11-01 09:00:00').valueOf() + 999,
    });
  });
});
