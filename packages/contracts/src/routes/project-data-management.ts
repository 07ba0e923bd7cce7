import type { RouteDef } from '../registry-types';

/** Routes of module project-data-management. */
export const projectDataManagementRoutes = [
  {
    path: '/data-manage/project',
    name: 'Project',
    module: 'project-data-management',
    pageId: 'DataManage.project',
    title: { zh: '项目管理', en: 'Projects' },
  },
  {
    path: '/data-manage/device-data/device-data',
    name: 'DeviceData',
    module: 'project-data-management',
    pageId: 'DataManage.deviceData',
    title: { zh: '设备实时数据查询', en: 'Real-time device data' },
  },
  {
    path: '/data-manage/device-abnormal/device-abnormal',
    name: 'DeviceAbnormal',
    module: 'project-data-management',
    pageId: 'DataManage.abnormal',
    title: { zh: '项目异常检测', en: 'Abnormal detection' },
  },
] as const satisfies readonly RouteDef[];
