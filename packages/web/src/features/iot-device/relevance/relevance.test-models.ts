import type { StdModel } from '@beacon/contracts/iot-model';
import type { ModelRelevance, ThirdModel, ThirdModelOption } from '@beacon/contracts/iot-third-model';

const CREATED = Date.UTC(2024, 4, 6, 8, 30, 15);

/** A standard sensor model: temperature in °C, humidity in %, a door enum 0 closed / 1 open. */
export const STD_MODEL: StdModel = {
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
    { identifier: 'humidity', name: '湿度', accessMode: 'r', dataType: { type: 'float', specs: { unit: '%' } } },
    { identifier: 'door', name: '门', accessMode: 'r', dataType: { type: 'enum', specs: { '0': '关', '1': '开' } } },
  ],
  events: [],
  services: [],
  alarmRules: [],
  createDate: CREATED,
  updateDate: CREATED,
};

/** A vendor's counterpart: temperature in °F, humidity in %, a door enum 10 shut / 11 ajar, a text label. */
export const THIRD_MODEL: ThirdModel = {
  id: 2,
  name: 'Acme 传感器',
  manufacturer: 'Acme',
  modelNumber: 'V-1',
  protocol: 'MQTT',
  description: '',
  properties: [
    { identifier: 'temp_f', name: 'TempF', accessMode: 'r', dataType: { type: 'float', specs: { unit: '°F' } } },
    { identifier: 'rh', name: 'RH', accessMode: 'r', dataType: { type: 'float', specs: { unit: '%' } } },
    {
      identifier: 'door_state',
      name: 'Door',
      accessMode: 'r',
      dataType: { type: 'enum', specs: { '10': 'shut', '11': 'ajar' } },
    },
    { identifier: 'label', name: 'Label', accessMode: 'r', dataType: { type: 'text', specs: { length: 20 } } },
  ],
  events: [],
  services: [],
  createDate: CREATED,
  updateDate: CREATED,
};

/** The vendor model as a choice. */
export const THIRD_CHOICE: ThirdModelOption = { id: 2, name: 'Acme 传感器', manufacturer: 'Acme', modelNumber: 'V-1' };

/** The association of the two: temperature by unit, humidity as is. */
export const RELEVANCE: ModelRelevance = {
  id: 7,
  stdModelId: 1,
  stdModelName: STD_MODEL.name,
  thirdModelId: 2,
  thirdModelName: THIRD_MODEL.name,
  mappings: [
    { stdProperty: 'temperature', thirdProperty: 'temp_f', conversion: { kind: 'unit', from: '°F', to: '°C' } },
    { stdProperty: 'humidity', thirdProperty: 'rh', conversion: { kind: 'none' } },
  ],
  createDate: CREATED,
  updateDate: CREATED,
};
