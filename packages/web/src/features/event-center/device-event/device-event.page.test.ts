import type { DeviceEvent } from '@beacon/contracts/telemetry';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { cellTagColor, cellText, columnsIn, tableColumns } from '../../../components/page-kit/spec-columns';
import { filterFields, specBody } from '../../../components/page-kit/spec-filters';
import { rowHandlers, textContext } from '../../../test/text-context';
import page from './device-event.page';

const { spec } = page;
const PROJECTS = [
  { projectCode: 'P-SZ-001', projectName: '南山花园' },
  { projectCode: 'P-HZ-001', projectName: '西湖园区' },
];
const zh = textContext('deviceEvent', 'zh-CN', PROJECTS);
const en = textContext('deviceEvent', 'en-US', PROJECTS);
const AT = Date.UTC(2026, 10, 23, 6, 0, 0);
const OVERHEAT: DeviceEvent = {
  id: 9,
  iotId: 'd00000000000000000001',
  devKey: 'sensor-01',
  deviceName: 'A栋 3F 温湿度传感器 01',
  projectCode: 'P-SZ-001',
  identifier: 'overheat',
  eventName: '过热',
  eventType: 'alert',
  params: { level: 3, note: '机房' },
  occurTime: AT,
  receiveTime: AT + 1_000,
};
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const texts = (place: 'table' | 'detail' | 'export', context = zh) =>
  columnsIn(spec, place).map((column) => cellText(column, OVERHEAT, context));

describe('device events page (event center)', () => {
  it('is the page of /event-center/list with a detail drawer and an xlsx export', () => {
    expect(page.route).toBe('/event-center/list');
    expect(spec.rowActions).toEqual([{ kind: 'detail' }]);
    expect(spec.toolbar).toEqual(['export']);
  });

  it('shows time, device, project name, event, type tag and parameters; the detail and export add the device ID', () => {
    expect(tableColumns(spec, zh, rowHandlers()).map((column) => column.title)).toEqual([
      '发生时间',
      '设备名称',
      '设备Key',
      '所属项目',
      '事件',
      '事件类型',
      '参数',
      '接收时间',
      '操作',
    ]);
    expect(texts('table')).toEqual([
      expect.stringMatching(DATE_TIME),
      'A栋 3F 温湿度传感器 01',
      'sensor-01',
      '南山花园',
      '过热 (overheat)',
      '告警',
      '{"level":3,"note":"机房"}',
      expect.stringMatching(DATE_TIME),
    ]);
    const eventType = columnsIn(spec, 'table').find((column) => column.key === 'eventType');
    expect(eventType && cellTagColor(eventType, OVERHEAT)).toBe('orange');
    expect(texts('export').at(-1)).toBe('d00000000000000000001');
    expect(texts('detail')).toContain('d00000000000000000001');
    expect(texts('table', en)[5]).toBe('Alert');
  });

  it('filters by project (named), devKey, identifier, type and occurrence time, sent as from/to in epoch ms', () => {
    const fields = filterFields(spec, zh);
    expect(fields.map((field) => [field.model, field.label, field.type])).toEqual([
      ['projectCode', '所属项目', 'select'],
      ['devKey', '设备Key', 'text'],
      ['identifier', '事件标识', 'text'],
      ['eventType', '事件类型', 'select'],
      ['timeRange', '发生时间', 'datetimerange'],
    ]);
    expect(fields[0]).toMatchObject({ options: [{ value: 'P-SZ-001', label: '南山花园' }, expect.anything()] });
    expect(fields[3]).toMatchObject({
      options: [
        { value: 'info', label: '信息' },
        { value: 'alert', label: '告警' },
        { value: 'error', label: '故障' },
      ],
    });
    const body = specBody(spec)({
      pageIndex: 2,
      pageSize: 10,
      filters: {
        projectCode: 'P-HZ-001',
        devKey: 'sensor-01',
        identifier: 'overheat',
        eventType: 'error',
        timeRange: ['2026-11-01 08:00:00', '2026-11-01 09:00:00'],
      },
    });
    expect(body).toEqual({
      page_index: 2,
      page_size: 10,
      projectCode: 'P-HZ-001',
      devKey: 'sensor-01',
      identifier: 'overheat',
      eventType: 'error',
      from: dayjs('2026-11-01 08:00:00').valueOf(),
      to: dayjs('2026-11-01 09:00:00').valueOf() + 999,
    });
  });
});
