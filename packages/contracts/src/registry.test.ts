import { describe, expect, it } from 'vitest';
import {
  ALL_RESOURCES,
  buildMenuItems,
  MODULE_CODES,
  PAGE_IDS,
  ROUTES,
  routesForUser,
  routesForVariant,
} from './registry';

describe('route registry', () => {
  it('holds every screen route of the spec once', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of [
      '/iot-overview',
      '/iot-device/list',
      '/std-model/relevance-edit',
      '/pdf/device-code-download',
      '/open-api-gateway/application/detail',
      '/data-manage/device-abnormal/device-abnormal',
      '/workOrder/list',
      '/item-coefficient/list',
      '/demo-components',
    ]) {
      expect(paths).toContain(path);
    }
    expect(paths).toHaveLength(42);
  });

  it('opens the IoT menu with the overview, while the domain models stay the affixed home page', () => {
    const iot = ROUTES.filter((route) => route.module === 'iot-device' && !route.hidden);
    expect(iot[0]).toMatchObject({ path: '/iot-overview', pageId: 'IOTDevice.overview' });
    expect(iot[0]?.affix).toBeUndefined();
    expect(ROUTES.filter((route) => route.affix).map((route) => route.path)).toEqual(['/iot-device/list']);
    expect(PAGE_IDS).toContain('IOTDevice.overview');
  });

  it('marks detail pages hidden and not cached, with a parent', () => {
    for (const route of ROUTES.filter((r) => r.path.endsWith('/detail'))) {
      expect(route).toMatchObject({ hidden: true, noCache: true });
      expect(ROUTES.some((r) => r.path === route.parent)).toBe(true);
    }
  });

  it('switches modules and routes off per variant (spec section 6)', () => {
    const huawei = routesForVariant('huawei');
    expect(new Set(huawei.flatMap((r) => (r.module ? [r.module] : [])))).toEqual(new Set(['iot-device']));
    expect(huawei.map((r) => r.path)).not.toContain('/std-model/list');
    expect(huawei.map((r) => r.path)).not.toContain('/pdf/device-code-download');
    const argrace = new Set(routesForVariant('argrace').flatMap((r) => (r.module ? [r.module] : [])));
    for (const off of ['iot-device', 'event-center', 'project-data-management', 'log-manage'])
      expect(argrace.has(off as never)).toBe(false);
    expect(argrace.has('system-management')).toBe(true);
  });

  it('filters routes by the module codes a user holds; routes without a name always pass', () => {
    const routes = routesForUser('full', ['log-manage']);
    expect(new Set(routes.map((r) => r.module))).toEqual(new Set(['log-manage', undefined]));
    expect(routes.map((r) => r.path)).toContain('/demo-components');
  });

  it('builds menu items from granted resources, buttons typed as buttons', () => {
    const items = buildMenuItems(
      'full',
      new Set(['system-management', 'PlatformManage.account', 'PlatformManage.account:create']),
    );
    expect(items.map((i) => [i.code, i.type])).toEqual([
      ['system-management', 'menu'],
      ['/platform-manage-account/list', 'menu'],
      ['PlatformManage.account:create', 'button'],
    ]);
    expect(items[1]).toMatchObject({
      parent_code: 'system-management',
      order: 'menu',
      pageId: 'PlatformManage.account',
    });
  });

  it('lists every module, page and button as a grantable resource', () => {
    for (const code of [...MODULE_CODES, ...PAGE_IDS]) expect(ALL_RESOURCES).toContain(code);
  });
});
