import type { WorkOrderTemplate } from '@beacon/contracts/work-order-template';
import { TEMPLATE_BUTTONS } from '@beacon/contracts/work-order-template.endpoints';
import { describe, expect, it } from 'vitest';
import { cellTagColor, cellText, columnsIn, tableColumns } from '../../../components/page-kit/spec-columns';
import { filterFields, specBody } from '../../../components/page-kit/spec-filters';
import { rowHandlers, textContext } from '../../../test/text-context';
import page from './template.page';
import { toTemplateBody } from './template-form-drawer';

const { spec } = page;
const zh = textContext('workOrderTemplate', 'zh-CN');
const TEMPLATE: WorkOrderTemplate = {
  id: 3,
  name: '设备告警处理',
  kind: 'alarm',
  formFields: [
    { model: 'cause', label: '故障原因', type: 'text', required: true },
    { model: 'result', label: '处理结果', type: 'select', required: false, options: ['已修复'] },
  ],
  defaultPriority: 'high',
  slaHours: 4,
  description: '告警自动开出的工单',
  createTime: Date.UTC(2026, 10, 23),
  updateTime: Date.UTC(2026, 10, 23),
};

describe('work order template page (ticket center)', () => {
  it('is the page of /ticket-center/list: create, edit and delete behind their buttons, export', () => {
    expect(page.route).toBe('/ticket-center/list');
    expect(spec.toolbar).toEqual([{ kind: 'create', button: TEMPLATE_BUTTONS.create }, 'export']);
    expect(spec.rowActions?.map((action) => [action.kind, 'button' in action ? action.button : undefined])).toEqual([
      ['edit', TEMPLATE_BUTTONS.edit],
      ['delete', TEMPLATE_BUTTONS.delete],
    ]);
  });

  it('shows name, kind, default priority, SLA hours, fields count and description', () => {
    expect(tableColumns(spec, zh, rowHandlers()).map((column) => column.title)).toEqual([
      '模板名称',
      '模板类型',
      '默认优先级',
      '处理时限（小时）',
      '字段数',
      '描述',
      '更新时间',
      '操作',
    ]);
    const columns = columnsIn(spec, 'table');
    expect(columns.slice(0, 6).map((column) => cellText(column, TEMPLATE, zh))).toEqual([
      '设备告警处理',
      '告警工单',
      '高',
      4,
      2,
      '告警自动开出的工单',
    ]);
    expect(columns.slice(1, 3).map((column) => cellTagColor(column, TEMPLATE))).toEqual(['red', 'orange']);
  });

  it('filters by name and kind', () => {
    const fields = filterFields(spec, zh);
    expect(fields.map((field) => [field.model, field.label, field.type])).toEqual([
      ['name', '模板名称', 'text'],
      ['kind', '模板类型', 'select'],
    ]);
    expect(fields[1]).toMatchObject({
      options: [
        { value: 'alarm', label: '告警工单' },
        { value: 'abnormal', label: '异常工单' },
        { value: 'manual', label: '人工工单' },
      ],
    });
    expect(specBody(spec)({ pageIndex: 2, pageSize: 10, filters: { name: '告警', kind: 'manual' } })).toEqual({
      page_index: 2,
      page_size: 10,
      name: '告警',
      kind: 'manual',
    });
  });

  it('sends options only with select and radio fields', () => {
    const body = toTemplateBody({
      name: 'x',
      kind: 'manual',
      defaultPriority: 'low',
      slaHours: 1,
      formFields: [
        { model: 'a', label: 'A', type: 'text', required: false, options: ['stale'] },
        { model: 'b', label: 'B', type: 'radio', required: true, options: ['是'] },
      ],
    });
    expect(body.formFields).toEqual([
      { model: 'a', label: 'A', type: 'text', required: false },
      { model: 'b', label: 'B', type: 'radio', required: true, options: ['是'] },
    ]);
    expect(body.description).toBe('');
  });
});
