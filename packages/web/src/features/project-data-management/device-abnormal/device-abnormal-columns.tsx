import type { AbnormalStatus, AbnormalType, DeviceAbnormal } from '@beacon/contracts/device-abnormal';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { dateTimeColumn, type StatusLook, statusColumn } from '../../../components/crud/crud-columns';

const TYPE_COLOURS: Record<AbnormalType, string> = {
  offline: 'default',
  silent: 'gold',
  out_of_range: 'red',
  stuck: 'purple',
};

/** How each status shows: open red, recovered green. */
export const abnormalStatusLooks = (t: TFunction): Record<AbnormalStatus, StatusLook> => ({
  open: { color: 'red', text: t('deviceAbnormal:statuses.open') },
  recovered: { color: 'green', text: t('deviceAbnormal:statuses.recovered') },
});

/** Columns of the abnormal records; `projectName` names a project code. */
export function deviceAbnormalColumns(
  t: TFunction,
  projectName: (code: string) => string,
): ColumnsType<DeviceAbnormal> {
  return [
    { title: t('deviceAbnormal:iotId'), dataIndex: 'iotId', width: 150, ellipsis: true },
    { title: t('deviceAbnormal:devKey'), dataIndex: 'devKey', width: 160, ellipsis: true },
    {
      title: t('deviceAbnormal:project'),
      dataIndex: 'projectCode',
      width: 160,
      ellipsis: true,
      render: (code: string) => projectName(code),
    },
    {
      title: t('deviceAbnormal:type'),
      dataIndex: 'type',
      width: 110,
      render: (type: AbnormalType) => <Tag color={TYPE_COLOURS[type]}>{t(`deviceAbnormal:types.${type}`)}</Tag>,
    },
    { title: t('deviceAbnormal:attrKey'), dataIndex: 'attrKey', width: 130, ellipsis: true },
    { title: t('deviceAbnormal:value'), dataIndex: 'value', width: 130, ellipsis: true },
    statusColumn<DeviceAbnormal>(t('deviceAbnormal:status'), 'status', abnormalStatusLooks(t)),
    dateTimeColumn<DeviceAbnormal>(t('deviceAbnormal:openTime'), 'openTime'),
    dateTimeColumn<DeviceAbnormal>(t('deviceAbnormal:recoverTime'), 'recoverTime'),
  ];
}
