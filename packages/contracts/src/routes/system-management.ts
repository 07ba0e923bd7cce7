import type { RouteDef } from '../registry-types';

/** Routes of module system-management. */
export const systemManagementRoutes = [
  {
    path: '/platform-manage-account/list',
    name: 'Account',
    module: 'system-management',
    pageId: 'PlatformManage.account',
    title: { zh: '账号管理', en: 'Accounts' },
  },
  {
    path: '/platform-manage-role/list',
    name: 'Role',
    module: 'system-management',
    pageId: 'PlatformManage.role',
    title: { zh: '角色管理', en: 'Roles' },
  },
] as const satisfies readonly RouteDef[];
