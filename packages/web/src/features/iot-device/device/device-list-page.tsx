import { PlusOutlined, PrinterOutlined, UploadOutlined } from '@ant-design/icons';
import type { Device, DeviceWithSecret } from '@beacon/contracts/iot-device';
import { DEVICE_BUTTONS } from '@beacon/contracts/iot-device.endpoints';
import { DEVICE_CATEGORY_BUTTON } from '@beacon/contracts/iot-model.endpoints';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useOverlay } from '../../../components/crud/use-overlay';
import { ListPage } from '../../../components/list-page/list-page';
import { Permission } from '../../../components/permission/permission';
import { devicePageSource } from './api/post-device-page';
import { CategoryManagerDrawer } from './category-manager-drawer';
import { DeviceBulkActions } from './device-bulk-actions';
import { deviceColumns } from './device-columns';
import { DeviceExportButton } from './device-export-button';
import { deviceCodePath } from './device-filter';
import { deviceFields } from './device-filters';
import { DeviceFormDrawer } from './device-form-drawer';
import { DeviceImportDrawer } from './device-import-drawer';
import { deviceDetailPath } from './device-paths';
import { SecretOnceDialog } from './secret-once-dialog';
import { useDeviceActions } from './use-device-actions';
import { useDeviceLookups } from './use-device-lookups';

/**
 * Devices (/iot-device-manage/list): filter, list, create, edit, enable/disable, reset secret, delete,
 * bulk actions on the selection, xlsx import and export, categories, and QR labels of the selection or filter.
 */
export default function DeviceListPage() {
  const { t } = useTranslation('device');
  const navigate = useNavigate();
  const lookups = useDeviceLookups();
  const editor = useOverlay<{ iotId?: string }>();
  const importer = useOverlay();
  const categories = useOverlay();
  const actions = useDeviceActions();
  const [created, setCreated] = useState<DeviceWithSecret | null>(null);

  const fields = useMemo(() => deviceFields(t, lookups), [t, lookups]);
  const columns = deviceColumns(t, lookups, {
    open: (row) => navigate(deviceDetailPath(row.iotId)),
    edit: (row) => editor.show({ iotId: row.iotId }),
    toggle: (row) => void actions.toggle(row),
    resetSecret: (row) => void actions.resetSecret(row),
    remove: (row) => void actions.remove(row),
  });

  return (
    <>
      <ListPage<Device>
        source={devicePageSource}
        fields={fields}
        columns={columns}
        rowKey="iotId"
        selection="multiple"
        tableProps={{ scroll: { x: 1900 } }}
        actions={({ query, selectedRows, clearSelection }) => (
          <>
            <Permission pageId={DEVICE_BUTTONS.create}>
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => editor.show({})}
                data-testid="device-create"
              >
                {t('create')}
              </Button>
            </Permission>
            <DeviceBulkActions rows={selectedRows} onDone={clearSelection} />
            <Permission pageId={DEVICE_BUTTONS.import}>
              <Button icon={<UploadOutlined />} onClick={() => importer.show(undefined)} data-testid="device-import">
                {t('import')}
              </Button>
            </Permission>
            <DeviceExportButton filters={query.filters} />
            <Permission pageId={DEVICE_BUTTONS.codePdf}>
              <Button
                icon={<PrinterOutlined />}
                onClick={() =>
                  navigate(
                    deviceCodePath(
                      selectedRows.map((row) => row.iotId),
                      query.filters,
                    ),
                  )
                }
                data-testid="device-print-codes"
              >
                {selectedRows.length > 0 ? t('printSelected') : t('printFiltered')}
              </Button>
            </Permission>
            <Permission pageId={DEVICE_CATEGORY_BUTTON}>
              <Button onClick={() => categories.show(undefined)} data-testid="device-categories">
                {t('categories')}
              </Button>
            </Permission>
          </>
        )}
      />
      {editor.state && (
        <DeviceFormDrawer
          key={editor.state.key}
          open={editor.state.open}
          iotId={editor.state.target.iotId}
          onClose={(device) => {
            editor.close();
            if (device) setCreated(device);
          }}
          afterClose={editor.afterClose}
        />
      )}
      {importer.state && (
        <DeviceImportDrawer
          key={importer.state.key}
          open={importer.state.open}
          onClose={importer.close}
          afterClose={importer.afterClose}
        />
      )}
      {categories.state && (
        <CategoryManagerDrawer
          key={categories.state.key}
          open={categories.state.open}
          onClose={categories.close}
          afterClose={categories.afterClose}
        />
      )}
      <SecretOnceDialog device={created} title={t('createdSecretTitle')} onClose={() => setCreated(null)} />
      <SecretOnceDialog device={actions.newSecret} title={t('newSecretTitle')} onClose={actions.forgetSecret} />
    </>
  );
}
