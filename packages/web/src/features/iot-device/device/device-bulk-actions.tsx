import type { Device } from '@beacon/contracts/iot-device';
import { DEVICE_BUTTONS, deviceEndpoints } from '@beacon/contracts/iot-device.endpoints';
import type { DeviceBatchResult } from '@beacon/contracts/iot-device-files';
import { Button } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { type BulkAction, type BulkResult, useBulkAction } from '../../../components/crud/use-bulk-action';
import { Permission } from '../../../components/permission/permission';
import { batchDeleteDevices } from './api/post-device-batch-delete';
import { batchDisableDevices } from './api/post-device-batch-disable';
import { batchEnableDevices } from './api/post-device-batch-enable';

/** Props of the device bulk actions. */
export interface DeviceBulkActionsProps {
  /** The selected rows. */
  rows: Device[];
  /** Called after an action ran (the selection is cleared). */
  onDone: () => void;
}

// A batch reply as counts: devices that no longer exist are the failures.
const counted = (t: TFunction, rows: readonly Device[], reply: DeviceBatchResult): BulkResult => ({
  succeeded: rows.length - reply.notFound.length,
  failed: reply.notFound.length,
  firstError: reply.notFound.length > 0 ? t('device:notFound', { count: reply.notFound.length }) : undefined,
});

const idsOf = (rows: readonly Device[]) => rows.map((row) => row.iotId);

/** Enable, disable and delete the selected devices, one batch call each, behind one confirm. */
export function DeviceBulkActions({ rows, onDone }: DeviceBulkActionsProps) {
  const { t } = useTranslation('device');
  const enable = useBulkAction<Device>({
    confirm: (selected) => ({ title: t('enableTitle'), content: t('bulkEnableConfirm', { count: selected.length }) }),
    runAll: async (selected, options) => counted(t, selected, await batchEnableDevices(idsOf(selected), options)),
    invalidates: [deviceEndpoints.enable],
  });
  const disable = useBulkAction<Device>({
    confirm: (selected) => ({
      title: t('disableTitle'),
      content: t('bulkDisableConfirm', { count: selected.length }),
      danger: true,
    }),
    runAll: async (selected, options) => counted(t, selected, await batchDisableDevices(idsOf(selected), options)),
    invalidates: [deviceEndpoints.disable],
  });
  const remove = useBulkAction<Device>({
    confirm: (selected) => ({
      title: t('bulkDeleteTitle'),
      content: t('bulkDeleteConfirm', { count: selected.length }),
      danger: true,
    }),
    runAll: async (selected, options) => counted(t, selected, await batchDeleteDevices(idsOf(selected), options)),
    invalidates: [deviceEndpoints.remove],
  });
  const busy = [enable, disable, remove].some((action) => action.progress !== null);

  const button = (action: BulkAction<Device>, label: string, testId: string, danger = false) => (
    <Button
      danger={danger}
      disabled={rows.length === 0 || busy}
      loading={action.progress !== null}
      data-testid={testId}
      onClick={async () => {
        if (await action.run(rows)) onDone();
      }}
    >
      {label}
    </Button>
  );

  return (
    <>
      <Permission pageId={DEVICE_BUTTONS.status}>
        {button(enable, t('bulkEnable'), 'device-bulk-enable')}
        {button(disable, t('bulkDisable'), 'device-bulk-disable')}
      </Permission>
      <Permission pageId={DEVICE_BUTTONS.delete}>
        {button(remove, t('bulkDelete'), 'device-bulk-delete', true)}
      </Permission>
    </>
  );
}
