import { FILTER_WIDTH } from '@beacon/contracts/constants';
import { DEVICE_LIMITS, type Device } from '@beacon/contracts/iot-device';
import { DEVICE_BUTTONS, deviceEndpoints } from '@beacon/contracts/iot-device.endpoints';
import type { DeviceBatchResult } from '@beacon/contracts/iot-device-files';
import { deviceFileEndpoints } from '@beacon/contracts/iot-device-files.endpoints';
import { TreeSelect } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { BulkResult } from '../../../components/crud/use-bulk-action';
import { definePage } from '../../../components/page-kit/define-page';
import type { FieldControl, TextContext } from '../../../components/page-kit/page-spec';
import { projectOptions } from '../../../components/project/project-choices';
import { RegionCascader } from '../../../components/region/region-cascader';
import { type CallOptions, callEndpoint } from '../../../lib/api-client/call-endpoint';
import { categoryTreeOptions } from './category-tree';
import { DeviceFormDrawer } from './device-form-drawer';
import { deviceDetailPath } from './device-paths';
import { DEVICE_STATUS_COLORS } from './device-status';
import { DeviceToolbar } from './device-toolbar';
import { ResetSecretDialog } from './reset-secret-dialog';
import { type DeviceLookups, useDeviceLookups } from './use-device-lookups';

const idValue = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);
const codeValue = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** A select of choices that narrows as one types their name. */
const searchableSelect = (options: readonly { value: string | number; label: string }[]): FieldControl => ({
  type: 'select',
  clearable: true,
  componentProps: { showSearch: { optionFilterProp: 'label' } },
  options,
});

/** The category filter: the category tree, any node. */
const categoryControl = (t: TFunction, lookups: DeviceLookups): FieldControl => ({
  type: 'custom',
  width: FILTER_WIDTH.select,
  render: ({ id, value, onChange, style, placeholder }) => (
    <TreeSelect
      id={id}
      style={style}
      value={idValue(value)}
      onChange={(next: number | undefined) => onChange(next)}
      treeData={categoryTreeOptions(lookups.categories)}
      treeDefaultExpandAll
      allowClear
      placeholder={placeholder ?? t('common:pleaseSelect')}
    />
  ),
});

/** A batch reply as counts: devices that no longer exist are the failures. */
export const batchCounts = (t: TFunction, rows: readonly Device[], reply: DeviceBatchResult): BulkResult => ({
  succeeded: rows.length - reply.notFound.length,
  failed: reply.notFound.length,
  firstError: reply.notFound.length > 0 ? t('notFound', { count: reply.notFound.length }) : undefined,
});

type BatchEndpoint = (typeof deviceFileEndpoints)['batchEnable' | 'batchDisable' | 'batchDelete'];

/** One batch call for the selected devices, answered as counts. */
const runBatch =
  (endpoint: BatchEndpoint) =>
  async (rows: readonly Device[], options: CallOptions, { t }: TextContext): Promise<BulkResult> => {
    const body = { iotIds: rows.map((row) => row.iotId) };
    return batchCounts(t, rows, (await callEndpoint(endpoint, { body }, options)).data);
  };

/**
 * /iot-device-manage/list: devices; filter (a province or city matches all below it), create, edit,
 * enable/disable, reset secret, delete, bulk actions, xlsx import, server export, QR labels and categories.
 */
