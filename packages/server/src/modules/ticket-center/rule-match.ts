import { ALARM_SEVERITIES, type AlarmSeverity } from '@beacon/contracts/iot-model';
import type { RuleSource } from '@beacon/contracts/work-order-rule';

/** What a rule matches an alarm on. */
export interface MatchRule {
  minSeverity: AlarmSeverity;
  source: RuleSource;
  sourceKey: string | null;
  projectCodes: readonly string[];
}

/** What of an alarm a rule looks at. */
export interface MatchAlarm {
  severity: AlarmSeverity;
  source: string;
  sourceKey: string;
  projectCode: string;
}

/** Higher is more severe (ALARM_SEVERITIES lists critical first). */
const rank = (severity: AlarmSeverity) => ALARM_SEVERITIES.length - ALARM_SEVERITIES.indexOf(severity);

/** Whether a rule takes an alarm: severity at least its minimum, its source (and key), one of its projects. */
export const ruleMatches = (rule: MatchRule, alarm: MatchAlarm): boolean =>
  rank(alarm.severity) >= rank(rule.minSeverity) &&
  (rule.source === 'any' || rule.source === alarm.source) &&
  (rule.sourceKey === null || rule.sourceKey === alarm.sourceKey) &&
  (rule.projectCodes.length === 0 || rule.projectCodes.includes(alarm.projectCode));
