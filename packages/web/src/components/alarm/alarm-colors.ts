import type { AlarmStatus } from '@beacon/contracts/alarm';
import type { AlarmSeverity } from '@beacon/contracts/iot-model';

/** Tag colours of the severities (PRODUCT.md §3): critical red, major orange, minor gold, warning blue. */
export const SEVERITY_COLORS: Record<AlarmSeverity, string> = {
  critical: 'red',
  major: 'orange',
  minor: 'gold',
  warning: 'blue',
};

/** Tag colours of the alarm states: active unacknowledged stands out. */
export const ALARM_STATUS_COLORS: Record<AlarmStatus, string> = {
  active_unack: 'red',
  active_ack: 'orange',
  cleared_unack: 'default',
  cleared_ack: 'green',
};
