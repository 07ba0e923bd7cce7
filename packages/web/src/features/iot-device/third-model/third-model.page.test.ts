import { IOT_MODEL_PATHS } from '@beacon/contracts/iot-model';
import { describe, expect, it } from 'vitest';
import { cellText, columnsIn } from '../../../components/page-kit/spec-columns';
import { filterFields, specBody } from '../../../components/page-kit/spec-filters';
import { refusalText } from '../../../lib/api-client/refusal-text';
import { ApiError } from '../../../lib/api-client/request';
import { ok, requestsTo, setupTestServer } from '../../../test/page-test-kit';
import { textContext } from '../../../test/text-context';
import page from './third-model.page';
import { VENDOR } from './third-model.test-rows';
import { ThirdModelImportButton } from './third-model-import-button';
import { THIRD_MODEL_BUTTONS } from './third-model-paths';

const { spec } = page;
const zh = textContext('thirdModel');
const server = setupTestServer('admin');
const BASE = IOT_MODEL_PATHS.thirdModel;

describe('third-party model page', () => {
  it('is the page of /iot-device-third/list', () => {
    expect(page.route).toBe('/iot-device-third/list');
  });

  it('shows the model, its vendor, protocol, size and description', () => {
    const columns = columnsIn(spec, 'table');
    expect(columns.map((column) => zh.t(column.label ?? column.key))).toEqual([
      '模型名称',
      '厂商',
      '型号',
      '接入协议',
      '属性 / 事件 / 服务',
      '描述',
      '更新时间',
    ]);
    expect(columns.map((column) => cellText(column, VENDOR, zh))).toEqual([
      '海康温湿度',
      '海康威视',
      'DS-TH100',
      'MQTT',
      '1 / 0 / 0',
      '',
      expect.stringMatching(/^2024-05-06 \d{2}:30:15$/),
    ]);
  });

  it('filters by manufacturer, model number, protocol and name', () => {
    const fields = filterFields(spec, zh);
    expect(fields.map((field) => [field.model, field.label, field.type])).toEqual([
      ['manufacturer', '厂商', 'text'],
      ['modelNumber', '型号', 'text'],
      ['protocol', '接入协议', 'select'],
      ['name', '模型名称', 'text'],
    ]);
    expect(fields[2]).toMatchObject({ options: expect.arrayContaining([{ value: 'MQTT', label: 'MQTT' }]) });
    expect(
      specBody(spec)({
        pageIndex: 1,
        pageSize: 10,
        filters: { manufacturer: '海康', modelNumber: 'DS', protocol: 'MQTT', name: '' },
      }),
    ).toEqual({ page_index: 1, page_size: 10, manufacturer: '海康', modelNumber: 'DS', protocol: 'MQTT' });
  });

  it('opens the detail; create, import, edit and delete need their buttons', () => {
    expect(spec.toolbar).toEqual([{ kind: 'create', button: THIRD_MODEL_BUTTONS.create }]);
    expect(spec.parts?.toolbar).toBe(ThirdModelImportButton);
    expect(spec.rowActions?.map((item) => [item.kind, 'button' in item ? item.button : undefined])).toEqual([
      ['link', undefined],
      ['edit', THIRD_MODEL_BUTTONS.edit],
      ['delete', THIRD_MODEL_BUTTONS.delete],
    ]);
    const detail = spec.rowActions?.[0];
    if (detail?.kind !== 'link') throw new Error('no detail link');
    expect(zh.t(detail.label ?? detail.key)).toBe('详情');
    expect(detail.to(VENDOR)).toBe('/iot-device-third/detail?id=7');
  });

  it('delete names the model and calls DELETE by id; a model an association uses is refused, saying so', async () => {
    const remove = spec.rowActions?.find((item) => item.kind === 'delete');
    if (remove?.kind !== 'delete') throw new Error('no delete action');
    expect(remove.name(VENDOR)).toBe('海康温湿度');
    server.current.routes.set(`${BASE}/7`, ok(null));
    await remove.call(VENDOR);
    expect(requestsTo(server.current, `${BASE}/7`, 'DELETE')).toHaveLength(1);

    server.current.routes.set(`${BASE}/7`, {
      status: 409,
      body: {
        code: 409,
        msg: 'id: third-party model is used by 2 association(s); delete them first',
        refusals: [{ path: 'id', reason: 'inUse', params: { holder: 'associations', count: 2 } }],
      },
    });
    const refused = await remove.call(VENDOR).catch((error: unknown) => error);
    const [refusal] = refused instanceof ApiError ? refused.refusals : [];
    expect(refusal && refusalText(refusal)).toBe('仍被 2 个模型关联使用，请先移除或删除');
  });
});
