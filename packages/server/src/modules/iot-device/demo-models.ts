import type { AlarmRule, DeviceProtocol } from '@beacon/contracts/iot-model';
import type { PropertyMapping } from '@beacon/contracts/iot-third-model';

type Num = 'int' | 'float' | 'double';
const num = (identifier: string, name: string, type: Num, min: number, max: number, unit: string, step?: number) => ({
  identifier,
  name,
  accessMode: 'r' as const,
  dataType: { type, specs: { min, max, unit, ...(step === undefined ? {} : { step }) } },
});
const enumOf = (identifier: string, name: string, items: Record<string, string>, accessMode: 'r' | 'rw' = 'r') => ({
  identifier,
  name,
  accessMode,
  dataType: { type: 'enum' as const, specs: items },
});
const event = (identifier: string, name: string, type: 'info' | 'alert' | 'error') => ({
  identifier,
  name,
  type,
  outputData: [],
});
const service = (identifier: string, name: string, callType: 'sync' | 'async' = 'async') => ({
  identifier,
  name,
  callType,
  inputData: [],
  outputData: [],
});
const alarm = (
  property: string,
  condition: AlarmRule['condition'],
  value: number,
  severity: AlarmRule['severity'],
) => ({
  property,
  condition,
  value,
  durationSeconds: 60,
  severity,
});
const same = (stdProperty: string, thirdProperty = stdProperty): PropertyMapping => ({
  stdProperty,
  thirdProperty,
  conversion: { kind: 'none' },
});
const unit = (stdProperty: string, thirdProperty: string, from: string, to: string): PropertyMapping => ({
  stdProperty,
  thirdProperty,
  conversion: { kind: 'unit', from, to },
});
const scale = (stdProperty: string, thirdProperty: string, factor: number): PropertyMapping => ({
  stdProperty,
  thirdProperty,
  conversion: { kind: 'scale', scale: factor, offset: 0 },
});

/** One demo product: its standard model, a vendor's model of it and the mapping between them. */
export interface DemoProduct {
  name: string;
  productKey: string;
  group: string;
  category: string;
  protocol: DeviceProtocol;
  std: { properties: unknown[]; events: unknown[]; services: unknown[] };
  alarmRules: AlarmRule[];
  third: { manufacturer: string; modelNumber: string; name: string; properties: unknown[] };
  mappings: PropertyMapping[];
}

