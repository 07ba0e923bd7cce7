import type { AlarmRule, DeviceProtocol } from '@beacon/contracts/iot-model';
import type { PropertyMapping } from '@beacon/contracts/iot-third-model';
import type { DemoText } from '../../platform/demo-text';
import type { DemoCategoryKey, DemoGroupKey } from './demo-catalog';
import { alarm, enumOf, event, num, same, scale, service, unit } from './demo-model-parts';

/** One demo product: its standard model, a vendor's model of it and the mapping between them. */
export interface DemoProduct {
  name: string;
  productKey: string;
  group: DemoGroupKey;
  category: DemoCategoryKey;
  protocol: DeviceProtocol;
  std: { properties: unknown[]; events: unknown[]; services: unknown[] };
  alarmRules: AlarmRule[];
  third: { manufacturer: string; modelNumber: string; name: string; properties: unknown[] };
  mappings: PropertyMapping[];
}

/** The demo's products (PRODUCT.md §5) in the demo's language: common building devices with realistic ranges and units. */
export const demoProducts = (t: DemoText): DemoProduct[] => {
  const battery = t('电池电量', 'Battery');
  const closedOpen = { '0': t('关闭', 'closed'), '1': t('打开', 'open') };
  return [
    {
      name: t('温湿度传感器', 'Temperature and humidity sensor'),
      productKey: 'th-sensor',
      group: 'environment',
      category: 'apartment',
      protocol: 'MQTT',
      std: {
        properties: [
          num('temperature', t('温度', 'Temperature'), 'float', -40, 85, '°C', 0.1),
          num('humidity', t('湿度', 'Humidity'), 'float', 0, 100, '%', 0.1),
          num('battery', battery, 'int', 0, 100, '%'),
        ],
        events: [event('lowBattery', t('电量低', 'Low battery'), 'alert')],
        services: [service('calibrate', t('校准', 'Calibrate'))],
      },
      alarmRules: [
        alarm(t('温度过高', 'Temperature high'), 'temperature', '>', 35, 'major'),
        alarm(t('湿度过高', 'Humidity high'), 'humidity', '>=', 85, 'minor'),
        alarm(t('电量低', 'Battery low'), 'battery', '<', 15, 'warning'),
      ],
      third: {
        manufacturer: 'Sensirion',
        modelNumber: 'SHT-40-NET',
        name: t('SHT40 网络温湿度传感器', 'SHT40 network sensor'),
        properties: [
          num('temp_f', t('温度', 'Temperature'), 'float', -40, 185, '°F'),
          num('rh', t('相对湿度', 'Relative humidity'), 'float', 0, 100, '%'),
          num('bat', battery, 'int', 0, 100, '%'),
        ],
      },
      mappings: [unit('temperature', 'temp_f', '°F', '°C'), same('humidity', 'rh'), same('battery', 'bat')],
    },
    {
      name: t('智能电表', 'Smart electricity meter'),
      productKey: 'smart-meter',
      group: 'energy',
      category: 'apartment',
      protocol: 'Modbus',
      std: {
        properties: [
          num('voltage', t('电压', 'Voltage'), 'float', 0, 450, 'V'),
          num('current', t('电流', 'Current'), 'float', 0, 100, 'A'),
          num('power', t('有功功率', 'Active power'), 'float', 0, 50, 'kW'),
          num('energy', t('累计电量', 'Energy'), 'double', 0, 1e9, 'kWh'),
        ],
        events: [event('powerOutage', t('停电', 'Power outage'), 'error')],
        services: [service('readNow', t('立即抄表', 'Read now'), 'sync')],
      },
      alarmRules: [
        alarm(t('过电压', 'Overvoltage'), 'voltage', '>', 253, 'major'),
        alarm(t('欠电压', 'Undervoltage'), 'voltage', '<', 187, 'major'),
        alarm(t('功率过高', 'Power high'), 'power', '>=', 40, 'minor'),
      ],
      third: {
        manufacturer: 'Acrel',
        modelNumber: 'ADL400',
        name: t('ADL400 三相电能表', 'ADL400 three-phase meter'),
        properties: [
          num('ua', t('A 相电压', 'Voltage'), 'float', 0, 450, 'V'),
          num('ia', t('A 相电流', 'Current'), 'float', 0, 100, 'A'),
          num('p', t('有功功率', 'Active power'), 'float', 0, 50000, 'W'),
          num('ep', t('正向有功电能', 'Energy'), 'double', 0, 1e12, 'Wh'),
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
      name: t('门禁控制器', 'Access controller'),
      productKey: 'access-controller',
      group: 'security',
      category: 'community',
      protocol: 'HTTP',
      std: {
        properties: [
          enumOf('doorState', t('门状态', 'Door state'), { ...closedOpen, '2': t('强行开门', 'forced open') }),
          enumOf(
            'lockMode',
            t('锁模式', 'Lock mode'),
            { '0': t('正常', 'normal'), '1': t('常开', 'always open'), '2': t('常闭', 'always closed') },
            'rw',
          ),
          num('openCount', t('今日开门次数', 'Openings today'), 'int', 0, 100000, t('次', 'times')),
        ],
        events: [
          event('forcedOpen', t('门被强行打开', 'Door forced open'), 'alert'),
          event('cardRejected', t('刷卡被拒', 'Card rejected'), 'info'),
        ],
        services: [service('openDoor', t('远程开门', 'Open door'), 'sync')],
      },
      alarmRules: [alarm(t('强行开门', 'Door forced open'), 'doorState', '==', 2, 'critical')],
      third: {
        manufacturer: 'ZKTeco',
        modelNumber: 'inBio-260',
        name: t('inBio 260 门禁控制板', 'inBio 260 panel'),
        properties: [
          enumOf('door', t('门磁', 'Door'), { ...closedOpen, '2': t('强开', 'forced') }),
          enumOf('mode', t('模式', 'Mode'), {
            '0': t('正常', 'normal'),
            '1': t('常开', 'open'),
            '2': t('常闭', 'closed'),
          }),
          num('opens', t('开门次数', 'Openings'), 'int', 0, 100000, t('次', 'times')),
        ],
      },
      mappings: [same('doorState', 'door'), same('lockMode', 'mode'), same('openCount', 'opens')],
    },
    {
      name: t('烟雾探测器', 'Smoke detector'),
      productKey: 'smoke-detector',
      group: 'fire',
      category: 'community',
      protocol: 'MQTT',
      std: {
        properties: [
          num('smokeDensity', t('烟雾浓度', 'Smoke density'), 'float', 0, 10, 'dB/m', 0.01),
          num('battery', battery, 'int', 0, 100, '%'),
          enumOf('alarmState', t('报警状态', 'Alarm state'), {
            '0': t('正常', 'normal'),
            '1': t('报警', 'alarm'),
            '2': t('故障', 'fault'),
          }),
        ],
        events: [
          event('fireAlarm', t('火灾报警', 'Fire alarm'), 'error'),
          event('tamper', t('防拆报警', 'Tamper'), 'alert'),
        ],
        services: [service('silence', t('消音', 'Silence alarm'))],
      },
      alarmRules: [
        alarm(t('烟雾浓度超标', 'Smoke density high'), 'smokeDensity', '>=', 0.5, 'critical'),
        alarm(t('火警', 'Fire alarm'), 'alarmState', '==', 1, 'critical'),
        alarm(t('电量低', 'Battery low'), 'battery', '<', 10, 'warning'),
      ],
      third: {
        manufacturer: 'Hikvision',
        modelNumber: 'DS-PDSMK-S',
        name: t('无线光电烟雾探测器', 'Wireless smoke detector'),
        properties: [
          num('smoke', t('烟雾浓度', 'Smoke density'), 'float', 0, 1000, 'cdB/m'),
          num('battery', battery, 'int', 0, 100, '%'),
          enumOf('state', t('状态', 'State'), {
            '0': t('正常', 'ok'),
            '1': t('火警', 'fire'),
            '2': t('故障', 'fault'),
          }),
        ],
      },
      mappings: [scale('smokeDensity', 'smoke', 0.01), same('battery'), same('alarmState', 'state')],
    },
    {
      name: t('网络摄像机', 'Network camera'),
      productKey: 'ip-camera',
      group: 'security',
      category: 'park',
      protocol: 'HTTP',
      std: {
        properties: [
          enumOf('online', t('视频链路', 'Video link'), { '0': t('中断', 'lost'), '1': t('正常', 'ok') }),
          num('bitrate', t('码率', 'Bit rate'), 'int', 0, 16384, 'kbps'),
          num('storageUsed', t('存储占用', 'Storage used'), 'float', 0, 100, '%'),
        ],
        events: [
          event('motionDetected', t('移动侦测', 'Motion detected'), 'info'),
          event('videoLoss', t('视频丢失', 'Video loss'), 'error'),
        ],
        services: [service('snapshot', t('抓拍', 'Take snapshot'), 'sync'), service('reboot', t('重启', 'Reboot'))],
      },
      alarmRules: [
        alarm(t('摄像机离线', 'Camera offline'), 'online', '==', 0, 'major'),
        alarm(t('存储将满', 'Storage almost full'), 'storageUsed', '>', 90, 'warning'),
      ],
      third: {
        manufacturer: 'Dahua',
        modelNumber: 'IPC-HFW2431',
        name: t('IPC-HFW2431 红外枪型网络摄像机', 'IPC-HFW2431 bullet camera'),
        properties: [
          enumOf('link', t('链路', 'Link'), { '0': t('断开', 'down'), '1': t('连通', 'up') }),
          num('kbps', t('码率', 'Bit rate'), 'int', 0, 16384, 'kbps'),
          num('disk', t('硬盘占用', 'Disk used'), 'float', 0, 100, '%'),
        ],
      },
      mappings: [same('online', 'link'), same('bitrate', 'kbps'), same('storageUsed', 'disk')],
    },
    {
      name: t('电梯监测终端', 'Elevator monitor'),
      productKey: 'elevator-monitor',
      group: 'building',
      category: 'park',
      protocol: 'MQTT',
      std: {
        properties: [
          num('floor', t('当前楼层', 'Floor'), 'int', -5, 120, t('层', 'floor')),
          num('speed', t('运行速度', 'Speed'), 'float', 0, 10, 'm/s', 0.01),
          enumOf('runState', t('运行状态', 'Running state'), {
            '0': t('停止', 'stopped'),
            '1': t('上行', 'up'),
            '2': t('下行', 'down'),
            '3': t('故障', 'fault'),
          }),
          enumOf('doorOpen', t('轿门', 'Door'), closedOpen),
        ],
        events: [
          event('trapped', t('困人', 'Passenger trapped'), 'error'),
          event('overload', t('超载', 'Overload'), 'alert'),
        ],
        services: [service('returnToBase', t('返回基站', 'Return to base floor'))],
      },
      alarmRules: [
        alarm(t('电梯故障', 'Elevator fault'), 'runState', '==', 3, 'critical'),
        alarm(t('运行超速', 'Overspeed'), 'speed', '>', 4, 'major'),
      ],
      third: {
        manufacturer: 'KONE',
        modelNumber: 'KCM-831',
        name: t('KCM831 电梯物联网关', 'KCM831 elevator gateway'),
        properties: [
          num('pos', t('楼层', 'Floor'), 'int', -5, 120, t('层', 'floor')),
          num('v_cm', t('速度', 'Speed'), 'float', 0, 1000, 'cm/s'),
          enumOf('state', t('状态', 'State'), {
            '0': t('空闲', 'idle'),
            '1': t('上行', 'up'),
            '2': t('下行', 'down'),
            '3': t('故障', 'fault'),
          }),
          enumOf('door', t('门', 'Door'), closedOpen),
        ],
      },
      mappings: [
        same('floor', 'pos'),
        scale('speed', 'v_cm', 0.01),
        same('runState', 'state'),
        same('doorOpen', 'door'),
      ],
    },
  ];
};