export default definePage({
  route: '/iot-device-manage/list',
  texts: 'device',
  endpoint: deviceEndpoints.page,
  rowKey: 'iotId',
  useLookups: useDeviceLookups,
  filters: [
    'name',
    {
      key: 'devKey',
      control: () => ({
        type: 'text',
        maxLength: DEVICE_LIMITS.devKeyMax,
        componentProps: { 'data-testid': 'device-filter-devKey' },
      }),
    },
    {
      key: 'stdModelId',
      label: 'stdModel',
      control: ({ lookups }) => searchableSelect(lookups.stdModels.map(({ id, name }) => ({ value: id, label: name }))),
    },
    {
      key: 'projectCode',
      label: 'project',
      control: ({ lookups }) => searchableSelect(projectOptions(lookups.projects)),
    },
    { key: 'categoryId', label: 'category', control: ({ t, lookups }) => categoryControl(t, lookups) },
    {
      key: 'areaCode',
      label: 'region',
      control: () => ({
        type: 'custom',
        width: FILTER_WIDTH.cascader,
        render: ({ id, value, onChange, style }) => (
          <RegionCascader id={id} style={style} value={codeValue(value)} onChange={onChange} anyLevel />
        ),
      }),
    },
    'status',
  ],
  columns: [
    {
      key: 'name',
      width: 160,
      render: (row) => (
        <Link to={deviceDetailPath(row.iotId)} data-testid="device-detail-link">
          {row.name}
        </Link>
      ),
    },
    { key: 'devKey', width: 160 },
    { key: 'iotId', width: 200 },
    {
      key: 'stdModelId',
      label: 'stdModel',
      width: 150,
      text: (row, { lookups }) => lookups.stdModelName(row.stdModelId),
    },
    {
      key: 'projectCode',
      label: 'project',
      width: 150,
      text: (row, { lookups }) => lookups.projectName(row.projectCode),
    },
    {
      key: 'categoryId',
      label: 'category',
      width: 110,
      text: (row, { lookups }) => lookups.categoryName(row.categoryId),
    },
    { key: 'areaCode', label: 'region', width: 200, text: (row, { lookups }) => lookups.regionText(row.areaCode) },
    { key: 'status', width: 100, tags: DEVICE_STATUS_COLORS },
    { key: 'lastOnlineTime', format: 'dateTime', width: 170 },
    { key: 'createDate', format: 'dateTime', width: 170 },
  ],
  rowActions: [
    { kind: 'edit', button: DEVICE_BUTTONS.edit },
    {
      kind: 'confirm',
      key: 'enable',
      button: DEVICE_BUTTONS.status,
      visible: (row) => row.status === 'disabled',
      ask: { title: 'enableTitle', content: 'enableConfirm' },
      name: (row) => row.name,
      call: (row) => callEndpoint(deviceEndpoints.enable, { params: { iotId: row.iotId } }),
      success: 'enabled',
    },
    {
      kind: 'confirm',
      key: 'disable',
      button: DEVICE_BUTTONS.status,
      visible: (row) => row.status !== 'disabled',
      ask: { title: 'disableTitle', content: 'disableConfirm', danger: true },
      name: (row) => row.name,
      call: (row) => callEndpoint(deviceEndpoints.disable, { params: { iotId: row.iotId } }),
      success: 'disabled',
    },
    { kind: 'dialog', key: 'resetSecret', button: DEVICE_BUTTONS.resetSecret, dialog: ResetSecretDialog },
    {
      kind: 'delete',
      button: DEVICE_BUTTONS.delete,
      name: (row) => row.name,
      call: (row) => callEndpoint(deviceEndpoints.remove, { params: { iotId: row.iotId } }),
    },
  ],
  actionsWidth: 230,
  toolbar: [
    { kind: 'create', button: DEVICE_BUTTONS.create },
    {
      kind: 'bulk',
      key: 'enable',
      label: 'bulkEnable',
      button: DEVICE_BUTTONS.status,
      ask: { title: 'enableTitle', content: 'bulkEnableConfirm' },
      runAll: runBatch(deviceFileEndpoints.batchEnable),
    },
    {
      kind: 'bulk',
      key: 'disable',
      label: 'bulkDisable',
      button: DEVICE_BUTTONS.status,
      ask: { title: 'disableTitle', content: 'bulkDisableConfirm', danger: true },
      runAll: runBatch(deviceFileEndpoints.batchDisable),
    },
    {
      kind: 'bulk',
      key: 'delete',
      label: 'bulkDelete',
      button: DEVICE_BUTTONS.delete,
      danger: true,
      ask: { title: 'bulkDeleteTitle', content: 'bulkDeleteConfirm', danger: true },
      runAll: runBatch(deviceFileEndpoints.batchDelete),
    },
    { kind: 'download', endpoint: deviceFileEndpoints.exportDevices },
  ],
  parts: { toolbar: DeviceToolbar },
  form: DeviceFormDrawer,
});
