import type { WorkOrder } from '@beacon/contracts/work-order';

const AT = Date.UTC(2026, 10, 23, 6, 0, 0);

/** A work order in progress, overdue, opened by a rule, for the page's tests. */
export const IN_PROGRESS: WorkOrder = {
  id: 12,
  number: 'WO-20261123-0001',
  title: 'A栋 3F 温度过高',
  templateId: 3,
  templateName: '设备告警处理',
  projectCode: 'P-SZ-001',
  iotId: 'd00000000000000000001',
  devKey: 'sensor-01',
  alarmId: 7,
  ruleId: 2,
  priority: 'urgent',
  status: 'in_progress',
  assigneeAccountId: 5,
  assigneeName: '张工',
  deadline: AT + 4 * 3_600_000,
  overdue: true,
  formValues: {},
  createTime: AT,
  updateTime: AT + 60_000,
};

/** The same work order in another state, not overdue. */
export const inState = (status: WorkOrder['status']): WorkOrder => ({ ...IN_PROGRESS, status, overdue: false });
