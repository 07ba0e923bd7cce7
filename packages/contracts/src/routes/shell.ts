import type { RouteDef } from '../registry-types';

/** Routes of the console shell itself. */
export const shellRoutes = [
  { path: '/demo-components', title: { zh: '组件示例', en: 'Component demo' }, hidden: true },
] as const satisfies readonly RouteDef[];
