import type { WorkOrderRule } from '@beacon/contracts/work-order-rule';
import { RULE_BUTTONS } from '@beacon/contracts/work-order-rule.endpoints';
import { describe, expect, it } from 'vitest';
import { cellTagColor, cellText, columnsIn, tableColumns } from '../../../components/page-kit/spec-columns';
import { filterFields, specBody } from '../../../components/page-kit/spec-filters';
import { rowHandlers, textContext } from '../../../test/text-context';
import page from './rule.page';
import { ruleBody, ruleToValues } from './rule-form-values';

const { spec } = page;
const LOOKUPS = {
  projects: [
    { projectCode: 'P-SZ-001', projectName: '南山花园' },
    { projectCode: 'P-HZ-001', projectName: '西湖园区' },
  ],
  accounts: [{ id: 5, label: '张工 (zhang)' }],
  roles: [{ id: 2, name: '运维', code: 'ops', assignable: true }],
};
const zh = textContext('workOrderRule', 'zh-CN', LOOKUPS);
const RULE: WorkOrderRule = {
  id: 4,
  name: '高温告警转工单',
  minSeverity: 'major',
  source: 'rule',
  sourceKey: 'hot',
  projectCodes: ['P-SZ-001', 'P-HZ-001'],
  templateId: 3,
  templateName: '设备告警处理',
  assigneeAccountId: null,
  assigneeRoleId: 2,
  priority: 'high',
  autoResolve: true,
  enabled: false,
  createTime: Date.UTC(2026, 10, 23),
  updateTime: Date.UTC(2026, 10, 23),
};
const column = (key: string) => {
  const found = columnsIn(spec, 'table').find((item) => item.key === key);
  if (!found) throw new Error(`no column ${key}`);
  return found;
};

describe('work order rule page (ticket center)', () => {
  it('is the page of /work-order-rule/list: test, edit and delete; create behind its button, export', () => {
    expect(page.route).toBe('/work-order-rule/list');
    expect(spec.rowActions?.map((action) => ('key' in action && action.key ? action.key : action.kind))).toEqual([
      'test',
      'edit',
      'delete',
    ]);
    expect(spec.rowActions?.map((action) => ('button' in action ? action.button : undefined))).toEqual([
      undefined,
      RULE_BUTTONS.edit,
      RULE_BUTTONS.delete,
    ]);
    expect(spec.toolbar).toEqual([{ kind: 'create', button: RULE_BUTTONS.create }, 'export']);
  });

  it('shows the severity floor, source, projects, template, assignee, priority, autoResolve and state', () => {
    expect(tableColumns(spec, zh, rowHandlers()).map((item) => item.title)).toEqual([
      '规则名称',
      '最低告警级别',
      '告警来源',
      '告警对象',
      '适用项目',
      '工单模板',
      '处理人',
      '优先级',
      '告警恢复自动解决',
      '启用状态',
      '操作',
    ]);
    expect(columnsIn(spec, 'table').map((item) => cellText(item, RULE, zh))).toEqual([
      '高温告警转工单',
      '重要',
      '告警规则',
      'hot',
      '南山花园, 西湖园区',
      '设备告警处理',
      '角色: 运维',
      '高',
      '是',
      '停用',
    ]);
    const anyone = { ...RULE, projectCodes: [], sourceKey: null, assigneeRoleId: null, assigneeAccountId: 5 };
    expect(['projectCodes', 'sourceKey', 'assigneeAccountId'].map((key) => cellText(column(key), anyone, zh))).toEqual([
      '全部项目',
      '',
      '张工 (zhang)',
    ]);
    expect(cellTagColor(column('minSeverity'), RULE)).toBe('orange');
    expect(cellTagColor(column('enabled'), RULE)).toBe('default');
    expect(cellTagColor(column('enabled'), { ...RULE, enabled: true })).toBe('green');
  });

  it('filters by name, source and enabled (a yes/no choice sent as a boolean)', () => {
    const fields = filterFields(spec, zh);
    expect(fields.map((field) => [field.model, field.label, field.type])).toEqual([
      ['name', '规则名称', 'text'],
      ['source', '告警来源', 'select'],
      ['enabled', '启用状态', 'custom'],
    ]);
    expect(specBody(spec)({ pageIndex: 1, pageSize: 10, filters: { source: 'any', enabled: false } })).toEqual({
      page_index: 1,
      page_size: 10,
      source: 'any',
      enabled: false,
    });
  });

  it('sends the assignee of the chosen kind only, and an empty sourceKey as any', () => {
    const values = ruleToValues(RULE);
    expect(values.assigneeKind).toBe('role');
    expect(ruleBody({ ...values, assigneeKind: 'account', assigneeAccountId: 5, sourceKey: ' ' })).toMatchObject({
      sourceKey: null,
      assigneeAccountId: 5,
      assigneeRoleId: null,
    });
    expect(ruleBody({ ...values, assigneeKind: 'none' })).toMatchObject({
      assigneeAccountId: null,
      assigneeRoleId: null,
    });
  });
});
