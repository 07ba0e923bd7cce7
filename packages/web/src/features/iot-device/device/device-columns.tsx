import type { Device, DeviceStatus } from '@beacon/contracts/iot-device';
import { DEVICE_BUTTONS } from '@beacon/contracts/iot-device.endpoints';
import { Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { actionsColumn, dateTimeColumn, type StatusLook, statusColumn } from '../../../components/crud/crud-columns';
import type { DeviceLookups } from './use-device-lookups';

/** What a row action does. */
export interface DeviceRowActions {
  open: (row: Device) => void;
  edit: (row: Device) => void;
  toggle: (row: Device) => void;
  resetSecret: (row: Device) => void;
  remove: (row: Device) => void;
}

/** How each device status shows (PRODUCT.md §3): online green, offline grey, inactive blue, disabled red. */
export const deviceStatusLooks = (t: TFunction): Record<DeviceStatus, StatusLook> => ({
  online: { color: 'green', text: t('device:statuses.online') },
  offline: { color: 'default', text: t('device:statuses.offline') },
  inactive: { color: 'blue', text: t('device:statuses.inactive') },
  disabled: { color: 'red', text: t('device:statuses.disabled') },
});

/** Columns of the device list. */
export function deviceColumns(t: TFunction, lookups: DeviceLookups, actions: DeviceRowActions): ColumnsType<Device> {
  return [
    {
      title: t('device:name'),
      dataIndex: 'name',
      width: 160,
      ellipsis: true,
      render: (name: string, row: Device) => (
        <Typography.Link onClick={() => actions.open(row)} data-testid="device-detail-link">
          {name}
        </Typography.Link>
      ),
    },
    { title: t('device:devKey'), dataIndex: 'devKey', width: 160, ellipsis: true },
    { title: t('device:iotId'), dataIndex: 'iotId', width: 200 },
    {
      title: t('device:stdModel'),
      dataIndex: 'stdModelId',
      width: 150,
      ellipsis: true,
      render: (id: number) => lookups.stdModelName(id),
    },
    {
      title: t('device:project'),
      dataIndex: 'projectCode',
      width: 150,
      ellipsis: true,
      render: (code: string) => lookups.projectName(code),
    },
    {
      title: t('device:category'),
      dataIndex: 'categoryId',
      width: 110,
      render: (id: number | null) => lookups.categoryName(id),
    },
    {
      title: t('device:region'),
      dataIndex: 'areaCode',
      width: 200,
      render: (areaCode: string | null) => lookups.regionText(areaCode),
    },
    statusColumn<Device>(t('device:status'), 'status', deviceStatusLooks(t)),
    dateTimeColumn<Device>(t('device:lastOnlineTime'), 'lastOnlineTime'),
    dateTimeColumn<Device>(t('device:createDate'), 'createDate'),
    actionsColumn<Device>(
      t('device:actions'),
      [
        { key: 'edit', label: t('device:edit'), pageId: DEVICE_BUTTONS.edit, onClick: actions.edit },
        {
          key: 'status',
          label: (row) => (row.status === 'disabled' ? t('device:enable') : t('device:disable')),
          pageId: DEVICE_BUTTONS.status,
          onClick: actions.toggle,
        },
        {
          key: 'resetSecret',
          label: t('device:resetSecret'),
          pageId: DEVICE_BUTTONS.resetSecret,
          onClick: actions.resetSecret,
        },
        {
          key: 'delete',
          label: t('device:delete'),
          pageId: DEVICE_BUTTONS.delete,
          danger: true,
          testId: 'device-delete',
          onClick: actions.remove,
        },
      ],
      230,
    ),
  ];
}
