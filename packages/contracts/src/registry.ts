/** Module codes of spec section 2 "Menu". */
export const MODULE_CODES = [
  'iot-device',
  'event-center',
  'openapi',
  'project-data-management',
  'system-management',
  'docs-center',
  'ticket-center',
  'operational-center',
  'log-manage',
] as const;
export type ModuleCode = (typeof MODULE_CODES)[number];

/** The static menu entry the spec names besides the module codes. */
export const STATIC_MENU_CODE = 'open-api';

/** White-label variants (spec section 6, PRODUCT.md section 1). */
export const VARIANTS = ['full', 'huawei', 'argrace'] as const;
export type Variant = (typeof VARIANTS)[number];

/** A bilingual text of the registry. */
export interface Title {
  zh: string;
  en: string;
}

/** A top-navigation module. */
export interface ModuleDef {
  code: ModuleCode;
  /** Page id of the module's menu entry. */
  pageId: string;
  title: Title;
  /** Fixed menu index (the tree is sorted by it). */
  index: number;
}

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

/** A side-menu group inside a module (e.g. the Open API business centre). */
export interface MenuGroupDef {
  key: string;
  module: ModuleCode;
  title: Title;
}

export const MENU_GROUPS: readonly MenuGroupDef[] = [
  { key: 'open-api-business', module: 'openapi', title: { zh: '业务中心', en: 'Business centre' } },
  { key: 'open-api-gateway', module: 'openapi', title: { zh: '网关', en: 'Gateway' } },
];

/** One console route: the single table behind menu, breadcrumb, guard and tabs. */
export interface RouteDef {
  path: string;
  /** Route name; routes without a name always pass the module filter. */
  name?: string;
  title: Title;
  /** Module whose code the user must hold; absent = always available. */
  module?: ModuleCode;
  /** Page id for menus and permissions. */
  pageId?: string;
  /** Path of the parent route (breadcrumb, active menu item). */
  parent?: string;
  /** Side-menu group key. */
  group?: string;
  /** Not shown in the side menu. */
  hidden?: boolean;
  /** Not kept alive in the tab cache. */
  noCache?: boolean;
  /** Tab that cannot be closed. */
  affix?: boolean;
  /** Variants in which this route does not exist. */
  hiddenIn?: readonly Variant[];
}

const r = (def: RouteDef): RouteDef => def;

