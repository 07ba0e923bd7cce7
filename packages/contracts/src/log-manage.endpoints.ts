import { defineEndpoint } from './endpoint';
import { listAReply } from './protocol';
import { operaLogPageSchema, operaLogSchema, SYSTEM_PATHS } from './system';

/** Page ids of the log pages. */
export const LOG_PAGES = { operaLog: 'LogManage.operaLog' } as const;

/** The system operation log (read-only: it is append-only and only the server writes it). */
export const operaLogEndpoints = {
  page: defineEndpoint({
    id: 'log.operaLog.page',
    method: 'POST',
    path: `${SYSTEM_PATHS.operaLog}/page`,
    summary: 'Page of the system operation log (filters: account, module, startTime, endTime)',
    access: { kind: 'page', module: 'log-manage', page: LOG_PAGES.operaLog },
    body: operaLogPageSchema,
    reply: listAReply(operaLogSchema),
  }),
};
