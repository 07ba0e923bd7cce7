import type { RouteDef } from '../registry-types';

/** Routes of module docs-center. */
export const docsCenterRoutes = [
  {
    path: '/doc-center/list',
    name: 'ApiDoc',
    module: 'docs-center',
    pageId: 'DocCenter.apiDoc',
    title: { zh: 'API文档', en: 'API documentation' },
  },
  {
    path: '/main-data-doc/list',
    name: 'MainDataDoc',
    module: 'docs-center',
    pageId: 'DocCenter.mainDataDoc',
    title: { zh: '主数据文档', en: 'Master data documents' },
  },
  {
    path: '/event-subscribe-doc/list',
    name: 'OtherDoc',
    module: 'docs-center',
    pageId: 'DocCenter.otherDoc',
    title: { zh: '其他文档', en: 'Other documents' },
  },
] as const satisfies readonly RouteDef[];
