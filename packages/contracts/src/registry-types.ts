/** Types and codes of the route registry (spec section 2 "Menu", section 6). */
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

/** A side-menu group inside a module (e.g. the Open API business centre). */
export interface MenuGroupDef {
  key: string;
  module: ModuleCode;
  title: Title;
}

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

/** Button-type page ids (excluded from the menu tree, used by the permission element). */
export interface ButtonDef {
  pageId: string;
  /** Page id of the page the button sits on. */
  parent: string;
  title: Title;
}

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
