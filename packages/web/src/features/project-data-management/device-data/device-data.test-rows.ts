import type { ProjectOption } from '@beacon/contracts/project-data-management';
import type { LatestValue } from '@beacon/contracts/telemetry';

const STORED = Date.UTC(2026, 10, 23, 6, 0, 0);

/** Two projects; the first is preselected. */
export const PROJECTS: ProjectOption[] = [
  { projectCode: 'P-SZ-001', projectName: '南山花园' },
  { projectCode: 'P-HZ-001', projectName: '西湖园区' },
];

/** A sensor's temperature. */
export const TEMPERATURE: LatestValue = {
  iotId: 'iot-0001',
  devKey: 'sensor-01',
  deviceName: '1号温湿度传感器',
  attrKey: 'temperature',
  attrName: '温度',
  value: 21.5,
  unit: '°C',
  valueTime: STORED - 2_000,
  updateTime: STORED,
};

/** The same sensor's humidity. */
export const HUMIDITY: LatestValue = {
  ...TEMPERATURE,
  attrKey: 'humidity',
  attrName: '湿度',
  value: 48,
  unit: '%',
};

/** Live rows of the page tests. */
export const LIVE_ROWS: LatestValue[] = [TEMPERATURE, HUMIDITY];
