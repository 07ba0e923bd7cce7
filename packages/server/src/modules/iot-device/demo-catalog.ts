import type { DeviceCategoryType } from '@beacon/contracts/iot-model-catalog';
import type { DemoText } from '../../platform/demo-text';

/** The demo's product groups, by key. */
export type DemoGroupKey = 'environment' | 'energy' | 'security' | 'fire' | 'building';
/** The demo's device categories, by key. */
export type DemoCategoryKey = 'estate' | 'community' | 'apartment' | 'park';

/** The demo's category tree (parents first): an estate with a community and an apartment building, and a park. */
export const demoCategories = (
  t: DemoText,
): ReadonlyArray<{ key: DemoCategoryKey; name: string; type: DeviceCategoryType; parent?: DemoCategoryKey }> => [
  { key: 'estate', name: t('滨江片区', 'Riverside estate'), type: 0 },
  { key: 'community', name: t('住宅小区', 'Residential community'), type: 0, parent: 'estate' },
  { key: 'apartment', name: t('公寓楼', 'Apartment building'), type: 1, parent: 'estate' },
  { key: 'park', name: t('科技园区', 'Technology park'), type: 2 },
];

/** The demo's product groups with their descriptions. */
export const demoGroups = (t: DemoText): Record<DemoGroupKey, { name: string; description: string }> => ({
  environment: {
    name: t('环境监测', 'Environment sensors'),
    description: t('温湿度、空气质量等室内环境监测设备', 'Temperature, humidity and air quality sensors'),
  },
  energy: {
    name: t('能耗计量', 'Energy meters'),
    description: t('电表、水表等能耗计量设备', 'Electricity and water meters'),
  },
  security: {
    name: t('安防设备', 'Security devices'),
    description: t('门禁、视频监控等安防设备', 'Access control and video surveillance'),
  },
  fire: {
    name: t('消防设备', 'Fire safety'),
    description: t('烟感、火灾报警等消防设备', 'Smoke detectors and fire alarms'),
  },
  building: {
    name: t('楼宇设备', 'Building services'),
    description: t('电梯、给排水等楼宇机电设备', 'Elevators, pumps and other building services'),
  },
});
