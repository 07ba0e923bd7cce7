/** Texts of the scene log page (zh-CN). */
export default {
  timeRange: '执行时间',
  time: '执行时间',
  ruleName: '规则名称',
  ruleId: '规则ID',
  trigger: '触发条件',
  result: '执行结果',
  detail: '详情',
  values: { result: { success: '成功', fail: '失败', skipped: '已跳过' } },
  detailTitle: '执行详情',
  empty: '暂无场景日志。自动化规则（告警、工单规则、事件推送、指标评估）运行后，每次执行都会记录在这里。',
};
