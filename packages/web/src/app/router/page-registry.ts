import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** A page module: its default export is the page. */
type PageModule = { default: ComponentType };

// One lazy import per built page, by route path; routes absent here show the "module not installed" page.
const PAGE_IMPORTS: Readonly<Record<string, (() => Promise<PageModule>) | undefined>> = {
  '/api-call-log/list': () => import('../../features/api-call-log/api-call-log-list-page'),
  '/data-manage/device-abnormal/device-abnormal': () =>
    import('../../features/device-abnormal/device-abnormal-list-page'),
  '/data-manage/device-data/device-data': () => import('../../features/device-data/device-data-page'),
  '/data-manage/project': () => import('../../features/data-manage-project/project-list-page'),
  '/demo-components': () => import('../../features/demo-components/demo-components-page'),
  '/iot-device-manage/detail': () => import('../../features/iot-device-manage/device-detail-page'),
  '/iot-device-manage/list': () => import('../../features/iot-device-manage/device-list-page'),
  '/iot-device-third/detail': () => import('../../features/iot-third-model/third-model-detail-page'),
  '/iot-device-third/list': () => import('../../features/iot-third-model/third-model-list-page'),
  '/iot-device/list': () => import('../../features/iot-domain-model/domain-model-list-page'),
  '/log-manage/list': () => import('../../features/device-log/device-log-list-page'),
  '/pdf/device-code-download': () => import('../../features/device-code-download/device-code-download-page'),
  '/platform-manage-account/list': () => import('../../features/system-account/account-list-page'),
  '/platform-manage-role/list': () => import('../../features/system-role/role-list-page'),
  '/sass-log/list': () => import('../../features/scene-log/scene-log-list-page'),
  '/std-model/detail': () => import('../../features/iot-std-model/std-model-detail-page'),
  '/std-model/list': () => import('../../features/iot-std-model/std-model-list-page'),
  '/std-model/relevance': () => import('../../features/iot-model-relevance/relevance-list-page'),
  '/std-model/relevance-add': () => import('../../features/iot-model-relevance/relevance-add-page'),
  '/std-model/relevance-edit': () => import('../../features/iot-model-relevance/relevance-edit-page'),
  '/sys-opera-log/list': () => import('../../features/sys-opera-log/opera-log-list-page'),
};

const loaded = new Map<string, LazyExoticComponent<ComponentType>>();

/** The code-split page of a route path, or undefined when no module provides it yet. */
export function pageFor(path: string): LazyExoticComponent<ComponentType> | undefined {
  const load = PAGE_IMPORTS[path];
  if (!load) return undefined;
  let page = loaded.get(path);
  if (!page) {
    page = lazy(load);
    loaded.set(path, page);
  }
  return page;
}
