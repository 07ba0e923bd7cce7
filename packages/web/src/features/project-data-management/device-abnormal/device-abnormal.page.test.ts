import type { DeviceAbnormal } from '@beacon/contracts/device-abnormal';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { cellTagColor, cellText, columnsIn, tableColumns } from '../../../components/page-kit/spec-columns';
import { filterFields, specBody } from '../../../components/page-kit/spec-filters';
import { rowHandlers, textContext } from '../../../test/text-context';
import { AbnormalSettingsButton } from './abnormal-settings-button';
import page from './device-abnormal.page';

const { spec } = page;
const PROJECTS = [
  { projectCode: 'P-SZ-001', projectName: '南山花园' },
  { projectCode: 'P-HZ-001', projectName: '西湖园区' },
];
const zh = textContext('deviceAbnormal', 'zh-CN', PROJECTS);
const AT = Date.UTC(2026, 10, 23, 6, 0, 0);
const OPEN: DeviceAbnormal = {
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
};
const RECOVERED: DeviceAbnormal = {
  ...OPEN,
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
};
const texts = (row: DeviceAbnormal) => columnsIn(spec, 'table').map((column) => cellText(column, row, zh));
const colours = (key: string, row: DeviceAbnormal) => {
  const column = columnsIn(spec, 'table').find((item) => item.key === key);
  return column && cellTagColor(column, row);
};
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

describe('abnormal records page', () => {
  it('is the page of /data-manage/device-abnormal/device-abnormal; 检测设置 is its toolbar part', () => {
    expect(page.route).toBe('/data-manage/device-abnormal/device-abnormal');
    expect(spec.parts?.toolbar).toBe(AbnormalSettingsButton);
  });

  it('shows device, project name, type, value and status tags with open and recover times', () => {
    expect(tableColumns(spec, zh, rowHandlers()).map((column) => column.title)).toEqual([
      '设备ID',
      '设备Key',
      '所属项目',
      '异常类型',
      '属性标识',
      '异常值',
      '状态',
      '发生时间',
      '恢复时间',
    ]);
    expect(texts(OPEN)).toEqual([
      'iot-0001',
      'sensor-01',
      '南山花园',
      '数值越界',
      'temperature',
      '999',
      '未恢复',
      expect.stringMatching(DATE_TIME),
      // Not recovered yet: empty (the table shows an empty cell as "--").
      '',
    ]);
    expect(texts(RECOVERED).slice(2, 9)).toEqual([
      '西湖园区',
      '离线超时',
      '',
      '',
      '已恢复',
      expect.stringMatching(DATE_TIME),
      expect.stringMatching(DATE_TIME),
    ]);
    expect([colours('type', OPEN), colours('status', OPEN), colours('status', RECOVERED)]).toEqual([
      'red',
      'red',
      'green',
    ]);
    // A project the choices do not know reads as its code.
    expect(texts({ ...OPEN, projectCode: 'P-XX-009' })[2]).toBe('P-XX-009');
  });

  it('filters by project (searchable, named), type, status and open time', () => {
    const fields = filterFields(spec, zh);
    expect(fields.map((field) => [field.model, field.label, field.type])).toEqual([
      ['projectCode', '所属项目', 'select'],
      ['type', '异常类型', 'select'],
      ['status', '状态', 'select'],
      ['timeRange', '发生时间', 'datetimerange'],
    ]);
    expect(fields[0]).toMatchObject({
      componentProps: { showSearch: { optionFilterProp: 'label' } },
      options: [
        { value: 'P-SZ-001', label: '南山花园' },
        { value: 'P-HZ-001', label: '西湖园区' },
      ],
    });
    expect(fields[1]).toMatchObject({ options: expect.arrayContaining([{ value: 'stuck', label: '数值不变' }]) });
    expect(fields[2]).toMatchObject({
      options: [
        { value: 'open', label: '未恢复' },
        { value: 'recovered', label: '已恢复' },
      ],
    });
  });

  it('sends project, type, status and the time range as from/to in epoch ms, the end second included', () => {
    const body = specBody(spec)({
      pageIndex: 1,
      pageSize: 10,
      filters: {
        projectCode: 'P-HZ-001',
        type: 'stuck',
        status: 'recovered',
        timeRange: ['2026-11-01 08:00:00', '2026-11-01 09:00:00'],
      },
    });
    expect(body).toEqual({
      page_index: 1,
      page_size: 10,
      projectCode: 'P-HZ-001',
      type: 'stuck',
      status: 'recovered',
      from: dayjs('2026-11-01 08:00:00').valueOf(),
      to: dayjs('2026-11-01 09:00:00').valueOf() + 999,
    });
  });
});
