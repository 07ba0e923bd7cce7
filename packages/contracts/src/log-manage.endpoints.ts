import { defineEndpoint } from './endpoint';
import { apiCallLogPageSchema, apiCallLogSchema, LOG_PATHS, sceneLogPageSchema, sceneLogSchema } from './log-manage';
import { listAReply } from './protocol';
import { operaLogPageSchema, operaLogSchema, SYSTEM_PATHS } from './system-management';

/** Page ids of the log pages. */
export const LOG_PAGES = {
  operaLog: 'LogManage.operaLog',
  apiCallLog: 'LogManage.apiCallLog',
  sceneLog: 'LogManage.sceneLog',
} as const;

/** The system operation log (read-only: it is append-only and only the server writes it). */
export const operaLogEndpoints = {
  page: defineEndpoint({
    id: 'log.operaLog.page',
    method: 'POST',
    path: `${SYSTEM_PATHS.operaLog}/page`,
    summary: 'Page of the system operation log (filters: account, module, action, result, startTime, endTime)',
    access: { kind: 'page', module: 'log-manage', page: LOG_PAGES.operaLog },
    body: operaLogPageSchema,
    reply: listAReply(operaLogSchema),
  }),
};

/** The API call log (read-only: the gateway appends, retention purges). */
export const apiCallLogEndpoints = {
  page: defineEndpoint({
    id: 'log.apiCallLog.page',
    method: 'POST',
    path: `${LOG_PATHS.apiCallLog}/page`,
    summary: 'Page of the API call log, newest first (filters: from, to, appId, appName, apiName, result)',
    access: { kind: 'page', module: 'log-manage', page: LOG_PAGES.apiCallLog },
    body: apiCallLogPageSchema,
    reply: listAReply(apiCallLogSchema),
  }),
};

/** The scene log (read-only: automation rules append, retention purges). */
export const sceneLogEndpoints = {
  page: defineEndpoint({
    id: 'log.sceneLog.page',
    method: 'POST',
    path: `${LOG_PATHS.sceneLog}/page`,
    summary: 'Page of the scene log, newest first (filters: from, to, ruleId, ruleName, result)',
    access: { kind: 'page', module: 'log-manage', page: LOG_PAGES.sceneLog },
    body: sceneLogPageSchema,
    reply: listAReply(sceneLogSchema),
  }),
};
