import { DEVICE_PATH } from '@beacon/contracts/iot-device';
import { DEVICE_BUTTONS } from '@beacon/contracts/iot-device.endpoints';
import { deviceFileEndpoints } from '@beacon/contracts/iot-device-files.endpoints';
import { describe, expect, it } from 'vitest';
import type { AnyRow, RowActionSpec, ToolbarSpec } from '../../../components/page-kit/page-spec';
import { cellTagColor, cellText, columnsIn, exportColumns } from '../../../components/page-kit/spec-columns';
import { filterFields, specBody } from '../../../components/page-kit/spec-filters';
import { downloadBodyOf } from '../../../components/page-kit/spec-source';
import { ok, requestsTo, setupTestServer } from '../../../test/page-test-kit';
import { textContext } from '../../../test/text-context';
import page from './device.page';
import { CATEGORIES, METER, PROJECTS, REGION_TREE, SENSOR, STD_MODELS } from './device.test-rows';
import { deviceLookups } from './use-device-lookups';

const { spec } = page;
const lookups = deviceLookups({
  stdModels: STD_MODELS,
  thirdModels: [],
  projects: PROJECTS,
  categories: CATEGORIES,
  regions: REGION_TREE,
});
const zh = textContext('device', 'zh-CN', lookups);
const server = setupTestServer('admin');
const texts = (row: AnyRow) => columnsIn(spec, 'table').map((column) => cellText(column, row, zh));
const DATE_TIME = expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

const rowAction = (key: string): RowActionSpec<AnyRow> => {
  const action = spec.rowActions?.find((item) => ('key' in item && item.key ? item.key : item.kind) === key);
  if (!action) throw new Error(`no row action ${key}`);
  return action;
};
const bulk = (key: string): Extract<ToolbarSpec, { kind: 'bulk' }> => {
  const item = spec.toolbar?.find((entry) => typeof entry === 'object' && entry.kind === 'bulk' && entry.key === key);
  if (typeof item !== 'object' || item.kind !== 'bulk') throw new Error(`no bulk ${key}`);
  return item;
};

