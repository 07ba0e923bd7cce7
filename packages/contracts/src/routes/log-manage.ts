import type { RouteDef } from '../registry-types';

/** Routes of module log-manage. */
export const logManageRoutes = [
  {
    path: '/log-manage/list',
    name: 'DeviceLog',
    module: 'log-manage',
    pageId: 'LogManage.deviceLog',
    title: { zh: '设备日志', en: 'Device logs' },
  },
  {
    path: '/sass-log/list',
    name: 'SceneLog',
    module: 'log-manage',
    pageId: 'LogManage.sceneLog',
    title: { zh: '场景日志', en: 'Scene logs' },
  },
  {
    path: '/api-call-log/list',
    name: 'ApiCallLog',
    module: 'log-manage',
    pageId: 'LogManage.apiCallLog',
    title: { zh: 'API调用日志', en: 'API call logs' },
  },
  {
    path: '/sys-opera-log/list',
    name: 'SysOperaLog',
    module: 'log-manage',
    pageId: 'LogManage.operaLog',
    title: { zh: '系统操作日志', en: 'System operation logs' },
  },
] as const satisfies readonly RouteDef[];
