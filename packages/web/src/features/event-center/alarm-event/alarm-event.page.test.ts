import type { Alarm } from '@beacon/contracts/alarm';
import { ALARM_BUTTONS } from '@beacon/contracts/alarm.endpoints';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { ToolbarSpec } from '../../../components/page-kit/page-spec';
import { cellTagColor, cellText, columnsIn, tableColumns } from '../../../components/page-kit/spec-columns';
import { filterFields, specBody } from '../../../components/page-kit/spec-filters';
import { ok, requestsTo, setupTestServer } from '../../../test/page-test-kit';
import { rowHandlers, textContext } from '../../../test/text-context';
import page from './alarm-event.page';
import { commentText } from './alarm-texts';

const { spec } = page;
const PROJECTS = [
  { projectCode: 'P-SZ-001', projectName: '南山花园' },
  { projectCode: 'P-HZ-001', projectName: '西湖园区' },
];
const zh = textContext('alarmEvent', 'zh-CN', PROJECTS);
const en = textContext('alarmEvent', 'en-US', PROJECTS);
const AT = Date.UTC(2026, 10, 23, 6, 0, 0);
const HOT: Alarm = {
  id: 7,
  iotId: 'd00000000000000000001',
  devKey: 'sensor-01',
  deviceName: 'A栋 3F 温湿度传感器 01',
  projectCode: 'P-SZ-001',
  source: 'rule',
  sourceKey: 'hot',
  severity: 'critical',
  count: 3,
  firstTime: AT,
  lastTime: AT + 60_000,
  acknowledged: true,
  ackBy: 'admin',
  ackTime: AT + 120_000,
  cleared: true,
  clearedBy: 'system',
  clearTime: AT + 180_000,
};
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const texts = (place: 'table' | 'detail' | 'export', context = zh) =>
  columnsIn(spec, place).map((column) => cellText(column, HOT, context));
const server = setupTestServer('admin');
const bulk = (key: string): Extract<ToolbarSpec, { kind: 'bulk' }> => {
  const found = spec.toolbar?.find((item) => typeof item === 'object' && item.kind === 'bulk' && item.key === key);
  if (!found || typeof found !== 'object' || found.kind !== 'bulk') throw new Error(`no bulk ${key}`);
  return found as Extract<ToolbarSpec, { kind: 'bulk' }>;
};

describe('alarm page (event center)', () => {
  it('is the page of /alarm-event/list: detail, ack and clear asked, comments drawer; bulk ack/clear and export', () => {
    expect(page.route).toBe('/alarm-event/list');
    expect(spec.rowActions?.map((action) => ('key' in action ? action.key : action.kind))).toEqual([
      'detail',
      'ack',
      'clear',
      'comments',
    ]);
    const ack = spec.rowActions?.find((action) => 'key' in action && action.key === 'ack');
    expect(ack && 'button' in ack && ack.button).toBe(ALARM_BUTTONS.ack);
    expect(ack && 'visible' in ack && ack.visible?.(HOT)).toBe(false);
    expect(ack && 'visible' in ack && ack.visible?.({ ...HOT, acknowledged: false })).toBe(true);
    expect(
      spec.toolbar?.map((item) => (typeof item === 'string' ? item : 'key' in item ? item.key : item.kind)),
    ).toEqual(['ack', 'clear', 'export']);
  });

  it('shows time, severity, state, device, project, source and what raised it, count; the detail adds who and when', () => {
    expect(tableColumns(spec, zh, rowHandlers()).map((column) => column.title)).toEqual([
      '告警时间',
      '告警级别',
      '告警状态',
      '设备名称',
      '设备Key',
      '所属项目',
      '告警来源',
      '告警对象',
      '次数',
      '最近发生',
      '操作',
    ]);
    expect(texts('table')).toEqual([
      expect.stringMatching(DATE_TIME),
      '紧急',
      '已清除',
      'A栋 3F 温湿度传感器 01',
      'sensor-01',
      '南山花园',
      '告警规则',
      'hot',
      3,
      expect.stringMatching(DATE_TIME),
    ]);
    const severity = columnsIn(spec, 'table').find((column) => column.key === 'severity');
    expect(severity && cellTagColor(severity, HOT)).toBe('red');
    expect(texts('detail')).toEqual(expect.arrayContaining(['admin', '系统', 'd00000000000000000001']));
    expect(texts('export', en)).toEqual(
      expect.arrayContaining(['Critical', 'Cleared, acknowledged', 'Alarm rule', 'System']),
    );
  });

  it('filters by project, devKey, severity, state, source and raised time, sent as from/to in epoch ms', () => {
    const fields = filterFields(spec, zh);
    expect(fields.map((field) => [field.model, field.label, field.type])).toEqual([
      ['projectCode', '所属项目', 'select'],
      ['devKey', '设备Key', 'text'],
      ['severity', '告警级别', 'select'],
      ['status', '告警状态', 'select'],
      ['source', '告警来源', 'select'],
      ['timeRange', '告警时间', 'datetimerange'],
    ]);
    expect(fields[3]).toMatchObject({
      options: [
        { value: 'active_unack', label: '未确认' },
        { value: 'active_ack', label: '已确认' },
        { value: 'cleared_unack', label: '已清除未确认' },
        { value: 'cleared_ack', label: '已清除' },
      ],
    });
    const body = specBody(spec)({
      pageIndex: 1,
      pageSize: 10,
      filters: {
        severity: 'critical',
        status: 'active_unack',
        timeRange: ['2026-11-01 08:00:00', '2026-11-01 09:00:00'],
      },
    });
    expect(body).toEqual({
      page_index: 1,
      page_size: 10,
      severity: 'critical',
      status: 'active_unack',
      from: dayjs('2026-11-01 08:00:00').valueOf(),
      to: dayjs('2026-11-01 09:00:00').valueOf() + 999,
    });
  });

  it('acknowledges in bulk by one batch call and names the first failure in the operator language', async () => {
    const path = '/api/v1/iothub/alarm/batch-ack';
    server.current.routes.set(path, ok({ succeeded: [7], failed: [{ id: 8, reason: 'alarmAlreadyAcknowledged' }] }));
    const result = await bulk('ack').runAll?.([HOT, { ...HOT, id: 8 }], {}, zh);
    expect(result).toEqual({ succeeded: 1, failed: 1, firstError: '告警已确认' });
    expect(requestsTo(server.current, path, 'POST')[0]?.json).toEqual({ msgId: expect.any(String), ids: [7, 8] });
  });

  it('shows system comments as their transition in the operator language, operator comments as written', () => {
    expect(commentText(zh.t, { text: 'recovered', system: true })).toBe('条件恢复，自动清除');
    expect(commentText(en.t, { text: 'acknowledged', system: true })).toBe('Alarm acknowledged');
    expect(commentText(zh.t, { text: 'recovered', system: false })).toBe('recovered');
  });
});
