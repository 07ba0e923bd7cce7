import { OVERVIEW_MINUTES, type Overview } from '@beacon/contracts/overview';

const MINUTE = 60_000;

/** A dashboard reply: two projects, traffic in the last minutes, refusals and open abnormal records. */
export const overviewReply = (now = Date.now(), online = 90): Overview => {
  const first = Math.floor(now / MINUTE) - OVERVIEW_MINUTES + 1;
  return {
    generatedAt: now,
    devices: { inactive: 4, online, offline: 20, disabled: 6, total: online + 30 },
    projects: [
      { projectCode: 'P-HZ-001', projectName: '杭州园区', inactive: 1, online: 40, offline: 8, disabled: 1, total: 50 },
      {
        projectCode: 'P-SZ-001',
        projectName: '深圳园区',
        inactive: 3,
        online: online - 40,
        offline: 12,
        disabled: 5,
        total: online - 20,
      },
    ],
    messagesPerMinute: Array.from({ length: OVERVIEW_MINUTES }, (_, i) => ({
      minute: (first + i) * MINUTE,
      count: i >= OVERVIEW_MINUTES - 3 ? 10 : 0,
    })),
    rejectedToday: 17,
    todayFrom: new Date(now).setHours(0, 0, 0, 0),
    openAbnormal: { total: 3, byType: { offline: 2, silent: 0, out_of_range: 1, stuck: 0 } },
    activeAlarms: { total: 5, bySeverity: { critical: 2, major: 3, minor: 0, warning: 0 } },
  };
};
