import type { ThirdModel } from '@beacon/contracts/iot-third-model';

const CREATED = Date.UTC(2024, 4, 6, 8, 30, 15);

/** A vendor's temperature sensor with one property. */
export const VENDOR: ThirdModel = {
  id: 7,
  name: '海康温湿度',
  manufacturer: '海康威视',
  modelNumber: 'DS-TH100',
  protocol: 'MQTT',
  description: '',
  properties: [{ identifier: 'temp', name: '温度', accessMode: 'r', dataType: { type: 'int' } }],
  events: [],
  services: [],
  createDate: CREATED,
  updateDate: CREATED,
};

/** A vendor model file as imported. */
export const FILE = {
  name: '大华电表',
  manufacturer: '大华',
  modelNumber: 'DH-M2',
  protocol: 'Modbus',
  properties: [
    { identifier: 'kwh', name: '电量', accessMode: 'r', dataType: { type: 'double', specs: { unit: 'kWh' } } },
  ],
};
