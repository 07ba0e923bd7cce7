import { deviceAbnormalEndpoints } from '@beacon/contracts/telemetry.endpoints';
import { definePage } from '../../../components/page-kit/define-page';
import { projectName, projectSelect, useProjectChoices } from '../../../components/project/project-choices';
import { AbnormalSettingsButton } from './abnormal-settings-button';

/**
 * /data-manage/device-abnormal/device-abnormal: abnormal records that open and recover by themselves (filters
 * project, type, status, open time); 检测设置 edits each project's detection limits.
 */
export default definePage({
  route: '/data-manage/device-abnormal/device-abnormal',
  texts: 'deviceAbnormal',
  endpoint: deviceAbnormalEndpoints.page,
  useLookups: useProjectChoices,
  filters: [
    {
      key: 'projectCode',
      label: 'project',
      control: ({ lookups }) => projectSelect(lookups),
    },
    'type',
    'status',
    { key: 'timeRange', range: ['from', 'to'] },
  ],
  columns: [
    { key: 'iotId', width: 150 },
    { key: 'devKey', width: 160 },
    {
      key: 'projectCode',
      label: 'project',
      width: 160,
      text: (row, { lookups }) => projectName(lookups, row.projectCode),
    },
    { key: 'type', width: 110, tags: { offline: 'default', silent: 'gold', out_of_range: 'red', stuck: 'purple' } },
    { key: 'attrKey', width: 130 },
    { key: 'value', width: 130 },
    { key: 'status', width: 90, tags: { open: 'red', recovered: 'green' } },
    { key: 'openTime', format: 'dateTime', width: 170 },
    { key: 'recoverTime', format: 'dateTime', width: 170 },
  ],
  parts: { toolbar: AbnormalSettingsButton },
});