describe('device page', () => {
  it('is the page of /iot-device-manage/list, rows keyed by iotId', () => {
    expect(page.route).toBe('/iot-device-manage/list');
    expect(spec.rowKey).toBe('iotId');
  });

  it('names the references, shows the status as a coloured tag and the times', () => {
    expect(texts(SENSOR)).toEqual([
      '大堂温湿度',
      'th-001',
      SENSOR.iotId,
      '温湿度传感器',
      '南山花园',
      '楼栋',
      '广东省 / 深圳市 / 南山区',
      '在线',
      DATE_TIME,
      DATE_TIME,
    ]);
    // Never online: no last online time; no category.
    expect(texts(METER).slice(3, 10)).toEqual([
      '智能电表',
      '西湖园区',
      '',
      '浙江省 / 杭州市 / 西湖区',
      '已停用',
      '',
      DATE_TIME,
    ]);
    const status = columnsIn(spec, 'table').find((column) => column.key === 'status');
    expect(status && [cellTagColor(status, SENSOR), cellTagColor(status, METER)]).toEqual(['green', 'red']);
    // References the lookups do not know read as their ids.
    expect(texts({ ...SENSOR, stdModelId: 9, projectCode: 'P-X', categoryId: 99 }).slice(3, 6)).toEqual([
      '9',
      'P-X',
      '99',
    ]);
    expect(exportColumns(spec, zh).map((column) => column.header)).toContain('最后在线时间');
  });

  it('filters by name, devKey, model, project, category tree, region (any level) and status', () => {
    const fields = filterFields(spec, zh);
    expect(fields.map((field) => [field.model, field.label, field.type])).toEqual([
      ['name', '设备名称', 'text'],
      ['devKey', '设备标识', 'text'],
      ['stdModelId', '标准物模型', 'select'],
      ['projectCode', '所属项目', 'select'],
      ['categoryId', '设备分类', 'custom'],
      ['areaCode', '所属区域', 'custom'],
      ['status', '状态', 'select'],
    ]);
    expect(fields[1]).toMatchObject({ componentProps: { 'data-testid': 'device-filter-devKey' } });
    expect(fields[2]).toMatchObject({
      options: [
        { value: 1, label: '温湿度传感器' },
        { value: 2, label: '智能电表' },
      ],
    });
    expect(fields[3]).toMatchObject({ options: [{ value: 'P-SZ-001', label: '南山花园' }, expect.anything()] });
    expect(fields[6]).toMatchObject({ options: expect.arrayContaining([{ value: 'online', label: '在线' }]) });
    const filters = {
      name: '温湿度',
      devKey: 'th-',
      stdModelId: 1,
      projectCode: 'P-SZ-001',
      categoryId: 2,
      areaCode: '440300',
      status: 'online',
    };
    expect(specBody(spec)({ pageIndex: 1, pageSize: 10, filters })).toEqual({
      page_index: 1,
      page_size: 10,
      ...filters,
    });
  });

  it('exports on the server what the filters match', () => {
    expect(spec.toolbar).toContainEqual({ kind: 'download', endpoint: deviceFileEndpoints.exportDevices });
    expect(downloadBodyOf(spec, { status: 'offline', name: '' })).toEqual({ status: 'offline' });
  });

  it('offers enable to a disabled device and disable to the others, each behind the status button', async () => {
    const enable = rowAction('enable');
    const disable = rowAction('disable');
    if (enable.kind !== 'confirm' || disable.kind !== 'confirm') throw new Error('not confirm actions');
    expect([enable.visible?.(METER), enable.visible?.(SENSOR)]).toEqual([true, false]);
    expect([disable.visible?.(METER), disable.visible?.(SENSOR)]).toEqual([false, true]);
    expect([enable.button, disable.button]).toEqual([DEVICE_BUTTONS.status, DEVICE_BUTTONS.status]);
    expect(zh.t(disable.ask === 'delete' ? '' : disable.ask.content, { name: SENSOR.name })).toBe(
      '确认停用设备“大堂温湿度”吗？停用后设备不能再连接。',
    );
    server.current.routes.set(`${DEVICE_PATH}/${METER.iotId}/enable`, ok(METER));
    server.current.routes.set(`${DEVICE_PATH}/${SENSOR.iotId}/disable`, ok(SENSOR));
    await enable.call(METER);
    await disable.call(SENSOR);
    expect(requestsTo(server.current, `${DEVICE_PATH}/${METER.iotId}/enable`, 'POST')).toHaveLength(1);
    expect(requestsTo(server.current, `${DEVICE_PATH}/${SENSOR.iotId}/disable`, 'POST')).toHaveLength(1);
  });

  it('edits, resets the secret in its own dialog and deletes naming the device by iotId, behind their buttons', async () => {
    expect(spec.rowActions?.map((action) => [action.kind, 'button' in action ? action.button : undefined])).toEqual([
      ['edit', DEVICE_BUTTONS.edit],
      ['confirm', DEVICE_BUTTONS.status],
      ['confirm', DEVICE_BUTTONS.status],
      ['dialog', DEVICE_BUTTONS.resetSecret],
      ['delete', DEVICE_BUTTONS.delete],
    ]);
    const remove = rowAction('delete');
    if (remove.kind !== 'delete') throw new Error('no delete action');
    expect(remove.name(METER)).toBe('配电房电表');
    const path = `${DEVICE_PATH}/${METER.iotId}`;
    server.current.routes.set(path, ok(null));
    await remove.call(METER);
    expect(requestsTo(server.current, path, 'DELETE')).toHaveLength(1);
  });

  it('bulk actions send the selected iotIds in one batch call; devices gone are the failures', async () => {
    expect(spec.toolbar?.[0]).toEqual({ kind: 'create', button: DEVICE_BUTTONS.create });
    expect(['enable', 'disable', 'delete'].map((key) => bulk(key).button)).toEqual([
      DEVICE_BUTTONS.status,
      DEVICE_BUTTONS.status,
      DEVICE_BUTTONS.delete,
    ]);
    const disable = bulk('disable');
    expect(disable.ask === 'delete' ? '' : zh.t(disable.ask.content, { count: 2 })).toBe(
      '确认停用选中的 2 台设备吗？停用后设备不能再连接。',
    );
    const path = `${DEVICE_PATH}/batch-disable`;
    server.current.routes.set(path, ok({ changed: 1, notFound: [METER.iotId] }));
    const result = await disable.runAll?.([SENSOR, METER], {}, zh);
    expect(result).toEqual({ succeeded: 1, failed: 1, firstError: '1 台设备已不存在' });
    expect(requestsTo(server.current, path, 'POST')[0]?.json).toEqual({
      msgId: expect.any(String),
      iotIds: [SENSOR.iotId, METER.iotId],
    });
    server.current.routes.set(`${DEVICE_PATH}/batch-delete`, ok({ changed: 2, notFound: [] }));
    expect(await bulk('delete').runAll?.([SENSOR, METER], {}, zh)).toEqual({ succeeded: 2, failed: 0 });
  });
});
