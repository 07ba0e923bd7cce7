import type { ConsoleLanguage } from './console-locale';
import type { DeviceStatus } from './iot-device';

/** Columns of the device sheets: the import's ten, then what the export adds (ignored when imported again). */
export type DeviceSheetField =
  | 'devKey'
  | 'name'
  | 'productKey'
  | 'projectCode'
  | 'thirdManufacturer'
  | 'thirdModelNumber'
  | 'categoryId'
  | 'areaCode'
  | 'address'
  | 'firmware'
  | 'iotId'
  | 'status'
  | 'stdModelName'
  | 'projectName'
  | 'categoryName'
  | 'regionName'
  | 'lastOnlineTime'
  | 'createDate';

/**
 * Column titles of the device template and export in each console language: the device page's titles where the
 * cell holds what the page shows, "… key/code/ID" where it holds the code the import takes.
 */
export const DEVICE_SHEET_TITLES: Record<ConsoleLanguage, Record<DeviceSheetField, string>> = {
  'zh-CN': {
    devKey: '设备标识',
    name: '设备名称',
    productKey: '标准物模型标识',
    projectCode: '项目编码',
    thirdManufacturer: '第三方厂商',
    thirdModelNumber: '第三方型号',
    categoryId: '设备分类ID',
    areaCode: '区域编码',
    address: '安装地址',
    firmware: '固件版本',
    iotId: '设备ID',
    status: '状态',
    stdModelName: '标准物模型',
    projectName: '所属项目',
    categoryName: '设备分类',
    regionName: '所属区域',
    lastOnlineTime: '最后在线时间',
    createDate: '创建时间',
  },
  'en-US': {
    devKey: 'Device key',
    name: 'Device name',
    productKey: 'Standard model key',
    projectCode: 'Project code',
    thirdManufacturer: 'Third-party manufacturer',
    thirdModelNumber: 'Third-party model number',
    categoryId: 'Category ID',
    areaCode: 'Region code',
    address: 'Address',
    firmware: 'Firmware',
    iotId: 'Device ID',
    status: 'Status',
    stdModelName: 'Standard model',
    projectName: 'Project',
    categoryName: 'Category',
    regionName: 'Region',
    lastOnlineTime: 'Last online',
    createDate: 'Created',
  },
};

/** Device statuses as the device page shows them, in each console language. */
export const DEVICE_STATUS_LABELS: Record<ConsoleLanguage, Record<DeviceStatus, string>> = {
  'zh-CN': { inactive: '未激活', online: '在线', offline: '离线', disabled: '已停用' },
  'en-US': { inactive: 'Inactive', online: 'Online', offline: 'Offline', disabled: 'Disabled' },
};
