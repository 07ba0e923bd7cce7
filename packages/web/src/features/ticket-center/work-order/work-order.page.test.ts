import { WORK_ORDER_BUTTONS } from '@beacon/contracts/work-order.endpoints';
import { WORK_ORDER_STATUSES } from '@beacon/contracts/work-order-states';
import type { FormField } from '@beacon/contracts/work-order-template';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { cellTagColor, cellText, columnsIn, tableColumns } from '../../../components/page-kit/spec-columns';
import { filterFields, specBody } from '../../../components/page-kit/spec-filters';
import { rowHandlers, textContext } from '../../../test/text-context';
import { toFormValues } from './resolve-fields';
import page from './work-order.page';
import { IN_PROGRESS, inState } from './work-order.test-rows';

const { spec } = page;
const LOOKUPS = {
  projects: [{ projectCode: 'P-SZ-001', projectName: '南山花园' }],
  accounts: [{ id: 5, label: '张工 (zhang)' }],
};
const zh = textContext('workOrder', 'zh-CN', LOOKUPS);
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const column = (key: string) => {
  const found = columnsIn(spec, 'table').find((item) => item.key === key);
  if (!found) throw new Error(`no column ${key}`);
  return found;
};
/** The row actions a row offers (visible ones), by key, with the buttons they need. */
const offered = (row: typeof IN_PROGRESS) =>
  (spec.rowActions ?? [])
    .filter((action) => !('visible' in action) || action.visible === undefined || action.visible(row))
    .map((action) => ('key' in action ? action.key : action.kind));

describe('work order page (ticket center)', () => {
  it('is the page of /workOrder/list with create behind its button and export', () => {
    expect(page.route).toBe('/workOrder/list');
    expect(spec.toolbar).toEqual([{ kind: 'create', button: WORK_ORDER_BUTTONS.create }, 'export']);
    for (const action of spec.rowActions ?? []) {
      if ('key' in action && action.key !== 'detail')
        expect(action.button).toBe(`TicketCenter.workOrder:${action.key}`);
    }
  });

  it('shows number, title, project name, devKey, priority, status, assignee, deadline, overdue and create time', () => {
    expect(tableColumns(spec, zh, rowHandlers()).map((item) => item.title)).toEqual([
      '工单编号',
      '工单标题',
      '所属项目',
      '设备Key',
      '优先级',
      '工单状态',
      '处理人',
      '截止时间',
      '是否超时',
      '创建时间',
      '操作',
    ]);
    expect(columnsIn(spec, 'table').map((item) => cellText(item, IN_PROGRESS, zh))).toEqual([
      'WO-20261123-0001',
      'A栋 3F 温度过高',
      '南山花园',
      'sensor-01',
      '紧急',
      '处理中',
      '张工',
      expect.stringMatching(DATE_TIME),
      '已超时',
      expect.stringMatching(DATE_TIME),
    ]);
    expect(cellText(column('overdue'), inState('new'), zh)).toBe('');
    expect(cellText(column('devKey'), { ...IN_PROGRESS, devKey: null }, zh)).toBe('');
    expect(cellTagColor(column('priority'), IN_PROGRESS)).toBe('red');
    expect(cellTagColor(column('priority'), { ...IN_PROGRESS, priority: 'low' })).toBe('default');
    expect(cellTagColor(column('status'), IN_PROGRESS)).toBe('orange');
    expect(cellTagColor(column('status'), inState('resolved'))).toBe('green');
    const statuses = WORK_ORDER_STATUSES.map((status) => cellText(column('status'), inState(status), zh));
    expect(statuses).toEqual(['新建', '已指派', '处理中', '挂起', '已解决', '已关闭', '已取消']);
  });

  it('filters by mine, number, status, priority, project, assignee, overdue and created time', () => {
    const fields = filterFields(spec, zh);
    expect(fields.map((field) => [field.model, field.label, field.type])).toEqual([
      ['mine', '我的工单', 'custom'],
      ['number', '工单编号', 'text'],
      ['status', '工单状态', 'select'],
      ['priority', '优先级', 'select'],
      ['projectCode', '所属项目', 'select'],
      ['assigneeAccountId', '处理人', 'select'],
      ['overdue', '是否超时', 'custom'],
      ['timeRange', '创建时间', 'datetimerange'],
    ]);
    expect(fields[3]).toMatchObject({
      options: [
        { value: 'low', label: '低' },
        { value: 'medium', label: '中' },
        { value: 'high', label: '高' },
        { value: 'urgent', label: '紧急' },
      ],
    });
    expect(fields[5]).toMatchObject({ options: [{ value: 5, label: '张工 (zhang)' }] });
    const body = specBody(spec)({
      pageIndex: 1,
      pageSize: 10,
      filters: {
        mine: true,
        status: 'on_hold',
        assigneeAccountId: 5,
        overdue: false,
        timeRange: ['2026-11-01 08:00:00', '2026-11-01 09:00:00'],
      },
    });
    expect(body).toEqual({
      page_index: 1,
      page_size: 10,
      mine: true,
      status: 'on_hold',
      assigneeAccountId: 5,
      overdue: false,
      from: dayjs('2026-11-01 08:00:00').valueOf(),
      to: dayjs('2026-11-01 09:00:00').valueOf() + 999,
    });
  });

  it('offers each state only the transitions the state machine allows', () => {
    expect(offered(inState('new'))).toEqual(['detail', 'assign', 'cancel']);
    expect(offered(inState('assigned'))).toEqual(['detail', 'start', 'assign', 'cancel']);
    expect(offered(inState('in_progress'))).toEqual(['detail', 'assign', 'hold', 'resolve', 'cancel']);
    expect(offered(inState('on_hold'))).toEqual(['detail', 'assign', 'resume', 'cancel']);
    expect(offered(inState('resolved'))).toEqual(['detail', 'close']);
    expect(offered(inState('closed'))).toEqual(['detail']);
    expect(offered(inState('cancelled'))).toEqual(['detail']);
  });

  it('sends only the template fields that were filled in as formValues', () => {
    const fields: FormField[] = [
      { model: 'cause', label: '原因', type: 'select', required: true, options: ['老化'] },
      { model: 'note', label: '说明', type: 'textarea', required: false },
      { model: 'replaced', label: '已更换', type: 'switch', required: false },
    ];
    expect(toFormValues(fields, { cause: '老化', note: '', replaced: false, other: 1 })).toEqual({
      cause: '老化',
      replaced: false,
    });
  });
});