/** Every route of spec section 2 "Screens". */
export const ROUTES: readonly RouteDef[] = [
  r({
    path: '/iot-device/list',
    name: 'DomainModel',
    module: 'iot-device',
    pageId: 'IOTDevice.domainModel',
    title: { zh: '领域服务模型', en: 'Domain service models' },
    // The home page (where the root leads): its tab is always in the strip and cannot be closed.
    affix: true,
  }),
  r({
    path: '/std-model/list',
    name: 'StdModel',
    module: 'iot-device',
    pageId: 'IOTDevice.stdModel',
    title: { zh: '标准物模型', en: 'Standard thing models' },
    hiddenIn: ['huawei'],
  }),
  r({
    path: '/std-model/detail',
    name: 'StdModelDetail',
    module: 'iot-device',
    pageId: 'IOTDevice.stdModel',
    parent: '/std-model/list',
    hidden: true,
    noCache: true,
    title: { zh: '标准物模型详情', en: 'Standard model detail' },
    hiddenIn: ['huawei'],
  }),
  r({
    path: '/std-model/relevance',
    name: 'StdModelRelevance',
    module: 'iot-device',
    pageId: 'IOTDevice.stdModel',
    parent: '/std-model/list',
    hidden: true,
    noCache: true,
    title: { zh: '关联管理', en: 'Association management' },
    hiddenIn: ['huawei'],
  }),
  r({
    path: '/std-model/relevance-add',
    name: 'StdModelRelevanceAdd',
    module: 'iot-device',
    pageId: 'IOTDevice.stdModel',
    parent: '/std-model/relevance',
    hidden: true,
    noCache: true,
    title: { zh: '新增关联', en: 'Add association' },
    hiddenIn: ['huawei'],
  }),
  r({
    path: '/std-model/relevance-edit',
    name: 'StdModelRelevanceEdit',
    module: 'iot-device',
    pageId: 'IOTDevice.stdModel',
    parent: '/std-model/relevance',
    hidden: true,
    noCache: true,
    title: { zh: '编辑关联', en: 'Edit association' },
    hiddenIn: ['huawei'],
  }),
  r({
    path: '/iot-device-third/list',
    name: 'ThirdModel',
    module: 'iot-device',
    pageId: 'IOTDevice.thirdModel',
    title: { zh: '第三方物模型', en: 'Third-party thing models' },
    hiddenIn: ['huawei'],
  }),
  r({
    path: '/iot-device-third/detail',
    name: 'ThirdModelDetail',
    module: 'iot-device',
    pageId: 'IOTDevice.thirdModel',
    parent: '/iot-device-third/list',
    hidden: true,
    noCache: true,
    title: { zh: '第三方物模型详情', en: 'Third-party model detail' },
    hiddenIn: ['huawei'],
  }),
  r({
    path: '/iot-device-manage/list',
    name: 'DeviceList',
    module: 'iot-device',
    pageId: 'IOTDevice.device',
    title: { zh: '设备列表', en: 'Devices' },
  }),
  r({
    path: '/iot-device-manage/detail',
    name: 'DeviceDetail',
    module: 'iot-device',
    pageId: 'IOTDevice.device',
    parent: '/iot-device-manage/list',
    hidden: true,
    noCache: true,
    title: { zh: '设备详情', en: 'Device detail' },
  }),
  r({
    path: '/pdf/device-code-download',
    name: 'DeviceCodeDownload',
    module: 'iot-device',
    pageId: 'IOTDevice.device',
    parent: '/iot-device-manage/list',
    hidden: true,
    noCache: true,
    title: { zh: '设备码下载', en: 'Device code download' },
    hiddenIn: ['huawei'],
  }),
  r({
    path: '/event-center/list',
    name: 'DeviceEvent',
    module: 'event-center',
    pageId: 'EventCenter.deviceEvent',
    title: { zh: '设备事件', en: 'Device events' },
  }),
  r({
    path: '/ai-event/list',
    name: 'AiEvent',
    module: 'event-center',
    pageId: 'EventCenter.aiEvent',
    title: { zh: 'AI事件', en: 'AI events' },
  }),
  r({
    path: '/alarm-event/list',
    name: 'AlarmEvent',
    module: 'event-center',
    pageId: 'EventCenter.alarm',
    title: { zh: '告警事件', en: 'Alarm events' },
  }),
  r({
    path: '/open-api-business/area',
    name: 'ApiArea',
    module: 'openapi',
    group: 'open-api-business',
    pageId: 'OpenAPI.area',
    title: { zh: '区域管理', en: 'Area management' },
  }),
  r({
    path: '/open-api-business/group',
    name: 'ApiGroup',
    module: 'openapi',
    group: 'open-api-business',
    pageId: 'OpenAPI.group',
    title: { zh: '分组管理', en: 'Group management' },
  }),
  r({
    path: '/open-api-business/api-list',
    name: 'ApiList',
    module: 'openapi',
    group: 'open-api-business',
    pageId: 'OpenAPI.api',
    title: { zh: 'API列表', en: 'API list' },
  }),
  r({
    path: '/open-api-gateway/plugin',
    name: 'GatewayPlugin',
    module: 'openapi',
    group: 'open-api-gateway',
    pageId: 'OpenAPI.plugin',
    title: { zh: '插件管理', en: 'Plugins' },
  }),
  r({
    path: '/open-api-gateway/serve',
    name: 'GatewayServe',
    module: 'openapi',
    group: 'open-api-gateway',
    pageId: 'OpenAPI.serviceCluster',
    title: { zh: '服务集群管理', en: 'Service clusters' },
  }),
  r({
    path: '/open-api-gateway/application',
    name: 'GatewayApp',
    module: 'openapi',
    group: 'open-api-gateway',
    pageId: 'OpenAPI.app',
    title: { zh: '应用管理', en: 'Applications' },
  }),
  r({
    path: '/open-api-gateway/application/detail',
    name: 'GatewayAppDetail',
    module: 'openapi',
    group: 'open-api-gateway',
    pageId: 'OpenAPI.app',
    parent: '/open-api-gateway/application',
    hidden: true,
    noCache: true,
    title: { zh: '应用详情', en: 'Application detail' },
  }),
  r({
    path: '/open-api-gateway/monitor',
    name: 'GatewayMonitor',
    module: 'openapi',
    group: 'open-api-gateway',
    pageId: 'OpenAPI.monitor',
    title: { zh: '监控统计', en: 'Monitor statistics' },
  }),
  r({
    path: '/data-manage/project',
    name: 'Project',
    module: 'project-data-management',
    pageId: 'DataManage.project',
    title: { zh: '项目管理', en: 'Projects' },
  }),
  r({
    path: '/data-manage/device-data/device-data',
    name: 'DeviceData',
    module: 'project-data-management',
    pageId: 'DataManage.deviceData',
    title: { zh: '设备实时数据查询', en: 'Real-time device data' },
  }),
  r({
    path: '/data-manage/device-abnormal/device-abnormal',
    name: 'DeviceAbnormal',
    module: 'project-data-management',
    pageId: 'DataManage.abnormal',
    title: { zh: '项目异常检测', en: 'Abnormal detection' },
  }),
  r({
    path: '/log-manage/list',
    name: 'DeviceLog',
    module: 'log-manage',
    pageId: 'LogManage.deviceLog',
    title: { zh: '设备日志', en: 'Device logs' },
  }),
  r({
    path: '/sass-log/list',
    name: 'SceneLog',
    module: 'log-manage',
    pageId: 'LogManage.sceneLog',
    title: { zh: '场景日志', en: 'Scene logs' },
  }),
  r({
    path: '/api-call-log/list',
    name: 'ApiCallLog',
    module: 'log-manage',
    pageId: 'LogManage.apiCallLog',
    title: { zh: 'API调用日志', en: 'API call logs' },
  }),
  r({
    path: '/sys-opera-log/list',
    name: 'SysOperaLog',
    module: 'log-manage',
    pageId: 'LogManage.operaLog',
    title: { zh: '系统操作日志', en: 'System operation logs' },
  }),
  r({
    path: '/platform-manage-account/list',
    name: 'Account',
    module: 'system-management',
    pageId: 'PlatformManage.account',
    title: { zh: '账号管理', en: 'Accounts' },
  }),
  r({
    path: '/platform-manage-role/list',
    name: 'Role',
    module: 'system-management',
    pageId: 'PlatformManage.role',
    title: { zh: '角色管理', en: 'Roles' },
  }),
  r({
    path: '/doc-center/list',
    name: 'ApiDoc',
    module: 'docs-center',
    pageId: 'DocCenter.apiDoc',
    title: { zh: 'API文档', en: 'API documentation' },
  }),
  r({
    path: '/main-data-doc/list',
    name: 'MainDataDoc',
    module: 'docs-center',
    pageId: 'DocCenter.mainDataDoc',
    title: { zh: '主数据文档', en: 'Master data documents' },
  }),
  r({
    path: '/event-subscribe-doc/list',
    name: 'OtherDoc',
    module: 'docs-center',
    pageId: 'DocCenter.otherDoc',
    title: { zh: '其他文档', en: 'Other documents' },
  }),
  r({
    path: '/ticket-center/list',
    name: 'WorkOrderTemplate',
    module: 'ticket-center',
    pageId: 'TicketCenter.template',
    title: { zh: '工单规则模板', en: 'Rule templates' },
  }),
  r({
    path: '/work-order-rule/list',
    name: 'WorkOrderRule',
    module: 'ticket-center',
    pageId: 'TicketCenter.rule',
    title: { zh: '工单规则', en: 'Work order rules' },
  }),
  r({
    path: '/workOrder/list',
    name: 'WorkOrder',
    module: 'ticket-center',
    pageId: 'TicketCenter.workOrder',
    title: { zh: '工单列表', en: 'Work orders' },
  }),
  r({
    path: '/operational-center/list',
    name: 'Indicator',
    module: 'operational-center',
    pageId: 'operationalCenter.indicator',
    title: { zh: '综合态势指标', en: 'Situation indicators' },
  }),
  r({
    path: '/indicator-threshold/list',
    name: 'IndicatorThreshold',
    module: 'operational-center',
    pageId: 'operationalCenter.threshold',
    title: { zh: '指标阈值', en: 'Indicator thresholds' },
  }),
  r({
    path: '/item-coefficient/list',
    name: 'ItemCoefficient',
    module: 'operational-center',
    pageId: 'operationalCenter.coefficient',
    title: { zh: '项目指标系数', en: 'Indicator coefficients' },
  }),
  r({ path: '/demo-components', title: { zh: '组件示例', en: 'Component demo' }, hidden: true }),
];

