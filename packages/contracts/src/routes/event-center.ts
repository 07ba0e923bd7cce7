import type { RouteDef } from '../registry-types';

/** Routes of module event-center. */
export const eventCenterRoutes = [
  {
    path: '/event-center/list',
    name: 'DeviceEvent',
    module: 'event-center',
    pageId: 'EventCenter.deviceEvent',
    title: { zh: '设备事件', en: 'Device events' },
  },
  {
    path: '/ai-event/list',
    name: 'AiEvent',
    module: 'event-center',
    pageId: 'EventCenter.aiEvent',
    title: { zh: 'AI事件', en: 'AI events' },
  },
  {
    path: '/alarm-event/list',
    name: 'AlarmEvent',
    module: 'event-center',
    pageId: 'EventCenter.alarm',
    title: { zh: '告警事件', en: 'Alarm events' },
  },
] as const satisfies readonly RouteDef[];
