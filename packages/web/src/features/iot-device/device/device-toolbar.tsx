import { PrinterOutlined, UploadOutlined } from '@ant-design/icons';
import type { Device } from '@beacon/contracts/iot-device';
import { DEVICE_BUTTONS } from '@beacon/contracts/iot-device.endpoints';
import { DEVICE_CATEGORY_BUTTON } from '@beacon/contracts/iot-model.endpoints';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useOverlay } from '../../../components/crud/use-overlay';
import type { ToolbarPartProps } from '../../../components/page-kit/page-spec';
import { Permission } from '../../../components/permission/permission';
import { CategoryManagerDrawer } from './category-manager-drawer';
import { deviceCodePath } from './device-filter';
import { DeviceImportDrawer } from './device-import-drawer';

/** The device list's own toolbar buttons: xlsx import, QR labels of the selection or the filters, categories. */
export function DeviceToolbar({ query, selectedRows }: ToolbarPartProps<Device>) {
  const { t } = useTranslation('device');
  const navigate = useNavigate();
  const importer = useOverlay();
  const categories = useOverlay();
  const printCodes = () =>
    navigate(
      deviceCodePath(
        selectedRows.map((row) => row.iotId),
        query.filters,
      ),
    );
  return (
    <>
      <Permission pageId={DEVICE_BUTTONS.import}>
        <Button icon={<UploadOutlined />} onClick={() => importer.show(undefined)} data-testid="device-import">
          {t('import')}
        </Button>
      </Permission>
      <Permission pageId={DEVICE_BUTTONS.codePdf}>
        <Button icon={<PrinterOutlined />} onClick={() => void printCodes()} data-testid="device-print-codes">
          {selectedRows.length > 0 ? t('printSelected') : t('printFiltered')}
        </Button>
      </Permission>
      <Permission pageId={DEVICE_CATEGORY_BUTTON}>
        <Button onClick={() => categories.show(undefined)} data-testid="device-categories">
          {t('categories')}
        </Button>
      </Permission>
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
    </>
  );
}