/** Button-type page ids (excluded from the menu tree, used by the permission element). */
export interface ButtonDef {
  pageId: string;
  /** Page id of the page the button sits on. */
  parent: string;
  title: Title;
}

const crudButtons = (page: string, zhNoun: string, enNoun: string): ButtonDef[] => [
  { pageId: `${page}:create`, parent: page, title: { zh: `新增${zhNoun}`, en: `Create ${enNoun}` } },
  { pageId: `${page}:edit`, parent: page, title: { zh: `编辑${zhNoun}`, en: `Edit ${enNoun}` } },
  { pageId: `${page}:delete`, parent: page, title: { zh: `删除${zhNoun}`, en: `Delete ${enNoun}` } },
];

export const BUTTONS: readonly ButtonDef[] = [
  ...crudButtons('PlatformManage.account', '账号', 'account'),
  {
    pageId: 'PlatformManage.account:resetPassword',
    parent: 'PlatformManage.account',
    title: { zh: '重置密码', en: 'Reset password' },
  },
  ...crudButtons('PlatformManage.role', '角色', 'role'),
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

/** One entry of the menu reply (spec section 3 "Menu item"). */
export interface MenuItem {
  id: number;
  code: string;
  parent_code: string;
  display_name: string;
  index: number;
  order: 'menu';
  pageId: string;
  extend: string;
  type: 'menu' | 'button';
}

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