/** The demo's products (PRODUCT.md §5): common building devices with realistic ranges and units. */
export const DEMO_PRODUCTS: readonly DemoProduct[] = [
  {
    name: 'Temperature and humidity sensor',
    productKey: 'th-sensor',
    group: 'Environment sensors',
    category: 'Office tower',
    protocol: 'MQTT',
    std: {
      properties: [
        num('temperature', 'Temperature', 'float', -40, 85, '°C', 0.1),
        num('humidity', 'Humidity', 'float', 0, 100, '%', 0.1),
        num('battery', 'Battery', 'int', 0, 100, '%'),
      ],
      events: [event('lowBattery', 'Low battery', 'alert')],
      services: [service('calibrate', 'Calibrate')],
    },
    alarmRules: [
      alarm('temperature', '>', 35, 'major'),
      alarm('humidity', '>=', 85, 'minor'),
      alarm('battery', '<', 15, 'warning'),
    ],
    third: {
      manufacturer: 'Sensirion',
      modelNumber: 'SHT-40-NET',
      name: 'SHT40 network sensor',
      properties: [
        num('temp_f', 'Temperature', 'float', -40, 185, '°F'),
        num('rh', 'Relative humidity', 'float', 0, 100, '%'),
        num('bat', 'Battery', 'int', 0, 100, '%'),
      ],
    },
    mappings: [unit('temperature', 'temp_f', '°F', '°C'), same('humidity', 'rh'), same('battery', 'bat')],
  },
  {
    name: 'Smart electricity meter',
    productKey: 'smart-meter',
    group: 'Energy meters',
    category: 'Office tower',
    protocol: 'Modbus',
    std: {
      properties: [
        num('voltage', 'Voltage', 'float', 0, 450, 'V'),
        num('current', 'Current', 'float', 0, 100, 'A'),
        num('power', 'Active power', 'float', 0, 50, 'kW'),
        num('energy', 'Energy', 'double', 0, 1e9, 'kWh'),
      ],
      events: [event('powerOutage', 'Power outage', 'error')],
      services: [service('readNow', 'Read now', 'sync')],
    },
    alarmRules: [
      alarm('voltage', '>', 253, 'major'),
      alarm('voltage', '<', 187, 'major'),
      alarm('power', '>=', 40, 'minor'),
    ],
    third: {
      manufacturer: 'Acrel',
      modelNumber: 'ADL400',
      name: 'ADL400 three-phase meter',
      properties: [
        num('ua', 'Voltage', 'float', 0, 450, 'V'),
        num('ia', 'Current', 'float', 0, 100, 'A'),
        num('p', 'Active power', 'float', 0, 50000, 'W'),
        num('ep', 'Energy', 'double', 0, 1e12, 'Wh'),
      ],
    },
    mappings: [
      same('voltage', 'ua'),
      same('current', 'ia'),
      unit('power', 'p', 'W', 'kW'),
      unit('energy', 'ep', 'Wh', 'kWh'),
    ],
  },
  {
    name: 'Access controller',
    productKey: 'access-controller',
    group: 'Security devices',
    category: 'Residential community',
    protocol: 'HTTP',
    std: {
      properties: [
        enumOf('doorState', 'Door state', { '0': 'closed', '1': 'open', '2': 'forced open' }),
        enumOf('lockMode', 'Lock mode', { '0': 'normal', '1': 'always open', '2': 'always closed' }, 'rw'),
        num('openCount', 'Openings today', 'int', 0, 100000, 'times'),
      ],
      events: [event('forcedOpen', 'Door forced open', 'alert'), event('cardRejected', 'Card rejected', 'info')],
      services: [service('openDoor', 'Open door', 'sync')],
    },
    alarmRules: [alarm('doorState', '==', 2, 'critical')],
    third: {
      manufacturer: 'ZKTeco',
      modelNumber: 'inBio-260',
      name: 'inBio 260 panel',
      properties: [
        enumOf('door', 'Door', { '0': 'closed', '1': 'open', '2': 'forced' }),
        enumOf('mode', 'Mode', { '0': 'normal', '1': 'open', '2': 'closed' }),
        num('opens', 'Openings', 'int', 0, 100000, 'times'),
      ],
    },
    mappings: [same('doorState', 'door'), same('lockMode', 'mode'), same('openCount', 'opens')],
  },
  {
    name: 'Smoke detector',
    productKey: 'smoke-detector',
    group: 'Fire safety',
    category: 'Residential community',
    protocol: 'MQTT',
    std: {
      properties: [
        num('smokeDensity', 'Smoke density', 'float', 0, 10, 'dB/m', 0.01),
        num('battery', 'Battery', 'int', 0, 100, '%'),
        enumOf('alarmState', 'Alarm state', { '0': 'normal', '1': 'alarm', '2': 'fault' }),
      ],
      events: [event('fireAlarm', 'Fire alarm', 'error'), event('tamper', 'Tamper', 'alert')],
      services: [service('silence', 'Silence alarm')],
    },
    alarmRules: [
      alarm('smokeDensity', '>=', 0.5, 'critical'),
      alarm('alarmState', '==', 1, 'critical'),
      alarm('battery', '<', 10, 'warning'),
    ],
    third: {
      manufacturer: 'Hikvision',
      modelNumber: 'DS-PDSMK-S',
      name: 'Wireless smoke detector',
      properties: [
        num('smoke', 'Smoke density', 'float', 0, 1000, 'cdB/m'),
        num('battery', 'Battery', 'int', 0, 100, '%'),
        enumOf('state', 'State', { '0': 'ok', '1': 'fire', '2': 'fault' }),
      ],
    },
    mappings: [scale('smokeDensity', 'smoke', 0.01), same('battery'), same('alarmState', 'state')],
  },
  {
    name: 'Network camera',
    productKey: 'ip-camera',
    group: 'Security devices',
    category: 'Technology park',
    protocol: 'HTTP',
    std: {
      properties: [
        enumOf('online', 'Video link', { '0': 'lost', '1': 'ok' }),
        num('bitrate', 'Bit rate', 'int', 0, 16384, 'kbps'),
        num('storageUsed', 'Storage used', 'float', 0, 100, '%'),
      ],
      events: [event('motionDetected', 'Motion detected', 'info'), event('videoLoss', 'Video loss', 'error')],
      services: [service('snapshot', 'Take snapshot', 'sync'), service('reboot', 'Reboot')],
    },
    alarmRules: [alarm('online', '==', 0, 'major'), alarm('storageUsed', '>', 90, 'warning')],
    third: {
      manufacturer: 'Dahua',
      modelNumber: 'IPC-HFW2431',
      name: 'IPC-HFW2431 bullet camera',
      properties: [
        enumOf('link', 'Link', { '0': 'down', '1': 'up' }),
        num('kbps', 'Bit rate', 'int', 0, 16384, 'kbps'),
        num('disk', 'Disk used', 'float', 0, 100, '%'),
      ],
    },
    mappings: [same('online', 'link'), same('bitrate', 'kbps'), same('storageUsed', 'disk')],
  },
  {
    name: 'Elevator monitor',
    productKey: 'elevator-monitor',
    group: 'Building services',
    category: 'Technology park',
    protocol: 'MQTT',
    std: {
      properties: [
        num('floor', 'Floor', 'int', -5, 120, 'floor'),
        num('speed', 'Speed', 'float', 0, 10, 'm/s', 0.01),
        enumOf('runState', 'Running state', { '0': 'stopped', '1': 'up', '2': 'down', '3': 'fault' }),
        enumOf('doorOpen', 'Door', { '0': 'closed', '1': 'open' }),
      ],
      events: [event('trapped', 'Passenger trapped', 'error'), event('overload', 'Overload', 'alert')],
      services: [service('returnToBase', 'Return to base floor')],
    },
    alarmRules: [alarm('runState', '==', 3, 'critical'), alarm('speed', '>', 4, 'major')],
    third: {
      manufacturer: 'KONE',
      modelNumber: 'KCM-831',
      name: 'KCM831 elevator gateway',
      properties: [
        num('pos', 'Floor', 'int', -5, 120, 'floor'),
        num('v_cm', 'Speed', 'float', 0, 1000, 'cm/s'),
        enumOf('state', 'State', { '0': 'idle', '1': 'up', '2': 'down', '3': 'fault' }),
        enumOf('door', 'Door', { '0': 'closed', '1': 'open' }),
      ],
    },
    mappings: [same('floor', 'pos'), scale('speed', 'v_cm', 0.01), same('runState', 'state'), same('doorOpen', 'door')],
  },
];
