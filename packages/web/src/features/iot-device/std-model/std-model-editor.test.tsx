import { IOT_MODEL_PATHS } from '@beacon/contracts/iot-model';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  expectToast,
  findOverlay,
  ok,
  pickOption,
  renderInApp,
  requestsTo,
  setupTestServer,
} from '../../../test/page-test-kit';
import { CATEGORIES, DOMAINS, GROUPS, SENSOR } from './std-model.test-rows';
import { StdModelEditor } from './std-model-detail-page';

const server = setupTestServer('admin');
const { stdModel: BASE, productGroup: GROUP, deviceCategory, domainModel } = IOT_MODEL_PATHS;

// The loaded model's editor alone, as its detail route shows it (the route's loading is the kit's).
const showEditor = () => {
  server.current.routes.set(`${BASE}/update`, ok({ ...SENSOR, updateDate: SENSOR.updateDate + 1 }));
  server.current.routes.set(`${GROUP}/list`, ok(GROUPS));
  server.current.routes.set(`${deviceCategory}/list`, ok(CATEGORIES));
  server.current.routes.set(`${domainModel}/list`, ok(DOMAINS));
  renderInApp(
    <MemoryRouter>
      <StdModelEditor stdModel={SENSOR} />
    </MemoryRouter>,
  );
};

describe('standard model editor', { timeout: 60_000 }, () => {
  it('shows the fields with their names, edits the alarm rules, then saves everything with PUT update', async () => {
    const user = userEvent.setup();
    showEditor();
    const detail = screen.getByTestId('std-model-detail');
    expect(within(detail).getByText('温湿度传感器 (th-sensor)')).toBeInTheDocument();
    expect(await within(detail).findByText('园区 / 一号楼')).toBeInTheDocument();
    expect(await within(detail).findByText('环境感知 (env-sense)')).toBeInTheDocument();
    expect(within(screen.getByTestId('thing-model-properties')).getByText('temperature')).toBeInTheDocument();
    expect(screen.getByTestId('std-model-save')).toBeDisabled();

    await user.click(screen.getByRole('tab', { name: /告警规则/ }));
    await user.click(await screen.findByTestId('alarm-rule-add'));
    const dialog = await findOverlay('添加告警规则');
    await user.click(within(dialog).getByLabelText('属性'));
    await user.click(await pickOption('湿度 (humidity)'));
    fireEvent.change(within(dialog).getByLabelText('阈值'), { target: { value: '90' } });
    fireEvent.change(within(dialog).getByLabelText('持续时间（秒）'), { target: { value: '60' } });
    await user.click(within(dialog).getByRole('button', { name: '确 定' }));
    expect(await within(screen.getByTestId('alarm-rules')).findByText('湿度 (humidity)')).toBeInTheDocument();

    await user.click(screen.getByTestId('std-model-save'));
    await waitFor(() => expect(requestsTo(server.current, `${BASE}/update`, 'PUT')).toHaveLength(1));
    expect(requestsTo(server.current, `${BASE}/update`)[0]?.json).toEqual({
      msgId: expect.any(String),
      id: 1,
      name: SENSOR.name,
      groupId: 1,
      categoryId: 11,
      protocol: 'MQTT',
      domainModelId: 5,
      description: '',
      properties: SENSOR.properties,
      events: SENSOR.events,
      services: [],
      alarmRules: [
        ...SENSOR.alarmRules,
        { property: 'humidity', condition: '>', value: 90, durationSeconds: 60, severity: 'major' },
      ],
    });
    await expectToast('保存成功');
  });
});
