import type { Device } from '@beacon/contracts/iot-device';
import type { StdModel, StdModelOption } from '@beacon/contracts/iot-model';
import type { DeviceCategoryNode } from '@beacon/contracts/iot-model-catalog';
import type { ProjectOption, RegionTreeNode } from '@beacon/contracts/project-data-management';

const CREATED = Date.UTC(2024, 4, 6, 8, 30, 15);

/** Guangdong → Shenzhen → Nanshan, Zhejiang → Hangzhou → Xihu. */
export const REGION_TREE: RegionTreeNode[] = [
  {
    code: '440000',
    name: '广东省',
    children: [{ code: '440300', name: '深圳市', children: [{ code: '440305', name: '南山区' }] }],
  },
  {
    code: '330000',
    name: '浙江省',
    children: [{ code: '330100', name: '杭州市', children: [{ code: '330106', name: '西湖区' }] }],
  },
];

/** Two standard models. */
export const STD_MODELS: StdModelOption[] = [
  { id: 1, name: '温湿度传感器', productKey: 'th-sensor' },
  { id: 2, name: '智能电表', productKey: 'smart-meter' },
];

/** Two projects. */
export const PROJECTS: ProjectOption[] = [
  { projectCode: 'P-SZ-001', projectName: '南山花园' },
  { projectCode: 'P-HZ-001', projectName: '西湖园区' },
];

/** A community with a building below it. */
export const CATEGORIES: DeviceCategoryNode[] = [
  {
    id: 1,
    name: '公共区域',
    type: 0,
    parentId: null,
    createDate: CREATED,
    children: [{ id: 2, name: '楼栋', type: 1, parentId: 1, createDate: CREATED, children: [] }],
  },
];

/** An online sensor in Nanshan. */
export const SENSOR: Device = {
  iotId: 'd0123456789abcdef0123',
  devKey: 'th-001',
  name: '大堂温湿度',
  stdModelId: 1,
  thirdModelId: null,
  projectCode: 'P-SZ-001',
  categoryId: 2,
  areaCode: '440305',
  address: '1栋大堂',
  status: 'online',
  lastOnlineTime: CREATED,
  firmware: '1.0.3',
  createDate: CREATED,
};

/** A disabled meter in Xihu that never came online. */
export const METER: Device = {
  iotId: 'd0123456789abcdef0456',
  devKey: 'meter-001',
  name: '配电房电表',
  stdModelId: 2,
  thirdModelId: null,
  projectCode: 'P-HZ-001',
  categoryId: null,
  areaCode: '330106',
  address: '',
  status: 'disabled',
  lastOnlineTime: null,
  firmware: '',
  createDate: CREATED,
};

/** Devices of the page tests. */
export const DEVICES: Device[] = [SENSOR, METER];

/** The sensor's standard model: a property, an event and a service. */
export const SENSOR_MODEL: StdModel = {
  id: 1,
  name: '温湿度传感器',
  productKey: 'th-sensor',
  groupId: null,
  categoryId: null,
  protocol: 'MQTT',
  domainModelId: null,
  description: '',
  properties: [
    { identifier: 'temperature', name: '温度', accessMode: 'r', dataType: { type: 'float', specs: { unit: '°C' } } },
  ],
  events: [{ identifier: 'overheat', name: '过热', type: 'alert', outputData: [] }],
  services: [{ identifier: 'reboot', name: '重启', callType: 'async', inputData: [], outputData: [] }],
  alarmRules: [],
  createDate: CREATED,
  updateDate: CREATED,
};
