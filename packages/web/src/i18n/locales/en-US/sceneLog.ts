/** Texts of the scene log page (en-US). */
export default {
  timeRange: 'Run time',
  time: 'Run time',
  ruleName: 'Rule name',
  ruleId: 'Rule ID',
  trigger: 'Trigger',
  result: 'Result',
  detail: 'Detail',
  values: { result: { success: 'Success', fail: 'Failed', skipped: 'Skipped' } },
  detailTitle: 'Automation run',
  empty:
    'No runs yet. Entries appear here once automation rules (alarms, work order rules, event pushes, indicators) run.',
};
