import { defineFormBEndpoint } from './endpoint';
import {
  MONITOR_PAGE,
  monitorApiCountSchema,
  monitorAppCountSchema,
  monitorRequestSchema,
  MONITOR_PATH as P,
} from './gateway-monitor';
import { openApiRead } from './open-platform.endpoints';
import { formBReply } from './protocol';

const read = openApiRead(MONITOR_PAGE);

/**
 * The monitor's statistics (spec section 7 "Log statistics"): calls, errors and latency percentiles over a range,
 * per API or per application, from per-minute and hourly pre-aggregates (the current minute included).
 */
export const monitorEndpoints = {
  apiCount: defineFormBEndpoint({
    id: 'gateway.monitor.apiCount',
    method: 'POST',
    path: `${P}/api-count`,
    summary:
      'Calls, errors and p50/p95/p99 latency of a range {from, to, apiId?, appId?} (at most 92 days): totals, a series (1 min up to 6 h, 5 min up to 2 days, 1 h up to 31 days, else 1 day) and one item per API',
    access: read,
    body: monitorRequestSchema,
    reply: formBReply(monitorApiCountSchema),
  }),
  appCount: defineFormBEndpoint({
    id: 'gateway.monitor.appCount',
    method: 'POST',
    path: `${P}/app-count`,
    summary:
      'Calls, errors and p50/p95/p99 latency of a range {from, to, apiId?, appId?} (at most 92 days): totals, a series (as api-count) and one item per application',
    access: read,
    body: monitorRequestSchema,
    reply: formBReply(monitorAppCountSchema),
  }),
};
