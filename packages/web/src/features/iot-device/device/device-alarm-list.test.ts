import type { Alarm } from '@beacon/contracts/alarm';
import { describe, expect, it } from 'vitest';
import { cellTagColor, cellText, columnsIn } from '../../../components/page-kit/spec-columns';
import { filterFields } from '../../../components/page-kit/spec-filters';
import { textContext } from '../../../test/text-context';
import alarmList from './device-alarm-list';
import { useDetailDevice } from './use-detail-iot-id';

const zh = textContext('alarmEvent', 'zh-CN');
const ALARM: Alarm = {
  id: 3,
  iotId: 'd00000000000000000001',
  devKey: 'sensor-01',
  deviceName: '温湿度传感器 01',
  projectCode: 'P-SZ-001',
  source: 'event',
  sourceKey: 'fault',
  severity: 'major',
  count: 2,
  firstTime: Date.UTC(2024, 4, 7, 1, 2, 3),
  lastTime: Date.UTC(2024, 4, 7, 1, 3, 3),
  acknowledged: false,
  ackBy: null,
  ackTime: null,
  cleared: false,
  clearedBy: null,
  clearTime: null,
};

describe("the detail's alarms tab", () => {
  it("lists the detail device's alarms: time, severity, state, source, what raised it, count, last time", () => {
    const { spec } = alarmList;
    expect(spec.useScope).toBe(useDetailDevice);
    const texts = columnsIn(spec, 'table').map((column) => cellText(column, ALARM, zh));
    expect(texts.slice(1)).toEqual(['重要', '未确认', '设备事件', 'fault', 2, expect.any(String)]);
    const severity = columnsIn(spec, 'table').find((column) => column.key === 'severity');
    expect(severity && cellTagColor(severity, ALARM)).toBe('orange');
    expect(filterFields(spec, zh).map((field) => field.model)).toEqual(['severity', 'status', 'timeRange']);
  });
});
