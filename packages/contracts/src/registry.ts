import {
  type ButtonDef,
  type MenuGroupDef,
  type MenuItem,
  MODULE_CODES,
  type ModuleCode,
  type ModuleDef,
  type RouteDef,
  type Title,
  type Variant,
} from './registry-types';
import { docsCenterRoutes } from './routes/docs-center';
import { eventCenterRoutes } from './routes/event-center';
import { iotDeviceRoutes } from './routes/iot-device';
import { logManageRoutes } from './routes/log-manage';
import { openapiRoutes } from './routes/openapi';
import { operationalCenterRoutes } from './routes/operational-center';
import { projectDataManagementRoutes } from './routes/project-data-management';
import { shellRoutes } from './routes/shell';
import { systemManagementRoutes } from './routes/system-management';
import { ticketCenterRoutes } from './routes/ticket-center';

export type {
  ButtonDef,
  MenuGroupDef,
  MenuItem,
  ModuleCode,
  ModuleDef,
  RouteDef,
  Title,
  Variant,
} from './registry-types';
export { MODULE_CODES, STATIC_MENU_CODE, VARIANTS } from './registry-types';

/** Modules in top-navigation order. */
export const MODULES: readonly ModuleDef[] = [
  { code: 'iot-device', pageId: 'IOTDevice', title: { zh: 'IoT设备接入', en: 'IoT device access' }, index: 1 },
  { code: 'event-center', pageId: 'EventCenter', title: { zh: '事件中心', en: 'Event center' }, index: 2 },
  { code: 'openapi', pageId: 'OpenAPI', title: { zh: '开放API', en: 'Open API' }, index: 3 },
  {
    code: 'project-data-management',
    pageId: 'DataManage',
    title: { zh: '项目数据管理', en: 'Project data' },
    index: 4,
  },
  { code: 'log-manage', pageId: 'LogManage', title: { zh: '日志管理', en: 'Log management' }, index: 5 },
  {
    code: 'system-management',
    pageId: 'PlatformManage',
    title: { zh: '平台管理', en: 'System management' },
    index: 6,
  },
  { code: 'docs-center', pageId: 'DocCenter', title: { zh: '文档中心', en: 'Documentation' }, index: 7 },
  { code: 'ticket-center', pageId: 'TicketCenter', title: { zh: '工单中心', en: 'Ticket center' }, index: 8 },
  {
    code: 'operational-center',
    pageId: 'operationalCenter',
    title: { zh: '经营指标中心', en: 'Business indicators' },
    index: 9,
  },
];

/** Side-menu groups inside modules (the Open API business centre and gateway). */
export const MENU_GROUPS: readonly MenuGroupDef[] = [
  { key: 'open-api-business', module: 'openapi', title: { zh: '业务中心', en: 'Business centre' } },
  { key: 'open-api-gateway', module: 'openapi', title: { zh: '网关', en: 'Gateway' } },
];

/** Every route of spec section 2 "Screens", module by module. */
export const ROUTES: readonly RouteDef[] = [
  ...iotDeviceRoutes,
  ...eventCenterRoutes,
  ...openapiRoutes,
  ...projectDataManagementRoutes,
  ...logManageRoutes,
  ...systemManagementRoutes,
  ...docsCenterRoutes,
  ...ticketCenterRoutes,
  ...operationalCenterRoutes,
  ...shellRoutes,
];

/** The path of a route of the table (what the console's page registry and page declarations are keyed by). */
export type RoutePath = (
  | typeof iotDeviceRoutes
  | typeof eventCenterRoutes
  | typeof openapiRoutes
  | typeof projectDataManagementRoutes
  | typeof logManageRoutes
  | typeof systemManagementRoutes
  | typeof docsCenterRoutes
  | typeof ticketCenterRoutes
  | typeof operationalCenterRoutes
  | typeof shellRoutes
)[number]['path'];

const button = (pageId: string, parent: string, zh: string, en: string): ButtonDef => ({
  pageId,
  parent,
  title: { zh, en },
});

const crudButtons = (page: string, zhNoun: string, enNoun: string): ButtonDef[] => [
  { pageId: `${page}:create`, parent: page, title: { zh: `新增${zhNoun}`, en: `Create ${enNoun}` } },
  { pageId: `${page}:edit`, parent: page, title: { zh: `编辑${zhNoun}`, en: `Edit ${enNoun}` } },
  { pageId: `${page}:delete`, parent: page, title: { zh: `删除${zhNoun}`, en: `Delete ${enNoun}` } },
];

