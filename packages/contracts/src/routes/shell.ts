import type { RouteDef } from '../registry-types';

/** Routes of the console shell itself. */
export const shellRoutes: readonly RouteDef[] = [
  { path: '/demo-components', title: { zh: '组件示例', en: 'Component demo' }, hidden: true },
];
