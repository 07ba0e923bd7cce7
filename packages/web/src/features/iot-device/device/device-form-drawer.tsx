import type { DeviceWithSecret } from '@beacon/contracts/iot-device';
import { useTranslation } from 'react-i18next';
import { EntityFormDrawer } from '../../../components/crud/entity-form-drawer';
import { DeviceFormFields } from './device-form-fields';
import { useDeviceForm } from './use-device-form';
import { useDeviceLookups } from './use-device-lookups';

/** Props of the device editor. */
export interface DeviceFormDrawerProps {
  open: boolean;
  /** The device to edit; absent = create. */
  iotId?: string;
  /** Closes the drawer; a created device comes with its secret to show once. */
  onClose: (created?: DeviceWithSecret) => void;
  /** Called once the drawer has finished closing. */
  afterClose?: () => void;
}

/** Create/edit drawer of a device (devKey only on create); a server message naming a field shows on it. */
export function DeviceFormDrawer({ open, iotId, onClose, afterClose }: DeviceFormDrawerProps) {
  const { t } = useTranslation('device');
  const lookups = useDeviceLookups({ thirdModels: true });
  const entityForm = useDeviceForm({
    iotId,
    successText: t('saved'),
    onSaved: (created) => onClose(created ?? undefined),
  });
  return (
    <EntityFormDrawer
      entityForm={entityForm}
      open={open}
      onClose={() => onClose()}
      afterClose={afterClose}
      title={entityForm.editing ? t('editTitle') : t('createTitle')}
      testId="device-form-drawer"
      name="device-form"
    >
      <DeviceFormFields editing={entityForm.editing} lookups={lookups} />
    </EntityFormDrawer>
  );
}