/** Every button of every page: what a write endpoint needs besides its module and page. */
export const BUTTONS: readonly ButtonDef[] = [
  ...crudButtons('PlatformManage.account', '账号', 'account'),
  {
    pageId: 'PlatformManage.account:status',
    parent: 'PlatformManage.account',
    title: { zh: '启用/停用账号', en: 'Enable or disable accounts' },
  },
  {
    pageId: 'PlatformManage.account:resetPassword',
    parent: 'PlatformManage.account',
    title: { zh: '重置密码', en: 'Reset password' },
  },
  {
    pageId: 'PlatformManage.account:unlock',
    parent: 'PlatformManage.account',
    title: { zh: '解除锁定', en: 'Unlock accounts' },
  },
  {
    pageId: 'PlatformManage.account:endSessions',
    parent: 'PlatformManage.account',
    title: { zh: '结束全部会话', en: 'End all sessions' },
  },
  ...crudButtons('PlatformManage.role', '角色', 'role'),
  ...crudButtons('IOTDevice.domainModel', '领域服务模型', 'domain service model'),
  button('IOTDevice.domainModel:publish', 'IOTDevice.domainModel', '发布', 'Publish'),
  ...crudButtons('IOTDevice.stdModel', '标准物模型', 'standard model'),
  button('IOTDevice.stdModel:group', 'IOTDevice.stdModel', '管理产品分组', 'Manage product groups'),
  button('IOTDevice.stdModel:relevance', 'IOTDevice.stdModel', '管理关联', 'Manage associations'),
  ...crudButtons('IOTDevice.thirdModel', '第三方物模型', 'third-party model'),
  button('IOTDevice.thirdModel:import', 'IOTDevice.thirdModel', '导入物模型', 'Import models'),
  ...crudButtons('IOTDevice.device', '设备', 'device'),
  button('IOTDevice.device:status', 'IOTDevice.device', '启用/停用设备', 'Enable or disable devices'),
  button('IOTDevice.device:resetSecret', 'IOTDevice.device', '重置设备密钥', 'Reset device secrets'),
  button('IOTDevice.device:import', 'IOTDevice.device', '导入设备', 'Import devices'),
  button('IOTDevice.device:category', 'IOTDevice.device', '管理设备分类', 'Manage device categories'),
  button('IOTDevice.device:codePdf', 'IOTDevice.device', '下载设备码', 'Download device QR codes'),
  button('IOTDevice.device:debug', 'IOTDevice.device', '设备调试', 'Debug devices'),
  button('IOTDevice.device:callService', 'IOTDevice.device', '调用设备服务', 'Call device services'),
  ...crudButtons('DataManage.project', '项目', 'project'),
  button('DataManage.abnormal:settings', 'DataManage.abnormal', '检测设置', 'Detection limits'),
  button('EventCenter.alarm:ack', 'EventCenter.alarm', '确认告警', 'Acknowledge alarms'),
  button('EventCenter.alarm:clear', 'EventCenter.alarm', '清除告警', 'Clear alarms'),
  button('EventCenter.alarm:comment', 'EventCenter.alarm', '评论告警', 'Comment on alarms'),
  ...crudButtons('TicketCenter.template', '工单模板', 'work order template'),
  ...crudButtons('TicketCenter.rule', '工单规则', 'work order rule'),
  button('TicketCenter.workOrder:create', 'TicketCenter.workOrder', '新建工单', 'Create work orders'),
  button('TicketCenter.workOrder:assign', 'TicketCenter.workOrder', '派单/转派', 'Assign or transfer'),
  button('TicketCenter.workOrder:start', 'TicketCenter.workOrder', '开始处理', 'Start work'),
  button('TicketCenter.workOrder:hold', 'TicketCenter.workOrder', '挂起工单', 'Put on hold'),
  button('TicketCenter.workOrder:resume', 'TicketCenter.workOrder', '恢复处理', 'Resume work'),
  button('TicketCenter.workOrder:resolve', 'TicketCenter.workOrder', '解决工单', 'Resolve work orders'),
  button('TicketCenter.workOrder:close', 'TicketCenter.workOrder', '关闭工单', 'Close work orders'),
  button('TicketCenter.workOrder:cancel', 'TicketCenter.workOrder', '取消工单', 'Cancel work orders'),
  button('EventCenter.aiEvent:handle', 'EventCenter.aiEvent', '处理AI事件', 'Handle AI events'),
  button('OpenAPI.area:save', 'OpenAPI.area', '新增/编辑区域', 'Create or edit areas'),
  button('OpenAPI.area:delete', 'OpenAPI.area', '删除区域', 'Delete areas'),
  button('OpenAPI.group:save', 'OpenAPI.group', '新增/编辑分组', 'Create or edit groups'),
  button('OpenAPI.group:delete', 'OpenAPI.group', '删除分组', 'Delete groups'),
  ...crudButtons('OpenAPI.api', 'API', 'API'),
  button('OpenAPI.api:deploy', 'OpenAPI.api', '发布API', 'Deploy APIs'),
  button('OpenAPI.api:offline', 'OpenAPI.api', '下线API', 'Take APIs offline'),
  ...crudButtons('OpenAPI.plugin', '插件', 'plugin'),
  button('OpenAPI.plugin:bind', 'OpenAPI.plugin', '绑定/解绑API', 'Bind or unbind APIs'),
  ...crudButtons('OpenAPI.serviceCluster', '服务集群', 'service cluster'),
  button('OpenAPI.serviceCluster:bind', 'OpenAPI.serviceCluster', '绑定API', 'Bind APIs'),
  ...crudButtons('OpenAPI.app', '应用', 'application'),
  button('OpenAPI.app:close', 'OpenAPI.app', '关闭/开启应用', 'Close or open applications'),
  button('OpenAPI.app:resetSecret', 'OpenAPI.app', '重置应用密钥', 'Reset application secrets'),
  button('OpenAPI.app:bindApi', 'OpenAPI.app', '绑定/解绑API', 'Bind or unbind APIs'),
  button('OpenAPI.app:bindProject', 'OpenAPI.app', '绑定项目', 'Bind projects'),
  button('OpenAPI.app:setEvent', 'OpenAPI.app', '设置推送事件', 'Set pushed events'),
  button('OpenAPI.app:testEvent', 'OpenAPI.app', '发送测试事件', 'Send test events'),
];

