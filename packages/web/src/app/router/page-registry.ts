import type { RoutePath } from '@beacon/contracts/registry';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { PageOf } from '../../components/page-kit/define-page';

/** A page module of route P: a page declaration of P (`definePage`), or a page component that names no route. */
type PageModule<P extends RoutePath> = { default: PageOf<P> | (ComponentType & { route?: undefined }) };
/** A route's entry: the lazy import of its page, or NOT_BUILT while no module provides it. */
type PageEntry<P extends RoutePath> = (() => Promise<PageModule<P>>) | typeof NOT_BUILT;

/** A route whose module is not built yet: it shows the "module not installed" page. */
const NOT_BUILT = null;

// Every route of the route table, each once, code-split. The type makes `npm run typecheck` refuse a route
// without an entry, an entry that is not a route, and a declared page under another route than its own.
const PAGES: { readonly [P in RoutePath]: PageEntry<P> } = {
  '/ai-event/list': () => import('../../features/event-center/ai-event/ai-event.page'),
  '/alarm-event/list': () => import('../../features/event-center/alarm-event/alarm-event.page'),
  '/api-call-log/list': () => import('../../features/log-manage/api-call-log/api-call-log.page'),
  '/data-manage/device-abnormal/device-abnormal': () =>
    import('../../features/project-data-management/device-abnormal/device-abnormal.page'),
  '/data-manage/device-data/device-data': () =>
    import('../../features/project-data-management/device-data/device-data.page'),
  '/data-manage/project': () => import('../../features/project-data-management/project/project.page'),
  '/demo-components': () => import('../../features/demo-components/demo-components-page'),
  '/doc-center/list': () => import('../../features/docs-center/api-doc/api-doc-page'),
  '/event-center/list': () => import('../../features/event-center/device-event/device-event.page'),
  '/event-subscribe-doc/list': NOT_BUILT,
  '/indicator-threshold/list': NOT_BUILT,
  '/iot-device-manage/detail': () => import('../../features/iot-device/device/device-detail-page'),
  '/iot-device-manage/list': () => import('../../features/iot-device/device/device.page'),
  '/iot-device-third/detail': () => import('../../features/iot-device/third-model/third-model-detail-page'),
  '/iot-device-third/list': () => import('../../features/iot-device/third-model/third-model.page'),
  '/iot-device/list': () => import('../../features/iot-device/domain-model/domain-model.page'),
  '/iot-overview': () => import('../../features/iot-device/overview/overview-page'),
  '/item-coefficient/list': NOT_BUILT,
  '/log-manage/list': () => import('../../features/log-manage/device-log/device-log.page'),
  '/main-data-doc/list': NOT_BUILT,
  '/open-api-business/api-list': () => import('../../features/openapi/api/api.page'),
  '/open-api-business/area': () => import('../../features/openapi/area/area.page'),
  '/open-api-business/group': () => import('../../features/openapi/group/group.page'),
  '/open-api-gateway/application': () => import('../../features/openapi/app/app.page'),
  '/open-api-gateway/application/detail': () => import('../../features/openapi/app/app-detail-page'),
  '/open-api-gateway/monitor': () => import('../../features/openapi/monitor/monitor-page'),
  '/open-api-gateway/plugin': () => import('../../features/openapi/plugin/plugin.page'),
  '/open-api-gateway/serve': () => import('../../features/openapi/cluster/cluster.page'),
  '/operational-center/list': NOT_BUILT,
  '/pdf/device-code-download': () => import('../../features/iot-device/device-code/device-code-download-page'),
  '/platform-manage-account/list': () => import('../../features/system-management/account/account.page'),
  '/platform-manage-role/list': () => import('../../features/system-management/role/role.page'),
  '/sass-log/list': () => import('../../features/log-manage/scene-log/scene-log.page'),
  '/std-model/detail': () => import('../../features/iot-device/std-model/std-model-detail-page'),
  '/std-model/list': () => import('../../features/iot-device/std-model/std-model.page'),
  '/std-model/relevance': () => import('../../features/iot-device/relevance/relevance.page'),
  '/std-model/relevance-add': () => import('../../features/iot-device/relevance/relevance-add-page'),
  '/std-model/relevance-edit': () => import('../../features/iot-device/relevance/relevance-edit-page'),
  '/sys-opera-log/list': () => import('../../features/log-manage/opera-log/opera-log.page'),
  '/ticket-center/list': () => import('../../features/ticket-center/template/template.page'),
  '/work-order-rule/list': () => import('../../features/ticket-center/rule/rule.page'),
  '/workOrder/list': () => import('../../features/ticket-center/work-order/work-order.page'),
};

const isRoutePath = (path: string): path is RoutePath => Object.hasOwn(PAGES, path);

/** The lazy import of a route path's page, or undefined when the path is no route or its module is not built. */
export function pageImport(path: string): (() => Promise<PageModule<RoutePath>>) | undefined {
  return isRoutePath(path) ? (PAGES[path] ?? undefined) : undefined;
}

const loaded = new Map<string, LazyExoticComponent<ComponentType>>();

/** The code-split page of a route path, or undefined when no module provides it yet. */
export function pageFor(path: string): LazyExoticComponent<ComponentType> | undefined {
  const load = pageImport(path);
  if (!load) return undefined;
  let page = loaded.get(path);
  if (!page) {
    page = lazy(load);
    loaded.set(path, page);
  }
  return page;
}
