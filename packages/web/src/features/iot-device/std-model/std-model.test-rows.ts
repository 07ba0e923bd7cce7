import type { DomainModelOption } from '@beacon/contracts/iot-domain-model';
import type { StdModel } from '@beacon/contracts/iot-model';
import type { DeviceCategoryNode, ProductGroup } from '@beacon/contracts/iot-model-catalog';

const CREATED = Date.UTC(2024, 4, 6, 8, 30, 15);

/** Product groups of the page tests. */
export const GROUPS: ProductGroup[] = [
  { id: 1, name: '环境监测', description: '', createDate: CREATED },
  { id: 2, name: '能源计量', description: '电表水表', createDate: CREATED },
];

/** A category tree: 园区 → 一号楼. */
export const CATEGORIES: DeviceCategoryNode[] = [
  {
    id: 10,
    name: '园区',
    type: 2,
    parentId: null,
    createDate: CREATED,
    children: [{ id: 11, name: '一号楼', type: 1, parentId: 10, createDate: CREATED, children: [] }],
  },
];

/** Published domain models. */
export const DOMAINS: DomainModelOption[] = [
  { id: 5, name: '环境感知', code: 'env-sense', domain: 'environment', status: 'published' },
];

/** A temperature/humidity sensor with two properties, an event and an alarm rule. */
export const SENSOR: StdModel = {
  id: 1,
  name: '温湿度传感器',
  productKey: 'th-sensor',
  groupId: 1,
  categoryId: 11,
  protocol: 'MQTT',
  domainModelId: 5,
  description: '',
  properties: [
    {
      identifier: 'temperature',
      name: '温度',
      accessMode: 'r',
      dataType: { type: 'float', specs: { min: -40, max: 85, unit: '°C' } },
    },
    { identifier: 'humidity', name: '湿度', accessMode: 'r', dataType: { type: 'int', specs: { min: 0, max: 100 } } },
  ],
  events: [{ identifier: 'lowBattery', name: '电量低', type: 'alert', outputData: [] }],
  services: [],
  alarmRules: [{ property: 'temperature', condition: '>', value: 60, durationSeconds: 30, severity: 'major' }],
  createDate: CREATED,
  updateDate: CREATED,
};

/** A meter without group, category or domain model. */
export const METER: StdModel = {
  ...SENSOR,
  id: 2,
  name: '智能电表',
  productKey: 'smart-meter',
  groupId: null,
  categoryId: null,
  protocol: 'Modbus',
  domainModelId: null,
  properties: [],
  events: [],
  alarmRules: [],
};