/** Page ids of pages (not buttons), each once, in route order. */
export const PAGE_IDS: readonly string[] = [
  ...new Set(ROUTES.flatMap((route) => (route.pageId ? [route.pageId] : []))),
];

/** Every resource a role may grant: module codes, module page ids, page ids and button page ids. */
export const ALL_RESOURCES: readonly string[] = [
  ...MODULE_CODES,
  ...MODULES.map((m) => m.pageId),
  ...PAGE_IDS,
  ...BUTTONS.map((b) => b.pageId),
];

/** Modules the variant switches off (spec section 6). */
export const VARIANT_DISABLED_MODULES: Record<Variant, readonly ModuleCode[]> = {
  full: [],
  huawei: [
    'openapi',
    'system-management',
    'docs-center',
    'ticket-center',
    'operational-center',
    'event-center',
    'project-data-management',
    'log-manage',
  ],
  argrace: ['iot-device', 'event-center', 'project-data-management', 'log-manage'],
};

/** Platform title per variant. */
export const VARIANT_TITLES: Record<Variant, Title> = {
  full: { zh: 'Beacon 物联网开发者平台', en: 'Beacon IoT Developer Platform' },
  huawei: { zh: '华为物联网开发者平台', en: 'Huawei IoT Developer Platform' },
  argrace: { zh: 'Argrace 智慧建筑开发者平台', en: 'Argrace Smart Building Developer Platform' },
};

/** Whether a module exists in a variant. */
export const isModuleEnabled = (variant: Variant, module: ModuleCode): boolean =>
  !VARIANT_DISABLED_MODULES[variant].includes(module);

/** Routes that exist in a variant. */
export const routesForVariant = (variant: Variant): RouteDef[] =>
  ROUTES.filter(
    (route) =>
      !route.hiddenIn?.includes(variant) && (route.module === undefined || isModuleEnabled(variant, route.module)),
  );

/** Routes available to a user: the variant's routes filtered by the module codes the user holds. */
export const routesForUser = (variant: Variant, moduleCodes: readonly string[]): RouteDef[] =>
  routesForVariant(variant).filter((route) => !route.name || !route.module || moduleCodes.includes(route.module));

/**
 * Menu entries a set of granted resources yields in a variant: modules, their pages and buttons.
 * A module entry appears when its code is granted; a page when its module and page id are granted.
 */
export const buildMenuItems = (
  variant: Variant,
  granted: ReadonlySet<string>,
  lang: keyof Title = 'zh',
): MenuItem[] => {
  const items: MenuItem[] = [];
  let id = 1;
  const routes = routesForVariant(variant).filter((route) => !route.hidden && route.pageId);
  for (const mod of MODULES) {
    if (!isModuleEnabled(variant, mod.code) || !granted.has(mod.code)) continue;
    items.push({
      id: id++,
      code: mod.code,
      parent_code: '',
      display_name: mod.title[lang],
      index: mod.index,
      order: 'menu',
      pageId: mod.pageId,
      extend: '',
      type: 'menu',
    });
    routes
      .filter((route) => route.module === mod.code && granted.has(route.pageId ?? ''))
      .forEach((route, pageIndex) => {
        const pageId = route.pageId ?? '';
        items.push({
          id: id++,
          code: route.path,
          parent_code: mod.code,
          display_name: route.title[lang],
          index: mod.index * 100 + pageIndex,
          order: 'menu',
          pageId,
          extend: JSON.stringify({ path: route.path }),
          type: 'menu',
        });
        for (const button of BUTTONS.filter((b) => b.parent === pageId && granted.has(b.pageId))) {
          items.push({
            id: id++,
            code: button.pageId,
            parent_code: route.path,
            display_name: button.title[lang],
            index: 0,
            order: 'menu',
            pageId: button.pageId,
            extend: '',
            type: 'button',
          });
        }
      });
  }
  return items;
};
