import type { RouteDef } from '../registry-types';

/** Routes of module operational-center. */
export const operationalCenterRoutes = [
  {
    path: '/operational-center/list',
    name: 'Indicator',
    module: 'operational-center',
    pageId: 'operationalCenter.indicator',
    title: { zh: '综合态势指标', en: 'Situation indicators' },
  },
  {
    path: '/indicator-threshold/list',
    name: 'IndicatorThreshold',
    module: 'operational-center',
    pageId: 'operationalCenter.threshold',
    title: { zh: '指标阈值', en: 'Indicator thresholds' },
  },
  {
    path: '/item-coefficient/list',
    name: 'ItemCoefficient',
    module: 'operational-center',
    pageId: 'operationalCenter.coefficient',
    title: { zh: '项目指标系数', en: 'Indicator coefficients' },
  },
] as const satisfies readonly RouteDef[];
